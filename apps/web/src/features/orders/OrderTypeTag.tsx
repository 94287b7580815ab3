import { OrderType } from '@tread/domain';
import Users from 'lucide-react/icons/users';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';
import './orders.css';

/** 'Flash sale' or 'Group buy' beside an order of that type (SPEC §2 order types 'second' and 'grouping'). */
export function OrderTypeTag({ orderType }: { orderType: OrderType }) {
  const { t } = useTranslation();
  if (orderType === OrderType.FlashSale) {
    return (
      <span className="order-type order-type--flash">
        <Zap size={12} aria-hidden="true" />
        {t('flashSale.tag')}
      </span>
    );
  }
  if (orderType === OrderType.Group) {
    return (
      <span className="order-type order-type--group">
        <Users size={12} aria-hidden="true" />
        {t('groupBuy.tag')}
      </span>
    );
  }
  return null;
}
