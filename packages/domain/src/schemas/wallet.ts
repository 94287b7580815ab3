import { z } from 'zod';
import { AccountMessages } from '../account-rules';
import { TOP_UP_MAX_CENTS } from '../constants';
import { Messages } from '../messages';
import { dollarsField, emailField } from '../zod-fields';
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
