import { createHash, randomBytes } from 'node:crypto';

/** An opaque random token: 32 bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens and codes are stored only as this hash, so a database leak signs no one in. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
