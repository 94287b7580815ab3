import { describe, expect, it } from 'vitest';
import { SIGNATURE_TOLERANCE_SECONDS, signNotification, verifyNotification } from './signing';

const secret = 'a-test-signing-secret';
const body = JSON.stringify({ eventId: 'evt_1', payNumber: 'P1', amountCents: 12345 });
const at = new Date('2026-11-21T18:00:00Z');

describe('notification signatures', () => {
  it('accepts what was signed with the same secret', () => {
    const header = signNotification(secret, body, at);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyNotification(secret, body, header, at)).toBe(true);
  });

  it('refuses another secret, a changed body, a mangled or missing header', () => {
    const header = signNotification(secret, body, at);
    expect(verifyNotification('another-secret', body, header, at)).toBe(false);
    expect(verifyNotification(secret, body.replace('12345', '1'), header, at)).toBe(false);
    expect(verifyNotification(secret, body, header.replace(/v1=./, 'v1=0'), at)).toBe(false);
    expect(verifyNotification(secret, body, 'v1=abc', at)).toBe(false);
    expect(verifyNotification(secret, body, undefined, at)).toBe(false);
  });

  it('refuses a signature older or newer than the tolerance, so an old body cannot be replayed later', () => {
    const header = signNotification(secret, body, at);
    const later = (seconds: number) => new Date(at.getTime() + seconds * 1000);
    expect(verifyNotification(secret, body, header, later(SIGNATURE_TOLERANCE_SECONDS))).toBe(true);
    expect(verifyNotification(secret, body, header, later(SIGNATURE_TOLERANCE_SECONDS + 1))).toBe(false);
    expect(verifyNotification(secret, body, header, later(-SIGNATURE_TOLERANCE_SECONDS - 1))).toBe(false);
  });
});
