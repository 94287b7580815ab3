import { type ActivityRef, type FlashSaleStatus, formatPrice, perTire } from '@tread/domain';
import Crown from 'lucide-react/icons/crown';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { MemberPath } from '../member/paths';
import './product-card.css';

/** The activities a product is in, as chips: 'Michelin buy 3, get 1 free' (SPEC §3 'Product card' activityList). */
export function ActivityTags({ activities }: { activities: readonly ActivityRef[] }) {
  const { t } = useTranslation();
  return activities.map((activity) => {
    const name = activity.membersOnly
      ? t('coupons.card.membersOnly', { name: activity.activityName })
      : activity.activityName;
    return (
      <span
        key={activity.activityId}
        className={`promo-tag ${activity.membersOnly ? 'promo-tag--member' : 'promo-tag--activity'}`}
        title={name}
      >
        {name}
      </span>
    );
  });
}

/**
 * The best coupon on offer for the product: a ticket and '$20 off' ('coupon' for screen readers). Whole dollars
 * lose their cents, so the chip fits beside the tier tag on a 390 px card.
 */
export function CouponTag({ tag }: { tag: string | null }) {
  const { t } = useTranslation();
  if (!tag) return null;
  return (
    <span className="promo-tag promo-tag--coupon" title={t('coupons.card.coupon', { tag })}>
      <TicketPercent size={14} aria-hidden="true" />
      {tag.replace(/\.00\b/g, '')}
      <span className="visually-hidden"> {t('coupons.card.couponWord')}</span>
    </span>
  );
}

/** 'With coupon $189.99/ea': each of a set of four with the best coupon; null when there is none. */
export function CouponPrice({ cents, isTire }: { cents: number | null; isTire: boolean }) {
  const { t } = useTranslation();
  if (cents === null) return null;
  return (
    <span className="coupon-price">
      {t('coupons.card.withCoupon', { price: isTire ? perTire(formatPrice(cents)) : formatPrice(cents) })}
    </span>
  );
}

/**
 * 'Tread Plus $170.00/ea': what members pay when a members-only discount beats the price (SPEC §6); on the
 * product page it invites the shopper to join.
 */
export function MemberPrice({
  cents,
  isTire,
  join = false,
}: {
  cents: number | null;
  isTire: boolean;
  join?: boolean;
}) {
  const { t } = useTranslation();
  if (cents === null) return null;
  return (
    <span className="member-price">
      <Crown size={14} aria-hidden="true" />
      {t('coupons.card.memberPrice', { price: isTire ? perTire(formatPrice(cents)) : formatPrice(cents) })}
      {join && (
        <AppLink to={MemberPath.buyVip} className="member-price__join">
          {t('coupons.card.joinPlus')}
        </AppLink>
      )}
    </span>
  );
}

/** 'Flash sale' on a card whose SKU is in today's flash sales (SPEC §3 'Product card' flashSaleStatus). */
export function FlashSaleTag({ status }: { status: FlashSaleStatus | null }) {
  const { t } = useTranslation();
  if (status === null) return null;
  return (
    <span className="promo-tag promo-tag--flash">
      <Zap size={12} aria-hidden="true" />
      {t('flashSale.tag')}
    </span>
  );
}
