import { describe, expect, it } from 'vitest';
import { payableStatusAt } from './payment-status';

describe('top-ups and membership purchases past their window', () => {
  const payBefore = new Date('2026-11-28T10:30:00Z');
  it('read as closed once the window has passed, and keep paid or closed as they are', () => {
    expect(payableStatusAt('unpaid', payBefore, new Date('2026-11-28T10:29:59Z'))).toBe('unpaid');
    expect(payableStatusAt('unpaid', payBefore, payBefore)).toBe('closed');
    expect(payableStatusAt('paid', payBefore, new Date('2026-11-29T00:00:00Z'))).toBe('paid');
  });
});
