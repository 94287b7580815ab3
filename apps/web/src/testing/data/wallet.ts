import { WALLET_ENTRY_LABELS, WalletEntryKind, type WalletRecord } from '@tread/domain';

/** Balance records of web tests, as the server answers them (modules/wallet). */

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
