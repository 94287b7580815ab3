import { BusinessLine, type FlashSaleDetail, formatPrice } from '@tread/domain';
import Zap from 'lucide-react/icons/zap';
import { useTranslation } from 'react-i18next';
import { Price } from '../../ui/Price';
import { FlashCountdown, FlashSession, FlashStatusBadge, FlashStockBar } from './FlashParts';
import '../activities/deal.css';
import './flash-sale.css';

export interface FlashSalePanelProps {
  sale: FlashSaleDetail;
  /** When the device received `sale` (its serverTime is then). */
  receivedAt: number;
  onEnd: () => void;
}

/**
 * A flash sale on snap-up detail and the product page: the flash price against the usual price, the limit per
 * shopper, what is left, the session and its countdown. Why it cannot be bought now is on its buy bar (SPEC §4, §8).
 */
export function FlashSalePanel({ sale, receivedAt, onEnd }: FlashSalePanelProps) {
  const { t } = useTranslation();
  const saving = sale.oriPrice - sale.price;
  return (
    <section
      className={`deal-panel flash-panel flash-panel--${sale.status}`}
      aria-labelledby="flash-panel-title"
    >
      <div className="flash-panel__head">
        <h2 id="flash-panel-title" className="deal-panel__title flash-panel__title">
          <Zap size={18} aria-hidden="true" />
          {t('flashSale.tag')}
        </h2>
        <FlashStatusBadge status={sale.status} />
        <FlashCountdown sale={sale} serverTime={sale.serverTime} receivedAt={receivedAt} onEnd={onEnd} />
      </div>
      <div className="deal-panel__body">
        <p className="deal-panel__prices">
          <Price
            cents={sale.price}
            wasCents={sale.oriPrice}
            perTire={sale.bizType === BusinessLine.Tire}
            className="deal-panel__price"
          />
          {saving > 0 && (
            <span className="deal-panel__save">{t('flashSale.save', { amount: formatPrice(saving) })}</span>
          )}
        </p>
        <p className="flash-panel__limit">
          {t('flashSale.limit', { count: sale.perShopperLimit })}
          {sale.boughtToday ? ` · ${t('flashSale.boughtToday', { count: sale.boughtToday })}` : ''}
        </p>
        <FlashStockBar sale={sale} />
        <FlashSession sale={sale} />
      </div>
    </section>
  );
}
