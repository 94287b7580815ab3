import { formatLaDate, formatPrice } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import type { MyRebate } from './api/my-rebates';
import './activities.css';

const laDate = (iso: string | null) => (iso ? formatLaDate(new Date(iso)) : '');

/** One rebate the shopper's order earned: what, how much, and when it is (or was) paid to the balance. */
export function RebateRow({ rebate }: { rebate: MyRebate }) {
  const { t } = useTranslation();
  let when: string;
  if (rebate.state === 'paid') when = t('activities.rebates.paidOn', { date: laDate(rebate.paidAt) });
  else if (rebate.state === 'pending') {
    when = rebate.payableAt ? t('activities.rebates.payableAfter', { date: laDate(rebate.payableAt) }) : '';
  } else when = t('activities.rebates.voidText');
  return (
    <div className={`rebate-row rebate-row--${rebate.state}`}>
      <div className="rebate-row__main">
        <p className="rebate-row__name">{rebate.name}</p>
        <p className="rebate-row__meta">{rebate.label}</p>
        <p className="rebate-row__meta">
          {t('activities.rebates.order', { orderNumber: rebate.orderNumber })}
        </p>
        {when && <p className="rebate-row__when">{when}</p>}
      </div>
      <div className="rebate-row__side">
        <span className="rebate-row__amount">{formatPrice(rebate.amount)}</span>
        <span className="rebate-row__state">{t(`activities.rebates.state.${rebate.state}`)}</span>
      </div>
    </div>
  );
}
