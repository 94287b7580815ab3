import { formatPrice, type OrderAmounts, taxPlace } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { discountLines } from '../../features/coupons/discount-lines';
import { formatPoints } from '../../features/points/format-points';
import { Section } from '../../ui/Card';

/** The money lines of SPEC §3 'Order' and §9 'Fees': the ones that apply, then the total. */
export function MoneyLines({ amounts }: { amounts: OrderAmounts }) {
  const { t } = useTranslation();
  const place = taxPlace(amounts);
  const taxLabel =
    place && amounts.taxRate !== null
      ? t('orders.detail.salesTaxAt', { place, rate: amounts.taxRate })
      : t('orders.detail.salesTax');
  const lines: { label: string; cents: number; shown: boolean; free?: boolean; value?: string }[] = [
    { label: t('orders.detail.itemTotal'), cents: amounts.itemTotal, shown: true },
    {
      label: t('orders.detail.shipping'),
      cents: amounts.shippingFee,
      shown: true,
      free: amounts.shippingFee === 0,
    },
    { label: taxLabel, cents: amounts.salesTax, shown: true },
    {
      label: t('orders.detail.stateTireFee'),
      cents: amounts.stateTireFee,
      shown: amounts.stateTireFee !== 0,
    },
    {
      label: t('orders.detail.tireInstallationFee'),
      cents: amounts.tireInstallationFee,
      shown: amounts.tireInstallationFee !== 0,
    },
    {
      label: t('orders.detail.installationSavings'),
      cents: amounts.installationSavings,
      shown: amounts.installationSavings !== 0,
    },
    { label: t('orders.detail.serviceFee'), cents: amounts.serviceFee, shown: amounts.serviceFee !== 0 },
    // Activity savings and the item, store and installation coupons: positive amounts taken off the total.
    ...discountLines(amounts).map((line) => ({
      label: line.key === 'discount' ? t('orders.detail.discount') : t(`coupons.summary.${line.key}`),
      cents: -line.cents,
      shown: true,
    })),
  ];
  if (amounts.pointsUsed > 0) {
    // Points paid part of the goods (payment type 0): a way to pay, after the discounts.
    lines.push({
      label: t('orders.detail.points'),
      value: t('orders.detail.pointsValue', {
        amount: formatPrice(amounts.pointsDeduction),
        formatted: formatPoints(amounts.pointsUsed),
      }),
      cents: -amounts.pointsDeduction,
      shown: true,
    });
  }
  return (
    <Section title={t('orders.detail.summary')}>
      <dl className="card money-lines">
        {lines
          .filter((line) => line.shown)
          .map((line) => (
            <div
              key={line.label}
              className={`money-lines__row${line.cents < 0 ? ' money-lines__row--saving' : ''}`}
            >
              <dt>{line.label}</dt>
              <dd>{line.value ?? (line.free ? t('orders.detail.free') : formatPrice(line.cents))}</dd>
            </div>
          ))}
        <div className="money-lines__row money-lines__row--total">
          <dt>{t('orders.detail.total')}</dt>
          <dd>{formatPrice(amounts.total)}</dd>
        </div>
      </dl>
    </Section>
  );
}
