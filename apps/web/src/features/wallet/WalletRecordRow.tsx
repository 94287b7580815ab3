import { formatPrice, type WalletRecord } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { LedgerRow } from '../../ui/LedgerRow';
import { AppLink } from '../../ui/navigator';
import { orderDetailPath, parseOrderNumbers } from '../orders/paths';
import { refundDetailPath } from '../refunds/paths';

/** What a record's reference points to: the orders paid or rebated, the refund, or the top-up's payment. */
function RecordReference({ record }: { record: WalletRecord }) {
  const { t } = useTranslation();
  const { kind, reference } = record;
  if (!reference) return null;
  if (kind === 'refund') {
    return (
      <AppLink to={refundDetailPath(reference)} className="ledger-row__reference">
        {t('wallet.refund', { refundNumber: reference })}
      </AppLink>
    );
  }
  if (kind === 'recharge') {
    return <p className="ledger-row__reference">{t('wallet.topUp', { payNumber: reference })}</p>;
  }
  // An adjustment's reference names the staff member, which is the console's business, not the shopper's.
  if (kind === 'adjustment') return null;
  // One balance payment can settle several orders: the reference lists them comma-separated.
  return parseOrderNumbers(reference).map((orderNumber) => (
    <AppLink key={orderNumber} to={orderDetailPath(orderNumber)} className="ledger-row__reference">
      {t('wallet.order', { orderNumber })}
    </AppLink>
  ));
}

/** One change of the balance: why, when, its order or refund, staff's note, and how much. */
export function WalletRecordRow({ record }: { record: WalletRecord }) {
  const { t } = useTranslation();
  const gain = record.change > 0;
  return (
    <LedgerRow
      label={t(`wallet.kind.${record.kind}`)}
      time={record.time}
      change={gain ? `+${formatPrice(record.change)}` : formatPrice(record.change)}
      gain={gain}
      note={record.note}
    >
      <RecordReference record={record} />
    </LedgerRow>
  );
}
