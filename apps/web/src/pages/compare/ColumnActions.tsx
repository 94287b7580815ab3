import { BusinessLine, defaultAddCount, maxCount, type ProductDetail } from '@tread/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../features/cart/use-cart';
import { modelName, productPath } from '../../features/catalog/paths';
import { Button, buttonClass } from '../../ui/Button';
import { AppLink } from '../../ui/navigator';
import { showToast } from '../../ui/toast';

/** A column's 'View' (its product page, in the size compared) and 'Add 4 to cart', as the product page adds. */
export function ColumnActions({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);
  const { sku } = product;
  const name = modelName(product.prodName, product.brand.brandName);
  const soldOut = sku.soldOut || sku.totalStocks <= 0;
  // A set of four, or fewer when the stock or the purchase limit binds first.
  const count = Math.max(
    1,
    Math.min(
      defaultAddCount(BusinessLine.Tire),
      maxCount({ purchaseLimit: sku.purchaseLimit, stock: sku.totalStocks }),
    ),
  );

  const add = async () => {
    setBusy(true);
    const added = await addToCart({ prodId: product.prodId, skuId: sku.skuId, count });
    setBusy(false);
    if (added) showToast(t('cart.add.added'));
  };

  return (
    <div className="compare-actions">
      <AppLink
        to={productPath(product.prodId, sku.skuId)}
        className={buttonClass('secondary', true)}
        aria-label={t('compare.page.viewNamed', { name })}
      >
        {t('compare.page.view')}
      </AppLink>
      <Button
        block
        busy={busy}
        disabled={soldOut}
        aria-label={soldOut ? undefined : t('compare.page.addNamed', { name, count })}
        onClick={() => void add()}
      >
        {soldOut ? t('compare.page.soldOut') : t('compare.page.addToCart', { count })}
      </Button>
    </div>
  );
}
