import { type LoginResult, UserRole, type VerificationPurpose } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { letterFor, type VerificationCodeService } from './codes';
import { nicknameFor } from './nickname';
import { hashPassword, passwordMatches } from './passwords';
import type { SessionService } from './sessions';
import { users } from './tables';

const loginIncorrect = () => refuse('LOGIN_INCORRECT');
const alreadyRegistered = () => refuse('EMAIL_REGISTERED');

/** Sign-up, sign-in and password changes (issue 3); staff accounts are in staff-accounts.ts. */
export function accountService(
  { db, clock }: Deps,
  { sessions, codes }: { sessions: SessionService; codes: VerificationCodeService },
) {
  async function findByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user;
  }

  /** Inserts the account, or answers undefined when the e-mail is taken (even by a simultaneous sign-up). */
  async function insertCustomer(email: string, password: string) {
    const [created] = await db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password),
        role: UserRole.Customer,
        nickName: nicknameFor(email),
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    return created;
  }

  return {
    /**
     * Mails a code, answering alike whether the e-mail has an account or not (issue 11): sign-up for a taken
     * e-mail mails its owner a note instead, and a reset for an unknown one mails nothing.
     */
    async sendCode(email: string, purpose: VerificationPurpose): Promise<void> {
      const registered = (await findByEmail(email)) !== undefined;
      await codes.send(email, purpose, letterFor(purpose, registered));
    },

    /** The code is checked first: only someone who read a mailed code learns the e-mail is taken. */
    async register(input: { email: string; code: string; password: string }): Promise<LoginResult> {
      await codes.use(input.email, 'register', input.code);
      const created = await insertCustomer(input.email, input.password);
      if (!created) throw alreadyRegistered();
      return { ...(await sessions.open(created.id)), haveRegister: false };
    },

    /** The same refusal whether the e-mail is unknown or the password wrong. */
    async login(input: { email: string; password: string }): Promise<LoginResult> {
      const user = await findByEmail(input.email);
      if (!(await passwordMatches(input.password, user?.passwordHash)) || !user) throw loginIncorrect();
      if (user.disabled) throw refuse('ACCOUNT_DISABLED');
      return { ...(await sessions.open(user.id)), haveRegister: true };
    },

    /** Sets a new password with a mailed code and signs every device out. */
    async resetPassword(input: { email: string; code: string; password: string }): Promise<void> {
      await codes.use(input.email, 'reset', input.code);
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: clock.now() })
          .where(eq(users.email, input.email))
          .returning({ id: users.id });
        if (user) await sessions.revokeAll(user.id, { tx });
      });
    },

    /** Changes the password and ends every other session of the user. */
    async changePassword(me: Principal, input: { oldPassword: string; password: string }): Promise<void> {
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, me.userId));
      if (!(await passwordMatches(input.oldPassword, user?.passwordHash))) {
        throw refuse('OLD_PASSWORD_INCORRECT');
      }
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: clock.now() }).where(eq(users.id, me.userId));
        await sessions.revokeAll(me.userId, { keep: me.sessionId, tx });
      });
    },

    logout: (me: Principal): Promise<void> => sessions.revoke(me.sessionId),
  };
}
export type AccountService = ReturnType<typeof accountService>;
