import { type FlashSaleDetail, FlashSaleStatus, flashMaxCount } from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { QuantityStepper } from '../cart/QuantityStepper';
import { useGoToCheckout } from '../cart/use-cart';
import { flashMaxMessage } from './flash-rules';
import '../activities/deal.css';
import './flash-sale.css';

/**
 * The sticky bar of a flash sale: how many (1 up to what the limit, less today's purchases, and the stock allow)
 * and 'Buy now', straight to the checkout of that one item at the flash price (a guest signs in first). Off, with
 * the sale's own words, unless the sale is on and the shopper may still buy.
 */
export function FlashBuyBar({ sale }: { sale: FlashSaleDetail }) {
  const { t } = useTranslation();
  const goToCheckout = useGoToCheckout();
  const [wanted, setWanted] = useState(1);
  const max = flashMaxCount(sale);
  const count = Math.max(1, Math.min(wanted, max));

  if (sale.status !== FlashSaleStatus.Ongoing) {
    return (
      <div className="deal-bar flash-bar">
        <Button block disabled>
          {sale.message ?? t(`flashSale.status.${sale.status}`)}
        </Button>
      </div>
    );
  }
  const problem = max === 0 ? flashMaxMessage(sale) : null;
  return (
    <div className="deal-bar flash-bar">
      {problem && (
        <p className="flash-bar__problem" id="flash-buy-problem">
          {problem}
        </p>
      )}
      <div className="flash-bar__row">
        {max > 0 && (
          <QuantityStepper
            size="large"
            value={count}
            max={max}
            maxMessage={flashMaxMessage(sale)}
            onChange={setWanted}
            label={t('flashSale.quantity')}
          />
        )}
        <Button
          variant="accent"
          className="flash-bar__buy"
          disabled={problem !== null}
          aria-describedby={problem ? 'flash-buy-problem' : undefined}
          onClick={() =>
            goToCheckout([{ skuId: sale.skuId, count }], { kind: 'seckill', seckillId: sale.seckillId })
          }
        >
          {t('flashSale.buyNow')}
        </Button>
      </div>
    </div>
  );
}
