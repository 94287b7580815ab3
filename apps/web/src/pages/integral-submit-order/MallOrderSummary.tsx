import { type CheckoutAnswer, formatPrice, taxPlace } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../features/points/format-points';
import { pointsText } from '../../features/points-mall/mall-price';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

function Line({ label, value, tone }: { label: string; value: string; tone?: 'points' | 'total' | 'muted' }) {
  return (
    <div className={`summary-line${tone ? ` summary-line--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * What the exchange takes: the points, then any money (the cash on top, shipping, tax and fees, as the server
 * priced them) and what is left to pay; and the shopper's points before and after.
 */
export function MallOrderSummary({ answer, balance }: { answer: CheckoutAnswer; balance: number }) {
  const { t } = useTranslation();
  const { amounts } = answer;
  const cash = amounts.itemTotal > 0;
  const place = taxPlace(amounts);
  const taxDecided = amounts.taxState !== null && amounts.taxRate !== null;

  let tax: { label: string; value: string; tone?: 'muted' } | null = null;
  if (amounts.salesTax > 0)
    tax = {
      label:
        place && amounts.taxRate !== null
          ? t('pointsMall.order.taxAt', { place, rate: percent.format(amounts.taxRate) })
          : t('pointsMall.order.taxLine'),
      value: formatPrice(amounts.salesTax),
    };
  else if (cash && !taxDecided)
    tax = { label: t('pointsMall.order.taxLine'), value: t('pointsMall.order.taxLater'), tone: 'muted' };

  return (
    <section className="checkout-card" aria-labelledby="mall-summary-title">
      <h2 id="mall-summary-title" className="checkout-card__title">
        {t('pointsMall.order.summaryTitle')}
      </h2>
      <dl className="summary-lines">
        <Line
          label={t('pointsMall.order.pointsLine')}
          value={pointsText(t, amounts.pointsUsed)}
          tone="points"
        />
        {cash && <Line label={t('pointsMall.order.cashLine')} value={formatPrice(amounts.itemTotal)} />}
        <Line
          label={t('pointsMall.order.shipping')}
          value={amounts.shippingFee === 0 ? t('pointsMall.order.free') : formatPrice(amounts.shippingFee)}
        />
        {tax && <Line {...tax} />}
        {amounts.stateTireFee > 0 && (
          <Line label={t('pointsMall.order.stateTireFee')} value={formatPrice(amounts.stateTireFee)} />
        )}
        <Line label={t('pointsMall.order.toPay')} value={formatPrice(amounts.total)} tone="total" />
      </dl>
      <p className="mall-summary__balance">
        <span>{t('pointsMall.order.balanceLine')}</span>
        <span className="mall-summary__balance-figures">
          {t('pointsMall.order.balanceAfter', {
            before: formatPoints(balance),
            after: formatPoints(Math.max(0, balance - amounts.pointsUsed)),
          })}
        </span>
      </p>
    </section>
  );
}
