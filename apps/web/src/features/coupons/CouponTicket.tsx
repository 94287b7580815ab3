import { type CouponFace, formatPrice } from '@tread/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { validityDates } from './coupon-time';
import './coupons.css';

export interface CouponTicketProps {
  coupon: CouponFace;
  /** Used, expired or not usable here: shown grayed. */
  muted?: boolean;
  /** Replaces the validity dates, e.g. a countdown or 'Used on order …'. */
  when?: ReactNode;
  /** Small facts beside the name: '12 left', 'From a code'. */
  badges?: ReactNode;
  /** The ticket's action at its bottom right: Claim, Use now, a check mark. */
  action?: ReactNode;
  /** Under the ticket: why it cannot be used. */
  note?: ReactNode;
}

/** '$20' or '10%': the figure the stub shows big; whole dollars lose their cents. */
function stubFigure(coupon: CouponFace): string {
  if (coupon.percent !== null) return `${coupon.percent}%`;
  return formatPrice(coupon.amount ?? 0).replace(/\.00$/, '');
}

/** One coupon as a ticket (SPEC §3 'Coupon'): what it takes off, on what, from what spend, and when. */
export function CouponTicket({ coupon, muted = false, when, badges, action, note }: CouponTicketProps) {
  const { t } = useTranslation();
  const dates = validityDates(coupon);
  return (
    <div className={`coupon-ticket coupon-ticket--${coupon.target}${muted ? ' coupon-ticket--muted' : ''}`}>
      <div className="coupon-ticket__main">
        <div className="coupon-ticket__stub">
          <span className="visually-hidden">{coupon.title}</span>
          <span className="coupon-ticket__figure" aria-hidden="true">
            {stubFigure(coupon)}
            <small>{t('coupons.ticket.off')}</small>
          </span>
          {coupon.percent !== null && coupon.maxOff !== null && (
            <span className="coupon-ticket__cap" aria-hidden="true">
              {t('coupons.ticket.upTo', { amount: formatPrice(coupon.maxOff).replace(/\.00$/, '') })}
            </span>
          )}
          <span className="coupon-ticket__kind">{t(`coupons.ticket.kind.${coupon.target}`)}</span>
        </div>
        <div className="coupon-ticket__body">
          <p className="coupon-ticket__name">{coupon.name}</p>
          <p className="coupon-ticket__condition">{coupon.condition}</p>
          <p className="coupon-ticket__scope">{coupon.appliesTo}</p>
          {(badges || coupon.appOnly) && (
            <p className="coupon-ticket__badges">
              {coupon.appOnly && <span className="coupon-badge">{t('coupons.ticket.appOnly')}</span>}
              {badges}
            </p>
          )}
          <div className="coupon-ticket__foot">
            <span className="coupon-ticket__when">
              {when ?? t('coupons.ticket.validity', { from: dates.from, to: dates.to })}
            </span>
            {action}
          </div>
        </div>
      </div>
      {note && <p className="coupon-ticket__note">{note}</p>}
    </div>
  );
}
