import { z } from 'zod';
import { AccountMessages } from '../account-rules';
import { RECHARGE_MIN_CENTS, TOP_UP_MAX_CENTS } from '../constants';
import { Messages } from '../messages';
import { dollarsField, emailField, INT_COLUMN_MAX } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';

/** The shopper's balance and its ledger (issue 6; SPEC §3 'Balance record'). */

/** Why a balance changed: each ledger entry names one. */
export const WalletEntryKind = {
  Payment: 'payment',
  Refund: 'refund',
  Adjustment: 'adjustment',
  Recharge: 'recharge',
  /** A rebate or cashback paid once the order's return window has passed (issue 14). */
  Rebate: 'rebate',
} as const;
export type WalletEntryKind = (typeof WalletEntryKind)[keyof typeof WalletEntryKind];

/** The 'source/use' column of a balance record. */
export const WALLET_ENTRY_LABELS: Record<WalletEntryKind, string> = {
  payment: 'Order payment',
  refund: 'Refund',
  adjustment: 'Balance adjustment',
  recharge: 'Recharge',
  rebate: 'Rebate / cash back',
};

/** GET /api/p/wallet/balance */
export const walletBalanceAnswer = z.object({ balance: z.number().int() });
export type WalletBalanceAnswer = z.infer<typeof walletBalanceAnswer>;

/** GET /api/p/wallet/records?current&size: newest first. */
export const walletRecordsQuery = pageQuery;

export const walletRecord = z.object({
  id: z.number().int(),
  kind: z.enum(Object.values(WalletEntryKind)),
  /** Source or use, in words. */
  title: z.string(),
  /** Signed cents: positive adds to the balance. */
  change: z.number().int(),
  /** The order or pay number the change belongs to, or ''. */
  reference: z.string(),
  note: z.string(),
  time: z.string(),
});
export type WalletRecord = z.infer<typeof walletRecord>;

export const walletRecordsAnswer = z.object({ records: z.array(walletRecord), ...pageFields });
export type WalletRecordsAnswer = z.infer<typeof walletRecordsAnswer>;

const REASON_MAX = 140;

/**
 * POST /api/admin/wallet/adjust: staff credit (positive) or debit (negative) a shopper's balance, saying why;
 * the reason is the ledger entry's note and part of the audit row.
 */
export const walletAdjustRequest = z.object({
  email: emailField,
  // The limit comes first, so an amount past it reads as too large even when it is no whole number either.
  amountCents: z
    .number({ error: Messages.AmountInvalid })
    .min(-TOP_UP_MAX_CENTS, Messages.TopUpTooLarge)
    .max(TOP_UP_MAX_CENTS, Messages.TopUpTooLarge)
    .int(Messages.AmountInvalid)
    .refine((cents) => cents !== 0, Messages.AmountInvalid),
  reason: z
    .string({ error: AccountMessages.AdjustmentReasonRequired })
    .trim()
    .min(1, AccountMessages.AdjustmentReasonRequired)
    .max(REASON_MAX, AccountMessages.AdjustmentReasonTooLong),
});
export type WalletAdjustRequest = z.input<typeof walletAdjustRequest>;

/** GET /api/admin/customers/:userId/ledger?current&size — one customer's balance records, newest first. */
export const customerLedgerQuery = pageQuery;

/** The console's adjustment form: credit or debit, dollars as typed (cents out) and the reason. */
export const balanceAdjustForm = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: dollarsField
    .refine((cents) => cents > 0, Messages.AmountInvalid)
    .refine((cents) => cents <= TOP_UP_MAX_CENTS, Messages.TopUpTooLarge),
  reason: walletAdjustRequest.shape.reason,
});
export type BalanceAdjustFormInput = z.input<typeof balanceAdjustForm>;
export type BalanceAdjustForm = z.output<typeof balanceAdjustForm>;

/* ---- Top-ups (recharge-balance; SPEC §3 'Top-up option', §5, §9) ---- */

export const TopUpMessages = {
  Paid: 'Top-up successful',
  NotFound: 'Top-up not found',
} as const;

export const TOP_UP_OPTIONS_MAX = 12;
export const TOP_UP_OPTION_COUPONS_MAX = 5;

