import { formatPrice, type WalletRecord } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { orderDetailPath, parseOrderNumbers } from '../orders/paths';
import { refundDetailPath } from '../refunds/paths';
import './wallet.css';

/** What a record's reference points to: the orders paid or rebated, the refund, or the top-up's payment. */
function RecordReference({ record }: { record: WalletRecord }) {
  const { t } = useTranslation();
  const { kind, reference } = record;
  if (!reference) return null;
  if (kind === 'refund') {
    return (
      <AppLink to={refundDetailPath(reference)} className="wallet-record__reference">
        {t('wallet.refund', { refundNumber: reference })}
      </AppLink>
    );
  }
  if (kind === 'recharge') {
    return <p className="wallet-record__reference">{t('wallet.topUp', { payNumber: reference })}</p>;
  }
  // An adjustment's reference names the staff member, which is the console's business, not the shopper's.
  if (kind === 'adjustment') return null;
  // One balance payment can settle several orders: the reference lists them comma-separated.
  return parseOrderNumbers(reference).map((orderNumber) => (
    <AppLink key={orderNumber} to={orderDetailPath(orderNumber)} className="wallet-record__reference">
      {t('wallet.order', { orderNumber })}
    </AppLink>
  ));
}

/** One change of the balance: why, when (Los Angeles time), its order or refund, staff's note, and how much. */
export function WalletRecordRow({ record }: { record: WalletRecord }) {
  const { t } = useTranslation();
  const gain = record.change > 0;
  return (
    <div className="wallet-record">
      <div className="wallet-record__main">
        <p className="wallet-record__label">{t(`wallet.kind.${record.kind}`)}</p>
        <p className="wallet-record__meta">{formatDateTime(record.time)}</p>
        <RecordReference record={record} />
        {record.note && <p className="wallet-record__note">{record.note}</p>}
      </div>
      <span className={`wallet-record__change wallet-record__change--${gain ? 'gain' : 'loss'}`}>
        {gain ? `+${formatPrice(record.change)}` : formatPrice(record.change)}
      </span>
    </div>
  );
}
