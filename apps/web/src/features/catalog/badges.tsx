import { FitmentStatus } from '@tread/domain';
import CarFront from 'lucide-react/icons/car-front';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useTranslation } from 'react-i18next';

export type TopTag = 'best_rated' | 'great_deal' | 'free_install' | 'top_brand';
const TOP_TAGS: readonly string[] = [
  'best_rated',
  'great_deal',
  'free_install',
  'top_brand',
] satisfies TopTag[];

/** The tier tag of SPEC §9 (Best Rated, Great Deal, Free Install, Top Brand); nothing for regular tires. */
export function TierTag({ tag }: { tag: string | null }) {
  const { t } = useTranslation();
  if (!tag || !TOP_TAGS.includes(tag)) return null;
  return <span className={`tier-tag tier-tag--${tag}`}>{t(`catalog.tier.${tag as TopTag}`)}</span>;
}

export interface FitmentBadgeProps {
  status: FitmentStatus;
  /** The vehicle the fit was checked for, e.g. '2019 Toyota Camry LE'. */
  carName?: string | null;
  /** Cards leave out 'no car'; the product page says it. */
  showNoCar?: boolean;
}

/** Whether a tire fits the shopper's current vehicle: fit 1, not fit 0, no car 2 (SPEC §3). */
export function FitmentBadge({ status, carName, showNoCar = false }: FitmentBadgeProps) {
  const { t } = useTranslation();
  if (status === FitmentStatus.Fit) {
    return (
      <span className="fitment fitment--fit">
        <CircleCheck size={16} aria-hidden="true" />
        {carName ? t('catalog.fitment.fitsCar', { car: carName }) : t('catalog.fitment.fits')}
      </span>
    );
  }
  if (status === FitmentStatus.NotFit) {
    return (
      <span className="fitment fitment--not-fit">
        <CircleAlert size={16} aria-hidden="true" />
        {carName ? t('catalog.fitment.notFitCar', { car: carName }) : t('catalog.fitment.notFit')}
      </span>
    );
  }
  if (!showNoCar) return null;
  return (
    <span className="fitment fitment--no-car">
      <CarFront size={16} aria-hidden="true" />
      {t('catalog.fitment.noCar')}
    </span>
  );
}

/** 'Sold out', 'Only 3 left' (a set's worth or fewer) or 'In stock'. */
export function StockNote({ soldOut, totalStocks }: { soldOut: boolean; totalStocks: number }) {
  const { t } = useTranslation();
  if (soldOut || totalStocks <= 0)
    return <span className="stock stock--out">{t('catalog.stock.soldOut')}</span>;
  if (totalStocks <= LOW_STOCK) {
    return <span className="stock stock--low">{t('catalog.stock.fewLeft', { count: totalStocks })}</span>;
  }
  return <span className="stock stock--in">{t('catalog.stock.inStock')}</span>;
}

/** At or below a set of four, say how many are left. */
const LOW_STOCK = 4;
