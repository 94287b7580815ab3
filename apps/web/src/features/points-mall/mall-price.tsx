import { formatPrice } from '@tread/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../points/format-points';
import './points-mall.css';

/** 1200 → '1,200 points'. */
export const pointsText = (t: TFunction, points: number): string =>
  t('pointsMall.price.points', { count: points, formatted: formatPoints(points) });

/** '1,200 points', or '800 points + $4.99' when money is asked on top. */
export function mallPriceText(t: TFunction, points: number, cashCents: number): string {
  const inPoints = pointsText(t, points);
  return cashCents > 0
    ? `${inPoints} ${t('pointsMall.price.plusCash', { cash: formatPrice(cashCents) })}`
    : inPoints;
}

export interface MallPriceProps {
  points: number;
  cashCents: number;
  className?: string;
}

/** The price of an item of the mall, the points stressed: '1,200 points' or '800 points + $4.99'. */
export function MallPrice({ points, cashCents, className }: MallPriceProps) {
  const { t } = useTranslation();
  return (
    <span className={`mall-price ${className ?? ''}`}>
      <span className="mall-price__points">{pointsText(t, points)}</span>
      {cashCents > 0 && (
        <>
          {' '}
          <span className="mall-price__cash">
            {t('pointsMall.price.plusCash', { cash: formatPrice(cashCents) })}
          </span>
        </>
      )}
    </span>
  );
}
