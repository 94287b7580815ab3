import { BusinessLine, type ProductDetail } from '@tread/domain';
import Square from 'lucide-react/icons/square';
import SquareCheck from 'lucide-react/icons/square-check';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { COMPARE_MAX, type CompareItem, useCompareStore, useInCompare } from './compare-store';
import './compare.css';

export interface CompareToggleProps {
  item: CompareItem;
  className?: string;
}

/** 'Compare' on a tire's card or page: puts the tire in the tray or takes it out; a fifth is refused. */
export function CompareToggle({ item, className }: CompareToggleProps) {
  const { t } = useTranslation();
  const inCompare = useInCompare(item);
  const toggle = useCompareStore((state) => state.toggle);
  const Icon = inCompare ? SquareCheck : Square;

  const onClick = () => {
    if (toggle(item) === 'full') showToast(t('compare.full', { max: COMPARE_MAX }));
  };

  return (
    <button
      type="button"
      className={`compare-toggle${inCompare ? ' compare-toggle--on' : ''}${className ? ` ${className}` : ''}`}
      aria-pressed={inCompare}
      aria-label={t('compare.toggleNamed', { name: item.name })}
      onClick={onClick}
    >
      <Icon size={16} aria-hidden="true" />
      {t('compare.toggle')}
    </button>
  );
}

/** The product page's toggle, for the size shown; parts are not compared. */
export function ProductCompareToggle({ product }: { product: ProductDetail }) {
  const tires = product.sku.tires;
  if (product.bizType !== BusinessLine.Tire || !tires) return null;
  const item = {
    prodId: product.prodId,
    skuId: product.sku.skuId,
    name: `${product.prodName}, ${tires.displaySize}`,
    pic: product.images[0] ?? '',
  };
  return <CompareToggle item={item} className="prod__compare" />;
}
