import { BusinessLine, type CheckoutAnswer, CheckoutDelivery, formatPrice } from '@tread/domain';
import { useTranslation } from 'react-i18next';

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A saving or discount, always shown with a minus whichever sign the amount carries. */
const minus = (cents: number) => `-${formatPrice(Math.abs(cents))}`;

function Line({ label, value, tone }: { label: string; value: string; tone?: 'saving' | 'total' | 'muted' }) {
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
  state: string | null;
  rate: number | null;
  /** Null before any delivery names the state the tax is due in. */
  cents: number | null;
}

/** One tax line at the shared state's rate; one per decided order when their states differ. */
function taxLines({ amounts, groups }: CheckoutAnswer): TaxLine[] {
  if (amounts.taxState !== null && amounts.taxRate !== null)
    return [{ key: 'all', state: amounts.taxState, rate: amounts.taxRate, cents: amounts.salesTax }];
  const decided = groups.filter((group) => group.amounts.taxState !== null);
  if (decided.length === 0) return [{ key: 'later', state: null, rate: null, cents: null }];
  return decided.map((group) => ({
    key: group.group,
    state: group.amounts.taxState,
    rate: group.amounts.taxRate,
    cents: group.amounts.salesTax,
  }));
}

/**
 * Every money line of the orders (SPEC §3 'Order', §9 'Fees'): subtotal, shipping, tax and total always;
 * installation lines for installer orders; other fees and the discount when there are any.
 */
export function OrderSummary({ answer }: { answer: CheckoutAnswer }) {
  const { t } = useTranslation();
  const { amounts } = answer;
  const installing = answer.groups.some(
    (group) => group.delivery?.deliveryType === CheckoutDelivery.Installer,
  );
  const tires = feeTires(answer);
  const feePerTire = tires > 0 ? amounts.stateTireFee / tires : 0;

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
              tax.state === null || tax.rate === null
                ? t('checkout.summary.salesTax')
                : t('checkout.summary.salesTaxAt', { state: tax.state, rate: percent.format(tax.rate) })
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
        {amounts.discount !== 0 && (
          <Line label={t('checkout.summary.discount')} value={minus(amounts.discount)} tone="saving" />
        )}
        <Line label={t('checkout.summary.total')} value={formatPrice(amounts.total)} tone="total" />
      </dl>
    </section>
  );
}
