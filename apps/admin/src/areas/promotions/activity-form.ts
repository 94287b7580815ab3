import { ActivityType, type AdminActivityRow, activityEditRequest } from '@tread/domain';
import { z } from 'zod';
import { centsOf, checkedBy, dollarsText, instantOf, PromotionFormMessages, wholeOf } from './form-fields';
import { laDayStartInput, laInputValue } from './la-input-time';
import { EMPTY_SCOPE, scopeValue } from './scope';

/** Whole days a new activity runs unless staff change it. */
const NEW_ACTIVITY_DAYS = 14;

/** The activity types staff can run, by the value of the type select. */
export const ACTIVITY_TYPES = {
  '2': ActivityType.BuyThreeReduceOne,
  '3': ActivityType.SecondHalfPrice,
  '4': ActivityType.Discount,
  '5': ActivityType.Rebate,
} as const;
export type ActivityTypeValue = keyof typeof ACTIVITY_TYPES;

export const ACTIVITY_TYPE_NAMES: Record<ActivityTypeValue, string> = {
  '2': 'Buy 3 get 1 free',
  '3': 'Second half price',
  '4': 'Discount per unit',
  '5': 'Rebate or cash back',
};

/** What each type does, under the type select. */
export const ACTIVITY_TYPE_HINTS: Record<ActivityTypeValue, string> = {
  '2': 'Of each four identical items in a cart, one is free.',
  '3': 'Of each two identical items, the second costs half.',
  '4': 'A percent or an amount off each unit, at once.',
  '5': 'Paid to the shopper’s balance once the return window has passed.',
};

/**
 * The activity form as staff fill it: the type's own figure (a discount's percent or amount, a rebate's amount
 * or a cash back percent), money in dollars, times in Los Angeles. Read into `activityEditRequest` and checked
 * by it.
 */
export const activityForm = z
  .object({
    name: z.string(),
    type: z.enum(Object.keys(ACTIVITY_TYPES) as [ActivityTypeValue, ...ActivityTypeValue[]]),
    description: z.string(),
    /** Type 4: a percent or an amount off each unit. */
    offKind: z.enum(['percent', 'amount']),
    /** Type 5: a rebate (amount per unit) or cash back (percent of what was paid). */
    paybackKind: z.enum(['rebate', 'cashback']),
    amount: z.string(),
    percent: z.string(),
    /** Only Tread Plus members get it: its products are the ones marked for members (SPEC §6). */
    membersOnly: z.boolean(),
    startsAt: z.string(),
    endsAt: z.string(),
    scope: scopeValue,
  })
  .transform(
    checkedBy(
      activityEditRequest,
      (form, ctx) => {
        const type = ACTIVITY_TYPES[form.type];
        const figure =
          type === ActivityType.Discount
            ? form.offKind
            : type === ActivityType.Rebate
              ? form.paybackKind === 'cashback'
                ? 'percent'
                : 'amount'
              : null;
        return {
          name: form.name,
          type,
          description: form.description,
          amount: figure === 'amount' ? centsOf(ctx, 'amount', form.amount) : null,
          percent:
            figure === 'percent'
              ? wholeOf(ctx, 'percent', form.percent, { message: PromotionFormMessages.PercentRequired })
              : null,
          cashback: type === ActivityType.Rebate && form.paybackKind === 'cashback',
          membersOnly: form.membersOnly,
          startsAt: instantOf(ctx, 'startsAt', form.startsAt),
          endsAt: instantOf(ctx, 'endsAt', form.endsAt),
          scope: form.scope,
        };
      },
      [
        ['amount', 'percent'],
        ['startsAt', 'endsAt'],
      ],
    ),
  );

export type ActivityFormInput = z.input<typeof activityForm>;
export type ActivityFormOutput = z.output<typeof activityForm>;

/** A new activity: buy 3 get 1 free, from the start of today (Los Angeles) for two weeks, covering nothing yet. */
export const newActivityForm = (now: Date): ActivityFormInput => ({
  name: '',
  type: '2',
  description: '',
  offKind: 'percent',
  paybackKind: 'rebate',
  amount: '',
  percent: '',
  membersOnly: false,
  startsAt: laDayStartInput(now),
  endsAt: laDayStartInput(now, NEW_ACTIVITY_DAYS),
  scope: EMPTY_SCOPE,
});

export const activityFormOf = (row: AdminActivityRow): ActivityFormInput => ({
  name: row.name,
  type: String(row.activityType) as ActivityTypeValue,
  description: row.description,
  offKind: row.percent === null ? 'amount' : 'percent',
  paybackKind: row.cashback ? 'cashback' : 'rebate',
  amount: dollarsText(row.amount),
  percent: row.percent === null ? '' : String(row.percent),
  membersOnly: row.membersOnly,
  startsAt: laInputValue(row.startsAt),
  endsAt: laInputValue(row.endsAt),
  scope: row.scope,
});
