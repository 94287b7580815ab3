import { type AdminGroupActivityRow, GroupBuyMessages, groupActivityEditRequest } from '@tread/domain';
import { z } from 'zod';
import { checkedBy, dollarsText, wholeOf } from './form-fields';
import { laDayInput } from './la-input-time';
import { chosenSku, NO_SKU, offerPriceOf, skuIdOf } from './offer-fields';

/** Days a new group buy runs unless staff change them: today and the thirteen after. */
const NEW_GROUP_BUY_LAST_DAY = 13;
const NEW_GROUP_SIZE = '2';
const NEW_TIME_LIMIT_HOURS = '24';

/**
 * The group-buy form as staff fill it: the group price in dollars, the group's size and time limit as typed,
 * Los Angeles days as a `date` control holds them. Read into `groupActivityEditRequest` and checked by it, and
 * the group price against the chosen SKU's usual price, as the server will.
 */
export const groupActivityForm = z
  .object({
    name: z.string(),
    sku: chosenSku,
    groupPrice: z.string(),
    groupSize: z.string(),
    timeLimitHours: z.string(),
    firstDay: z.string(),
    lastDay: z.string(),
  })
  .transform(
    checkedBy(
      groupActivityEditRequest,
      (form, ctx) => ({
        name: form.name,
        skuId: skuIdOf(ctx, form.sku),
        groupPrice: offerPriceOf(
          ctx,
          'groupPrice',
          form.groupPrice,
          form.sku.usualPrice,
          GroupBuyMessages.PriceBelowUsual,
        ),
        groupSize: wholeOf(ctx, 'groupSize', form.groupSize, { message: GroupBuyMessages.SizeRange }) ?? 0,
        timeLimitHours:
          wholeOf(ctx, 'timeLimitHours', form.timeLimitHours, { message: GroupBuyMessages.TimeLimitRange }) ??
          0,
        firstDay: form.firstDay,
        lastDay: form.lastDay,
      }),
      [
        ['sku', 'skuId'],
        ['firstDay', 'lastDay'],
      ],
    ),
  );

export type GroupActivityFormInput = z.input<typeof groupActivityForm>;
export type GroupActivityFormOutput = z.output<typeof groupActivityForm>;

/** A new group buy: groups of two with a day to fill, from today for two weeks, no SKU yet. */
export const newGroupActivityForm = (now: Date): GroupActivityFormInput => ({
  name: '',
  sku: NO_SKU,
  groupPrice: '',
  groupSize: NEW_GROUP_SIZE,
  timeLimitHours: NEW_TIME_LIMIT_HOURS,
  firstDay: laDayInput(now),
  lastDay: laDayInput(now, NEW_GROUP_BUY_LAST_DAY),
});

export const groupActivityFormOf = (row: AdminGroupActivityRow): GroupActivityFormInput => ({
  name: row.name,
  sku: { prodId: row.prodId, skuId: row.skuId, usualPrice: row.price },
  groupPrice: dollarsText(row.groupPrice),
  groupSize: String(row.groupSize),
  timeLimitHours: String(row.timeLimitHours),
  firstDay: row.firstDay,
  lastDay: row.lastDay,
});
