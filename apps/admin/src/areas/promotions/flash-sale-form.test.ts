import { FlashSaleMessages } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { type FlashSaleFormInput, flashSaleForm, newFlashSaleForm } from './flash-sale-form';

// 11:30pm on 11/27 in Los Angeles is already 11/28 in UTC: the new sale still starts on the Los Angeles day.
const now = new Date('2026-11-28T07:30:00Z');
const filled = (change: Partial<FlashSaleFormInput>): FlashSaleFormInput => ({
  ...newFlashSaleForm(now),
  name: 'Black Friday PS4S',
  sku: { prodId: 12, skuId: 120, usualPrice: 18999 },
  flashPrice: '149.99',
  dailyStock: '100',
  ...change,
});
const messagesOf = (input: FlashSaleFormInput) => {
  const parsed = flashSaleForm.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the flash-sale form, read into the API request', () => {
  it('starts all day, from the Los Angeles day for a week, one per shopper', () => {
    expect(flashSaleForm.parse(filled({}))).toEqual({
      name: 'Black Friday PS4S',
      skuId: 120,
      flashPrice: 14999,
      dailyStock: 100,
      perShopperLimit: 1,
      firstDay: '2026-11-27',
      lastDay: '2026-12-03',
      sessionStart: '00:00',
      sessionEnd: '24:00',
    });
  });

  it('takes 24:00 as the end of the day and refuses later times and a session out of order', () => {
    expect(messagesOf(filled({ sessionStart: '18:00', sessionEnd: '24:00' }))).toEqual({});
    expect(messagesOf(filled({ sessionEnd: '24:30' }))).toEqual({
      sessionEnd: FlashSaleMessages.SessionTime,
    });
    expect(messagesOf(filled({ sessionStart: '12:00', sessionEnd: '12:00' }))).toEqual({
      sessionEnd: FlashSaleMessages.SessionOrder,
    });
  });

  it('refuses days out of order, a price not below the usual price, and a limit out of range', () => {
    expect(messagesOf(filled({ firstDay: '2026-12-01', lastDay: '2026-11-30' }))).toEqual({
      lastDay: FlashSaleMessages.DaysOrder,
    });
    expect(messagesOf(filled({ flashPrice: '189.99', perShopperLimit: '51' }))).toEqual({
      flashPrice: FlashSaleMessages.PriceBelowUsual,
      perShopperLimit: FlashSaleMessages.LimitRange,
    });
  });
});
