import { normalizeEmail, UserRole, validatePassword } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nicknameFor } from './nickname';
import { hashPassword } from './passwords';
import { users } from './tables';

/**
 * Start-up: the administrator of ADMIN_EMAIL exists and has the admin role. Its password is set
 * only when the account is created, so a password changed later survives restarts.
 */
export async function ensureAdministrator(
  db: Database,
  admin: { email: string; password: string },
): Promise<void> {
  const problem = validatePassword(admin.password);
  if (problem) throw new Error(`Invalid configuration: ADMIN_PASSWORD ${problem}`);
  const email = normalizeEmail(admin.email);
  const [created] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(admin.password),
      role: UserRole.Admin,
      nickName: nicknameFor(email),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) await db.update(users).set({ role: UserRole.Admin }).where(eq(users.email, email));
}
