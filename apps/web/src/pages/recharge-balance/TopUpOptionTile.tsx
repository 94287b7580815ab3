import { formatPrice, type TopUpOptionsAnswer } from '@tread/domain';
import Check from 'lucide-react/icons/check';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '../../features/points/format-points';

export type TopUpOption = TopUpOptionsAnswer['options'][number];

export interface TopUpOptionTileProps {
  option: TopUpOption;
  checked: boolean;
  onPick: () => void;
}

/** One amount offered, as a radio: what it costs and the points, growth and coupons it brings. */
export function TopUpOptionTile({ option, checked, onPick }: TopUpOptionTileProps) {
  const { t } = useTranslation();
  const { amountCents, bonusPoints, bonusGrowth, coupons } = option;
  const bonus = bonusPoints > 0 || bonusGrowth > 0 || coupons.length > 0;
  return (
    <label className={`top-up-tile${checked ? ' top-up-tile--checked' : ''}`}>
      <input
        type="radio"
        name="top-up-amount"
        className="top-up-tile__radio"
        checked={checked}
        onChange={onPick}
      />
      {checked && (
        <span className="top-up-tile__check" aria-hidden="true">
          <Check size={14} strokeWidth={3} />
        </span>
      )}
      <span className="top-up-tile__amount">{formatPrice(amountCents)}</span>
      <span className="top-up-tile__bonus">
        {bonusPoints > 0 && (
          <span className="top-up-tile__points">
            {t('wallet.top.points', { count: bonusPoints, formatted: formatPoints(bonusPoints) })}
          </span>
        )}
        {bonusGrowth > 0 && (
          <span className="top-up-tile__growth">
            {t('wallet.top.growth', { formatted: formatPoints(bonusGrowth) })}
          </span>
        )}
        {coupons.map((coupon) => (
          <span key={coupon.id} className="top-up-tile__coupon">
            <Ticket size={14} aria-hidden="true" />
            {coupon.name}
          </span>
        ))}
        {!bonus && <span className="top-up-tile__none">{t('wallet.top.noBonus')}</span>}
      </span>
    </label>
  );
}
