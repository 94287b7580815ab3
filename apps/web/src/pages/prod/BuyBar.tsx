import { maxCount, overCountProblem, type ProductDetail } from '@tread/domain';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityStepper } from '../../features/cart/QuantityStepper';
import { useAddToCart, useGoToCheckout } from '../../features/cart/use-cart';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toast';

const isSoldOut = (product: ProductDetail) => product.sku.soldOut || product.sku.totalStocks <= 0;

export interface QuantityRowProps {
  product: ProductDetail;
  count: number;
  onCount: (count: number) => void;
}

/**
 * How many to add: up to the purchase limit or the stock, whichever binds first, saying which with the
 * cart's own rule (the limit when the stock is not below it).
 */
export function QuantityRow({ product, count, onCount }: QuantityRowProps) {
  const { t } = useTranslation();
  if (isSoldOut(product)) return null;
  const bounds = { purchaseLimit: product.sku.purchaseLimit, stock: product.sku.totalStocks };
  return (
    <div className="prod-quantity">
      <span className="prod-quantity__label">{t('cart.add.quantity')}</span>
      <QuantityStepper
        size="large"
        value={count}
        max={maxCount(bounds)}
        maxMessage={overCountProblem(bounds).refusal.message}
        onChange={onCount}
        label={t('cart.add.quantity')}
      />
    </div>
  );
}

/** The product page's sticky 'Add to cart' and 'Buy now' (which adds, then checks out that line alone). */
export function BuyBar({ product, count }: { product: ProductDetail; count: number }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const goToCheckout = useGoToCheckout();
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const { skuId } = product.sku;

  if (isSoldOut(product)) {
    return (
      <div className="buy-bar">
        <Button block disabled>
          {t('cart.add.soldOut')}
        </Button>
      </div>
    );
  }

  const act = async (kind: 'add' | 'buy') => {
    setBusy(kind);
    const added = await addToCart({ prodId: product.prodId, skuId, count });
    setBusy(null);
    if (!added) return;
    if (kind === 'add') showToast(t('cart.add.added'));
    else goToCheckout([{ skuId, count }]);
  };

  return (
    <div className="buy-bar">
      <Button
        variant="secondary"
        icon={<ShoppingCart size={20} aria-hidden="true" />}
        busy={busy === 'add'}
        disabled={busy !== null}
        onClick={() => void act('add')}
      >
        {t('cart.add.addToCart')}
      </Button>
      <Button variant="accent" busy={busy === 'buy'} disabled={busy !== null} onClick={() => void act('buy')}>
        {t('cart.add.buyNow')}
      </Button>
    </div>
  );
}
