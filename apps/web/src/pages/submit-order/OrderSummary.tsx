import { BusinessLine, type CheckoutAnswer, CheckoutDelivery, formatPrice, taxPlace } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { appointmentWhen } from '../../features/checkout/appointment-text';
import { activitySavings, discountLines } from '../../features/coupons/discount-lines';
import { formatPoints } from '../../features/points/format-points';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A saving or discount, always shown with a minus whichever sign the amount carries. */
const minus = (cents: number) => `-${formatPrice(Math.abs(cents))}`;

type Tone = 'saving' | 'total' | 'muted';

function Line({ label, value, tone }: { label: string; value: string; tone?: Tone }) {
  return (
    <div className={`summary-line${tone ? ` summary-line--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The tires the state tire fee is charged on: those of the groups that carry the fee. */
function feeTires(answer: CheckoutAnswer): number {
  return answer.groups
    .filter((group) => group.amounts.stateTireFee > 0)
    .flatMap((group) => group.items)
    .filter((item) => item.bizType === BusinessLine.Tire)
    .reduce((sum, item) => sum + item.count, 0);
}

interface TaxLine {
  key: string;
  /** Where the tax is due: 'Los Angeles, CA'. */
  place: string | null;
  rate: number | null;
  /** Null before any delivery names the place the tax is due in. */
  cents: number | null;
}

/** One tax line at the shared place's rate; one per decided order when their places differ. */
function taxLines({ amounts, groups }: CheckoutAnswer): TaxLine[] {
  if (amounts.taxState !== null && amounts.taxRate !== null)
    return [{ key: 'all', place: taxPlace(amounts), rate: amounts.taxRate, cents: amounts.salesTax }];
  const decided = groups.filter((group) => group.amounts.taxState !== null);
  if (decided.length === 0) return [{ key: 'later', place: null, rate: null, cents: null }];
  return decided.map((group) => ({
    key: group.group,
    place: taxPlace(group.amounts),
    rate: group.amounts.taxRate,
    cents: group.amounts.salesTax,
  }));
}

/**
 * The discount lines (issue 14): each activity's saving by name when they add up to the activity savings, then
 * the item, store and installation coupons, all as the server answered them.
 */
function DiscountLines({ answer }: { answer: CheckoutAnswer }) {
  const { t } = useTranslation();
  const activities = activitySavings(answer.groups.flatMap((group) => group.promotions.activities));
  const activityTotal = activities.reduce((sum, line) => sum + line.cents, 0);
  return discountLines(answer.amounts).map((line) =>
    line.key === 'activityDiscount' && activities.length > 0 && activityTotal === line.cents ? (
      activities.map((activity) => (
        <Line
          key={`activity-${activity.activityId}`}
          label={activity.label}
          value={minus(activity.cents)}
          tone="saving"
        />
      ))
    ) : (
      <Line key={line.key} label={t(`coupons.summary.${line.key}`)} value={minus(line.cents)} tone="saving" />
    ),
  );
}

/**
 * Every money line of the orders (SPEC §3 'Order', §9 'Fees'): subtotal, shipping, tax and total always;
 * installation lines for installer orders; other fees, discounts and the rebate to come when there are any.
 */
export function OrderSummary({ answer }: { answer: CheckoutAnswer }) {
  const { t } = useTranslation();
  const { amounts } = answer;
  const installing = answer.groups.some(
    (group) => group.delivery?.deliveryType === CheckoutDelivery.Installer,
  );
  const appointment = answer.groups.find((group) => group.delivery?.appointment)?.delivery?.appointment;
  const tires = feeTires(answer);
  const feePerTire = tires > 0 ? amounts.stateTireFee / tires : 0;
  const payback = answer.groups.reduce((sum, group) => sum + group.promotions.payback, 0);

  return (
    <section className="checkout-card" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className="checkout-card__title">
        {t('checkout.summary.title')}
      </h2>
      <dl className="summary-lines">
        <Line label={t('checkout.summary.itemTotal')} value={formatPrice(amounts.itemTotal)} />
        <Line
          label={t('checkout.summary.shipping')}
          value={
            amounts.shippingFee === 0 ? t('checkout.summary.shippingFree') : formatPrice(amounts.shippingFee)
          }
        />
        {taxLines(answer).map((tax) => (
          <Line
            key={tax.key}
            label={
              tax.place === null || tax.rate === null
                ? t('checkout.summary.salesTax')
                : t('checkout.summary.salesTaxAt', { place: tax.place, rate: percent.format(tax.rate) })
            }
            value={tax.cents === null ? t('checkout.summary.taxLater') : formatPrice(tax.cents)}
            tone={tax.cents === null ? 'muted' : undefined}
          />
        ))}
        {amounts.stateTireFee > 0 && (
          <Line
            label={
              Number.isInteger(feePerTire)
                ? t('checkout.summary.stateTireFeeEach', { count: tires, fee: formatPrice(feePerTire) })
                : t('checkout.summary.stateTireFee')
            }
            value={formatPrice(amounts.stateTireFee)}
          />
        )}
        {(installing || amounts.tireInstallationFee > 0) && (
          <Line
            label={t('checkout.summary.installationFee')}
            value={formatPrice(amounts.tireInstallationFee)}
          />
        )}
        {appointment && <Line label={t('appointments.summaryLine')} value={appointmentWhen(appointment)} />}
        {amounts.installationSavings !== 0 && (
          <Line
            label={t('checkout.summary.installationSavings')}
            value={minus(amounts.installationSavings)}
            tone="saving"
          />
        )}
        {amounts.serviceFee > 0 && (
          <Line label={t('checkout.summary.serviceFee')} value={formatPrice(amounts.serviceFee)} />
        )}
        <DiscountLines answer={answer} />
        {amounts.pointsUsed > 0 && (
          <Line
            label={t('checkout.points.line')}
            value={t('checkout.points.lineValue', {
              amount: formatPrice(amounts.pointsDeduction),
              formatted: formatPoints(amounts.pointsUsed),
            })}
            tone="saving"
          />
        )}
        <Line label={t('checkout.summary.total')} value={formatPrice(amounts.total)} tone="total" />
      </dl>
      {payback > 0 && (
        <p className="checkout-payback">{t('coupons.summary.payback', { amount: formatPrice(payback) })}</p>
      )}
    </section>
  );
}
