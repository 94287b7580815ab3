import { formatPrice } from '@tread/domain';
import CircleCheck from 'lucide-react/icons/circle-check';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { monthlyCents, planTerm, type VipPlanOffer } from '../../features/member/plan-terms';

export interface PlanCardProps {
  plan: VipPlanOffer;
  checked: boolean;
  bestValue: boolean;
  /** Whole percent saved over the shortest plan, or null. */
  saving: number | null;
  onPick: () => void;
}

/** One plan, as a radio: its price and term, what it comes to a month, and the coupons it includes. */
export function PlanCard({ plan, checked, bestValue, saving, onPick }: PlanCardProps) {
  const { t } = useTranslation();
  const term = planTerm(plan.months);
  return (
    <label className={`plan-card${checked ? ' plan-card--checked' : ''}`}>
      <input type="radio" name="vip-plan" className="plan-card__radio" checked={checked} onChange={onPick} />
      <span className="plan-card__head">
        <span className="plan-card__name">{plan.name}</span>
        {bestValue && <span className="plan-card__best">{t('member.buy.bestValue')}</span>}
        <CircleCheck size={22} aria-hidden="true" className="plan-card__check" />
      </span>
      <span className="plan-card__price">
        <span className="plan-card__amount">{formatPrice(plan.priceCents)}</span>
        <span className="plan-card__term">{t(`member.buy.term.${term.key}`, { count: term.count })}</span>
      </span>
      {plan.months > 1 && (
        <span className="plan-card__monthly">
          {t('member.buy.perMonth', { amount: formatPrice(monthlyCents(plan)) })}
          {saving !== null && (
            <span className="plan-card__save">{t('member.buy.save', { percent: saving })}</span>
          )}
        </span>
      )}
      {plan.coupons.length > 0 && (
        <span className="plan-card__coupons">
          <span className="plan-card__includes">{t('member.buy.includes')}</span>
          {plan.coupons.map((coupon) => (
            <span key={coupon} className="plan-card__coupon">
              <Ticket size={14} aria-hidden="true" />
              {coupon}
            </span>
          ))}
        </span>
      )}
    </label>
  );
}
