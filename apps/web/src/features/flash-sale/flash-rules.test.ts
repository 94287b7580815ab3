import { Messages } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { claimedPercent, clockLabel, flashDeadline, flashMaxMessage } from './flash-rules';

describe('a flash sale’s count', () => {
  it('names the stock when it binds, else the limit', () => {
    expect(flashMaxMessage({ perShopperLimit: 4, left: 2, boughtToday: 0 })).toBe(
      Messages.NotEnoughItemsInStock,
    );
    expect(flashMaxMessage({ perShopperLimit: 4, left: 10, boughtToday: 2 })).toBe(Messages.purchaseLimit(4));
  });
});

describe('a flash sale’s clock', () => {
  it('counts to the opening before, to the closing during, and not at all after', () => {
    const opensAt = '2026-11-28T20:00:00.000Z';
    const closesAt = '2026-11-28T22:00:00.000Z';
    expect(flashDeadline({ status: 'not_started', opensAt, closesAt })).toEqual({
      kind: 'opens',
      at: opensAt,
    });
    expect(flashDeadline({ status: 'ongoing', opensAt, closesAt })).toEqual({ kind: 'closes', at: closesAt });
    expect(flashDeadline({ status: 'sold_out', opensAt, closesAt })).toBeNull();
    expect(flashDeadline({ status: 'ended', opensAt: null, closesAt: null })).toBeNull();
  });

  it('reads session times on a 12-hour clock', () => {
    expect(clockLabel('00:00')).toBe('12:00 AM');
    expect(clockLabel('09:30')).toBe('9:30 AM');
    expect(clockLabel('12:00')).toBe('12:00 PM');
    expect(clockLabel('14:05')).toBe('2:05 PM');
    expect(clockLabel('24:00')).toBe('12:00 AM');
  });

  it('says how much of today’s stock is claimed', () => {
    expect(claimedPercent({ sold: 30, stock: 100 })).toBe(30);
    expect(claimedPercent({ sold: 1, stock: 3 })).toBe(33);
    expect(claimedPercent({ sold: 0, stock: 0 })).toBe(100);
  });
});
