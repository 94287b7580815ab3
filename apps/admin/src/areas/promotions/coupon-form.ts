import { type AdminCouponRow, CouponTarget, couponEditRequest } from '@tread/domain';
import { z } from 'zod';
import { centsOf, checkedBy, dollarsText, instantOf, PromotionFormMessages, wholeOf } from './form-fields';
import { laDayStartInput, laInputValue } from './la-input-time';
import { EMPTY_SCOPE, scopeValue } from './scope';

/** Whole days a new coupon runs unless staff change it. */
const NEW_COUPON_DAYS = 30;

/** What a coupon takes money off; items coupons are C2M, the others C2D (the list shows the kind beside). */
export const COUPON_TARGET_NAMES: Record<CouponTarget, string> = {
  [CouponTarget.Items]: 'Items',
  [CouponTarget.Order]: 'Whole order',
  [CouponTarget.Installation]: 'Installation',
};

/**
 * The coupon form as staff fill it: money in dollars, times in Los Angeles, blanks for 'none'. It is read into
 * the API's `couponEditRequest` and checked by that same schema, so the form refuses what the server would.
 */
export const couponForm = z
  .object({
    name: z.string(),
    target: z.enum(Object.values(CouponTarget)),
    offKind: z.enum(['amount', 'percent']),
    amount: z.string(),
    percent: z.string(),
    maxOff: z.string(),
    minSpend: z.string(),
    validFrom: z.string(),
    validTo: z.string(),
    totalQuantity: z.string(),
    perUserLimit: z.string(),
    stackable: z.boolean(),
    appOnly: z.boolean(),
    inCenter: z.boolean(),
    bannerEnabled: z.boolean(),
    code: z.string(),
    channelKey: z.string(),
    scope: scopeValue,
  })
  .transform(
    checkedBy(
      couponEditRequest,
      (form, ctx) => {
        const byPercent = form.offKind === 'percent';
        return {
          name: form.name,
          target: form.target,
          amount: byPercent ? null : centsOf(ctx, 'amount', form.amount),
          percent: byPercent
            ? wholeOf(ctx, 'percent', form.percent, { message: PromotionFormMessages.PercentRequired })
            : null,
          maxOff: byPercent ? centsOf(ctx, 'maxOff', form.maxOff, null) : null,
          minSpend: centsOf(ctx, 'minSpend', form.minSpend, 0) ?? 0,
          validFrom: instantOf(ctx, 'validFrom', form.validFrom),
          validTo: instantOf(ctx, 'validTo', form.validTo),
          totalQuantity: wholeOf(ctx, 'totalQuantity', form.totalQuantity, { blank: null }),
          perUserLimit: wholeOf(ctx, 'perUserLimit', form.perUserLimit) ?? 1,
          stackable: form.stackable,
          appOnly: form.appOnly,
          inCenter: form.inCenter,
          bannerEnabled: form.bannerEnabled,
          code: form.code,
          channelKey: form.channelKey,
          // An installation coupon takes money off the installation, whatever the items are.
          scope: form.target === CouponTarget.Installation ? EMPTY_SCOPE : form.scope,
        };
      },
      [
        ['amount', 'percent', 'maxOff'],
        ['validFrom', 'validTo'],
      ],
    ),
  );

export type CouponFormInput = z.input<typeof couponForm>;
export type CouponFormOutput = z.output<typeof couponForm>;

/** A new coupon: $ off the whole order, from the start of today (Los Angeles) for 30 days, one per shopper. */
export const newCouponForm = (now: Date): CouponFormInput => ({
  name: '',
  target: CouponTarget.Order,
  offKind: 'amount',
  amount: '',
  percent: '',
  maxOff: '',
  minSpend: '',
  validFrom: laDayStartInput(now),
  validTo: laDayStartInput(now, NEW_COUPON_DAYS),
  totalQuantity: '',
  perUserLimit: '1',
  stackable: false,
  appOnly: false,
  inCenter: true,
  bannerEnabled: true,
  code: '',
  channelKey: '',
  scope: EMPTY_SCOPE,
});

export const couponFormOf = (row: AdminCouponRow): CouponFormInput => ({
  name: row.name,
  target: row.target,
  offKind: row.percent === null ? 'amount' : 'percent',
  amount: dollarsText(row.amount),
  percent: row.percent === null ? '' : String(row.percent),
  maxOff: dollarsText(row.maxOff),
  minSpend: dollarsText(row.minSpend, true),
  validFrom: laInputValue(row.validFrom),
  validTo: laInputValue(row.validTo),
  totalQuantity: row.totalQuantity === null ? '' : String(row.totalQuantity),
  perUserLimit: String(row.perUserLimit),
  stackable: row.stackable,
  appOnly: row.appOnly,
  inCenter: row.inCenter,
  bannerEnabled: row.bannerEnabled,
  code: row.code ?? '',
  channelKey: row.channelKey ?? '',
  scope: row.scope,
});
