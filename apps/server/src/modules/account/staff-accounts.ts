import { type AccountSummary, type StaffListFilters, type StaffPage, UserRole } from '@tread/domain';
import { and, count, desc, eq, like, ne } from 'drizzle-orm';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { likeLiteral } from '../../platform/like';
import type { Mail, Mailer } from '../../platform/mail';
import { pageAnswer } from '../../platform/paging';
import { recordStaffWrite } from '../../platform/staff-audit';
import { nicknameFor } from './nickname';
import { hashPassword } from './passwords';
import type { SessionService } from './sessions';
import { isUuid, users } from './tables';

const ROLE_NAMES: Record<UserRole, string> = {
  customer: 'customer',
  admin: 'administrator',
  merchant: 'merchant',
  operations: 'operations',
  customer_service: 'customer service',
};

/** Never the password: the administrator hands it over, and the colleague changes it after signing in. */
function invitation(role: UserRole, baseUrl: string): Omit<Mail, 'to'> {
  const where = baseUrl ? `${baseUrl}/admin` : "the shop's address followed by /admin";
  return {
    subject: 'Your Tread staff account',
    text: `An administrator opened a Tread staff account for you, as ${ROLE_NAMES[role]}. Sign in to the staff console at ${where} with this e-mail address and the password the administrator gives you, then change it. If you did not expect this e-mail, tell your administrator.`,
  };
}

const summary = {
  userId: users.id,
  email: users.email,
  role: users.role,
  disabled: users.disabled,
};

const isStaff = ne(users.role, UserRole.Customer);

/** An administrator cannot demote or disable themselves: the shop would be left without its keys. */
function refuseSelf(by: Principal, userId: string) {
  if (by.userId === userId) throw refuse('STAFF_SELF_CHANGE');
}

/** Staff accounts and disabling users: the administrator's writes of the console, each audited (issue 13). */
export function staffAccounts(
  { db, clock, config }: Deps,
  { sessions, mailer }: { sessions: SessionService; mailer: Mailer },
) {
  return {
    async list(query: StaffListFilters): Promise<StaffPage> {
      const where = and(
        isStaff,
        query.role ? eq(users.role, query.role) : undefined,
        query.q ? like(users.email, `${likeLiteral(query.q.toLowerCase())}%`) : undefined,
      );
      const [counted] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select({ ...summary, nickName: users.nickName, createdAt: users.createdAt })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size);
      const records = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return pageAnswer(records, counted?.n ?? 0, query);
    },

    /** Opens a colleague's account with a role and mails them an invitation once it is committed. */
    async invite(
      by: Principal,
      input: { email: string; password: string; role: UserRole },
    ): Promise<AccountSummary> {
      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ email: input.email, passwordHash, role: input.role, nickName: nicknameFor(input.email) })
          .onConflictDoNothing({ target: users.email })
          .returning(summary);
        if (!row) throw refuse('EMAIL_REGISTERED');
        await recordStaffWrite(tx, {
          actor: by,
          action: 'staff.invite',
          subject: `user:${row.userId}`,
          before: null,
          after: { email: row.email, role: row.role },
          at: clock.now(),
        });
        return row;
      });
      await mailer.send({ to: created.email, ...invitation(created.role, config.publicBaseUrl) });
      return created;
    },

    /** Moves a staff member to another staff role; the new role holds from their next request. */
    async changeRole(by: Principal, userId: string, role: UserRole): Promise<AccountSummary> {
      if (!isUuid(userId)) throw refuse('NOT_FOUND');
      refuseSelf(by, userId);
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ role: users.role })
          .from(users)
          .where(and(eq(users.id, userId), isStaff))
          .for('update');
        if (!before) throw refuse('NOT_FOUND');
        const [after] = await tx
          .update(users)
          .set({ role, updatedAt: clock.now() })
          .where(eq(users.id, userId))
          .returning(summary);
        if (!after) throw refuse('NOT_FOUND');
        await recordStaffWrite(tx, {
          actor: by,
          action: 'staff.role',
          subject: `user:${userId}`,
          before: { role: before.role },
          after: { role },
          at: clock.now(),
        });
        return after;
      });
    },

    /** A disabled account cannot sign in, and its sessions end at once. Only an administrator reaches staff. */
    async setDisabled(by: Principal, userId: string, disabled: boolean): Promise<AccountSummary> {
      if (!isUuid(userId)) throw refuse('NOT_FOUND');
      refuseSelf(by, userId);
      const reachable = and(
        eq(users.id, userId),
        by.role === UserRole.Admin ? undefined : eq(users.role, UserRole.Customer),
      );
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ disabled: users.disabled })
          .from(users)
          .where(reachable)
          .for('update');
        if (!before) throw refuse('NOT_FOUND');
        const [user] = await tx
          .update(users)
          .set({ disabled, updatedAt: clock.now() })
          .where(eq(users.id, userId))
          .returning(summary);
        if (!user) throw refuse('NOT_FOUND');
        if (disabled) await sessions.revokeAll(userId, { tx });
        await recordStaffWrite(tx, {
          actor: by,
          action: disabled ? 'account.disable' : 'account.enable',
          subject: `user:${userId}`,
          before: { disabled: before.disabled },
          after: { disabled },
          at: clock.now(),
        });
        return user;
      });
    },
  };
}
export type StaffAccounts = ReturnType<typeof staffAccounts>;
