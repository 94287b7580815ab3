import { type AdminFlashSaleRow, FlashSaleMessages, flashSaleEditRequest } from '@tread/domain';
import { z } from 'zod';
import { checkedBy, dollarsText, wholeOf } from './form-fields';
import { laDayInput } from './la-input-time';
import { chosenSku, NO_SKU, offerPriceOf, skuIdOf } from './offer-fields';

/** Days a new flash sale runs unless staff change them: today and the six after. */
const NEW_SALE_LAST_DAY = 6;
const ONE_DIGIT_HOUR = /^\d:\d\d$/;

/** '9:30' as typed reads as '09:30'. */
const clockOf = (text: string): string => {
  const trimmed = text.trim();
  return ONE_DIGIT_HOUR.test(trimmed) ? `0${trimmed}` : trimmed;
};

/**
 * The flash-sale form as staff fill it: the price in dollars, counts as typed, Los Angeles days as a `date`
 * control holds them and the daily session as 'HH:MM'. Read into `flashSaleEditRequest` and checked by it, and
 * the flash price against the chosen SKU's usual price, as the server will.
 */
export const flashSaleForm = z
  .object({
    name: z.string(),
    sku: chosenSku,
    flashPrice: z.string(),
    dailyStock: z.string(),
    perShopperLimit: z.string(),
    firstDay: z.string(),
    lastDay: z.string(),
    sessionStart: z.string(),
    sessionEnd: z.string(),
  })
  .transform(
    checkedBy(
      flashSaleEditRequest,
      (form, ctx) => ({
        name: form.name,
        skuId: skuIdOf(ctx, form.sku),
        flashPrice: offerPriceOf(
          ctx,
          'flashPrice',
          form.flashPrice,
          form.sku.usualPrice,
          FlashSaleMessages.PriceBelowUsual,
        ),
        dailyStock:
          wholeOf(ctx, 'dailyStock', form.dailyStock, { message: FlashSaleMessages.StockRange }) ?? 0,
        perShopperLimit:
          wholeOf(ctx, 'perShopperLimit', form.perShopperLimit, { message: FlashSaleMessages.LimitRange }) ??
          0,
        firstDay: form.firstDay,
        lastDay: form.lastDay,
        sessionStart: clockOf(form.sessionStart),
        sessionEnd: clockOf(form.sessionEnd),
      }),
      [
        ['sku', 'skuId'],
        ['firstDay', 'lastDay'],
        ['sessionStart', 'sessionEnd'],
      ],
    ),
  );

export type FlashSaleFormInput = z.input<typeof flashSaleForm>;
export type FlashSaleFormOutput = z.output<typeof flashSaleForm>;

/** A new flash sale: all day (00:00–24:00, Los Angeles) from today for a week, one per shopper, no SKU yet. */
export const newFlashSaleForm = (now: Date): FlashSaleFormInput => ({
  name: '',
  sku: NO_SKU,
  flashPrice: '',
  dailyStock: '',
  perShopperLimit: '1',
  firstDay: laDayInput(now),
  lastDay: laDayInput(now, NEW_SALE_LAST_DAY),
  sessionStart: '00:00',
  sessionEnd: '24:00',
});

export const flashSaleFormOf = (row: AdminFlashSaleRow): FlashSaleFormInput => ({
  name: row.name,
  sku: { prodId: row.prodId, skuId: row.skuId, usualPrice: row.oriPrice },
  flashPrice: dollarsText(row.price),
  dailyStock: String(row.stock),
  perShopperLimit: String(row.perShopperLimit),
  firstDay: row.firstDay,
  lastDay: row.lastDay,
  sessionStart: row.sessionStart,
  sessionEnd: row.sessionEnd,
});