/** One option staff offer: pay this amount, get these bonuses once the payment is confirmed. */
export const topUpOption = z.object({
  amountCents: z
    .number({ error: Messages.AmountInvalid })
    .int(Messages.AmountInvalid)
    .min(RECHARGE_MIN_CENTS, Messages.TopUpTooSmall)
    .max(TOP_UP_MAX_CENTS, Messages.TopUpTooLarge),
  /** Growth value towards the next member level. */
  bonusGrowth: z.number().int().min(0).max(1_000_000),
  /** Points ('integral'). */
  bonusPoints: z.number().int().min(0).max(1_000_000),
  /** Coupons granted, by id. */
  couponIds: z
    .array(z.number().int().positive().max(INT_COLUMN_MAX))
    .max(TOP_UP_OPTION_COUPONS_MAX, `At most ${TOP_UP_OPTION_COUPONS_MAX} coupons per option`),
});
export type TopUpOption = z.infer<typeof topUpOption>;

/** `topUpOptions`: the amounts offered on recharge-balance, each at most once. */
export const topUpOptionsConfig = z
  .array(topUpOption)
  .max(TOP_UP_OPTIONS_MAX, `At most ${TOP_UP_OPTIONS_MAX} top-up options`)
  .refine(
    (options) => new Set(options.map((o) => o.amountCents)).size === options.length,
    'Each option needs its own amount',
  );
export const DEFAULT_TOP_UP_OPTIONS: z.infer<typeof topUpOptionsConfig> = [
  { amountCents: 2_500, bonusGrowth: 25, bonusPoints: 0, couponIds: [] },
  { amountCents: 5_000, bonusGrowth: 50, bonusPoints: 100, couponIds: [] },
  { amountCents: 10_000, bonusGrowth: 100, bonusPoints: 300, couponIds: [] },
  { amountCents: 20_000, bonusGrowth: 200, bonusPoints: 800, couponIds: [] },
];

/** GET /api/p/wallet/topUp/options — what recharge-balance offers, with the coupons' names. */
export const topUpOptionsAnswer = z.object({
  options: z.array(
    topUpOption.omit({ couponIds: true }).extend({
      coupons: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
  balance: z.number().int(),
  minCents: z.number().int(),
  maxCents: z.number().int(),
});
export type TopUpOptionsAnswer = z.infer<typeof topUpOptionsAnswer>;

/** POST /api/p/wallet/topUp — any amount from $0.01 to $100,000; then pay it on pay-way like an order. */
export const topUpRequest = z.object({
  amountCents: z
    .number({ error: Messages.TopUpRequired })
    .int(Messages.AmountInvalid)
    .min(RECHARGE_MIN_CENTS, Messages.TopUpTooSmall)
    .max(TOP_UP_MAX_CENTS, Messages.TopUpTooLarge),
});
export type TopUpRequest = z.infer<typeof topUpRequest>;

/** The recharge form: dollars as typed. */
export const topUpForm = z.object({
  amount: dollarsField
    .refine((cents) => cents >= RECHARGE_MIN_CENTS, Messages.TopUpTooSmall)
    .refine((cents) => cents <= TOP_UP_MAX_CENTS, Messages.TopUpTooLarge),
});
export type TopUpFormInput = z.input<typeof topUpForm>;

export const TopUpStatus = { Unpaid: 'unpaid', Paid: 'paid', Closed: 'closed' } as const;
export type TopUpStatus = (typeof TopUpStatus)[keyof typeof TopUpStatus];

/** A top-up and what it gave; GET /api/p/wallet/topUp?number= once paid shows the bonus granted. */
export const topUpAnswer = z.object({
  number: z.string(),
  amountCents: z.number().int(),
  status: z.enum(Object.values(TopUpStatus)),
  bonusGrowth: z.number().int(),
  bonusPoints: z.number().int(),
  coupons: z.array(z.object({ id: z.number().int(), name: z.string() })),
  payBefore: z.string(),
  paidAt: z.string().nullable(),
});
export type TopUpAnswer = z.infer<typeof topUpAnswer>;
export const topUpQuery = z.object({ number: z.string().trim().min(1).max(40) });
