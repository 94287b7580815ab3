import {
  DEFAULT_TOP_UP_OPTIONS,
  type TopUpAnswer,
  type TopUpOptionsAnswer,
  TopUpStatus,
  WALLET_ENTRY_LABELS,
  WalletEntryKind,
  type WalletRecord,
} from '@tread/domain';

/** Balance records and top-ups of web tests, as the server answers them (modules/wallet). */

/** One change of the balance with its kind's title; a $25.00 refund unless told otherwise. */
export function sampleWalletRecord(id: number, changes: Partial<WalletRecord> = {}): WalletRecord {
  const kind = changes.kind ?? WalletEntryKind.Refund;
  return {
    id,
    kind,
    title: WALLET_ENTRY_LABELS[kind],
    change: 2500,
    reference: `R${id}`,
    note: '',
    time: '2025-06-03T16:00:00.000Z',
    ...changes,
  };
}

/** The shop's default options ($25 to $200), none with a coupon. */
export const sampleTopUpOptions = (): TopUpOptionsAnswer['options'] =>
  DEFAULT_TOP_UP_OPTIONS.map(({ couponIds: _, ...option }) => ({ ...option, coupons: [] }));

/** A top-up of $100.00 with the default option's bonus, unpaid unless told otherwise. */
export function sampleTopUp(number: string, changes: Partial<TopUpAnswer> = {}): TopUpAnswer {
  return {
    number,
    amountCents: 10_000,
    status: TopUpStatus.Unpaid,
    bonusGrowth: 100,
    bonusPoints: 300,
    coupons: [],
    payBefore: new Date(Date.now() + 30 * 60_000).toISOString(),
    paidAt: null,
    ...changes,
  };
}
