import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum; the library's default algorithm is argon2id (its const enum cannot be imported here).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `storedHash`. Without a stored hash (no such user) a dummy hash is
 * verified anyway, so an unknown e-mail takes as long to refuse as a wrong password.
 */
export async function passwordMatches(password: string, storedHash: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-1');
  const matches = await verify(storedHash ?? (await dummyHash), password);
  return storedHash !== undefined && matches;
}
