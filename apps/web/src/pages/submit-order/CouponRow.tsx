import { formatPrice, type OrderPromotions } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import { useTranslation } from 'react-i18next';
import { chosenTotal, isSelectable } from '../../features/coupons/checkout-coupons';

export interface CouponRowProps {
  promotions: OrderPromotions;
  /** 'Tires': whose coupons the row opens. */
  groupName: string;
  onOpen: () => void;
}

/** 'Coupons' in an order's card: what the chosen coupons take off as the server priced it, or how many could. */
export function CouponRow({ promotions, groupName, onOpen }: CouponRowProps) {
  const { t } = useTranslation();
  const { offers } = promotions;
  const total = chosenTotal(offers);
  const chosen = offers.filter((offer) => offer.chosen).length;
  const available = offers.filter(isSelectable).length;
  let value: string;
  let tone = '';
  if (total > 0) {
    value = `-${formatPrice(total)}`;
    tone = ' coupon-row__value--saving';
  } else if (chosen > 0) value = t('coupons.checkout.chosen', { count: chosen });
  else if (available > 0) {
    value = t('coupons.checkout.available', { count: available });
    tone = ' coupon-row__value--available';
  } else {
    value = t('coupons.checkout.none');
    tone = ' coupon-row__value--none';
  }
  return (
    <button
      type="button"
      className="coupon-row"
      aria-haspopup="dialog"
      // The visible words first, as axe asks of a label, then whose coupons they are.
      aria-label={`${t('coupons.checkout.row')} ${value} ${t('coupons.checkout.open', { group: groupName })}`}
      onClick={onOpen}
    >
      <TicketPercent size={20} aria-hidden="true" />
      <span className="coupon-row__label">{t('coupons.checkout.row')}</span>{' '}
      <span className={`coupon-row__value${tone}`}>{value}</span>
      <ChevronRight size={20} aria-hidden="true" className="coupon-row__chevron" />
    </button>
  );
}
