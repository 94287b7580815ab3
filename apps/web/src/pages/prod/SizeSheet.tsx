import type { ProductSku } from '@tread/domain';
import Check from 'lucide-react/icons/check';
import { useTranslation } from 'react-i18next';
import { CardPrice } from '../../features/catalog/CardPrice';
import { Sheet } from '../../ui/Sheet';

/** Size (SKU) label: '225/45R17 91H XL' for tires, the part number otherwise. */
export function skuLabel(sku: ProductSku): string {
  if (!sku.tires) return sku.partNumber;
  return `${sku.tires.displaySize} ${sku.tires.loadIndex}${sku.tires.speedRating}${sku.tires.xl ? ' XL' : ''}`;
}

/** Groups a tire line's sizes by rim diameter, smallest first. */
function byRim(skus: readonly ProductSku[]): [string, ProductSku[]][] {
  const groups = new Map<string, ProductSku[]>();
  for (const sku of skus) {
    const rim = sku.tires ? String(Number(sku.tires.sizeKey.split('R').at(-1)) || '') : '';
    const list = groups.get(rim) ?? [];
    list.push(sku);
    groups.set(rim, list);
  }
  return [...groups.entries()].sort(([a], [b]) => Number(a) - Number(b));
}

/** Picks another size of the same product. */
export function SizeSheet({
  open,
  skus,
  selected,
  onPick,
  onClose,
}: {
  open: boolean;
  skus: readonly ProductSku[];
  selected: number;
  onPick: (sku: ProductSku) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Sheet open={open} title={t('catalog.product.chooseSize')} onClose={onClose}>
      <div className="size-sheet">
        {byRim(skus).map(([rim, list]) => (
          <section key={rim} className="size-sheet__group">
            {rim && <h3 className="size-sheet__rim">{t('catalog.product.rimGroup', { rim })}</h3>}
            <ul className="size-sheet__list">
              {list.map((sku) => (
                <li key={sku.skuId}>
                  <button
                    type="button"
                    className="size-option"
                    aria-pressed={sku.skuId === selected}
                    ref={
                      sku.skuId === selected
                        ? (button) => button?.scrollIntoView?.({ block: 'center' })
                        : undefined
                    }
                    onClick={() => {
                      onPick(sku);
                      onClose();
                    }}
                  >
                    <span className="size-option__name">{skuLabel(sku)}</span>
                    <span className="size-option__price">
                      {sku.soldOut ? (
                        <span className="stock stock--out">{t('catalog.stock.soldOut')}</span>
                      ) : (
                        <CardPrice fields={sku} isTire={Boolean(sku.tires)} />
                      )}
                    </span>
                    {sku.skuId === selected && <Check size={18} aria-hidden="true" />}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Sheet>
  );
}
