import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 signatures of gateway notifications: `t=<unix seconds>,v1=<hex>` over `${t}.${body}`. */

export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

const hmacHex = (secret: string, signedText: string): string =>
  createHmac('sha256', secret).update(signedText, 'utf8').digest('hex');

const unixSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

export function signNotification(secret: string, body: string, at: Date): string {
  const t = unixSeconds(at);
  return `t=${t},v1=${hmacHex(secret, `${t}.${body}`)}`;
}

function readHeader(header: string): { t: number; signatures: string[] } | null {
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) t = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return t === null || signatures.length === 0 ? null : { t, signatures };
}

/** True when one v1 signature matches and the timestamp is within the tolerance of `now` (replays of old bodies fail). */
export function verifyNotification(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): boolean {
  const parsed = header ? readHeader(header) : null;
  if (!parsed) return false;
  if (Math.abs(unixSeconds(now) - parsed.t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacHex(secret, `${parsed.t}.${body}`), 'hex');
  return parsed.signatures.some((given) => timingSafeEqual(Buffer.from(given, 'hex'), expected));
}
