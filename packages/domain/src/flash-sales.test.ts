import { describe, expect, it } from 'vitest';
import { FlashSaleStatus } from './catalog-codes';
import {
  type FlashSaleSchedule,
  flashMaxCount,
  flashSaleDay,
  flashSaleState,
  sessionOn,
} from './flash-sales';
import { Messages } from './messages';

const sale: FlashSaleSchedule = {
  firstDay: '2027-03-13',
  lastDay: '2027-03-15',
  sessionStartMinute: 10 * 60,
  sessionEndMinute: 22 * 60,
  dailyStock: 10,
  closedAt: null,
};
const at = (iso: string) => new Date(iso);

describe('flash-sale days and sessions', () => {
  it('turns the day over at 12:00am in Los Angeles, in winter and in summer time', () => {
    expect(flashSaleDay(at('2027-03-14T07:59:59Z'))).toBe('2027-03-13');
    expect(flashSaleDay(at('2027-03-14T08:00:00Z'))).toBe('2027-03-14');
    // After the clocks sprang forward on Mar 14, midnight is at 07:00 UTC.
    expect(flashSaleDay(at('2027-03-15T06:59:59Z'))).toBe('2027-03-14');
    expect(flashSaleDay(at('2027-03-15T07:00:00Z'))).toBe('2027-03-15');
  });

  it('places a session at the same wall-clock hours on either side of the change', () => {
    expect(sessionOn(sale, '2027-03-13')).toEqual({
      opensAt: at('2027-03-13T18:00:00Z'),
      closesAt: at('2027-03-14T06:00:00Z'),
    });
    expect(sessionOn(sale, '2027-03-14')).toEqual({
      opensAt: at('2027-03-14T17:00:00Z'),
      closesAt: at('2027-03-15T05:00:00Z'),
    });
  });

  it('is not started before the session, on during it, sold out at the stock, and over after the last', () => {
    expect(flashSaleState(sale, 0, at('2027-03-13T17:00:00Z'))).toMatchObject({
      status: FlashSaleStatus.NotStarted,
      message: Messages.EventNotStarted,
      opensAt: at('2027-03-13T18:00:00Z'),
    });
    expect(flashSaleState(sale, 9, at('2027-03-13T19:00:00Z')).status).toBe(FlashSaleStatus.Ongoing);
    expect(flashSaleState(sale, 10, at('2027-03-13T19:00:00Z'))).toMatchObject({
      status: FlashSaleStatus.SoldOut,
      message: Messages.FlashSaleSoldOutToday,
    });
    // Between sessions it counts down to the next day's.
    expect(flashSaleState(sale, 10, at('2027-03-14T07:00:00Z'))).toMatchObject({
      status: FlashSaleStatus.NotStarted,
      opensAt: at('2027-03-14T17:00:00Z'),
    });
    expect(flashSaleState(sale, 0, at('2027-03-16T06:00:00Z')).status).toBe(FlashSaleStatus.Ended);
    const closed = { ...sale, closedAt: at('2027-03-13T20:00:00Z') };
    expect(flashSaleState(closed, 0, at('2027-03-13T20:00:00Z'))).toMatchObject({
      status: FlashSaleStatus.Closed,
      message: Messages.FlashSaleClosed,
    });
  });
});

describe('a flash sale’s count', () => {
  it('is bounded by what the daily limit leaves and by what is left', () => {
    expect(flashMaxCount({ perShopperLimit: 4, left: 10, boughtToday: null })).toBe(4);
    expect(flashMaxCount({ perShopperLimit: 4, left: 10, boughtToday: 3 })).toBe(1);
    expect(flashMaxCount({ perShopperLimit: 4, left: 2, boughtToday: 0 })).toBe(2);
    expect(flashMaxCount({ perShopperLimit: 4, left: 10, boughtToday: 5 })).toBe(0);
  });
});
