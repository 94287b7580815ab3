import {
  BusinessLine,
  boundsOfLine,
  type CartLine,
  CartLineProblem,
  formatPrice,
  isSelectable,
  maxCount,
  overCountProblem,
} from '@tread/domain';
import Trash2 from 'lucide-react/icons/trash';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../ui/navigator';
import { Price } from '../../../ui/Price';
import { modelName, productPath } from '../../catalog/paths';
import { QuantityStepper } from '../QuantityStepper';

export interface BasketLineProps {
  line: CartLine;
  /** Its change is on the way to the server. */
  busy: boolean;
  onCount: (count: number) => void;
  onSelect: (selected: boolean) => void;
  onRemove: () => void;
}

/** What is wrong with the line, in the spec's words; a price change shows the old and new price. */
function LineProblem({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  if (line.problem === CartLineProblem.PriceChanged) {
    return (
      <p className="basket-line__note">
        {t('cart.basket.priceChanged', {
          was: formatPrice(line.addedPrice),
          now: formatPrice(line.priceSettle),
        })}
      </p>
    );
  }
  if (!line.problem || !line.problemMessage) return null;
  return <p className="basket-line__problem">{line.problemMessage}</p>;
}

/** One line of the basket: tick, picture, brand, name, size, price, problem, stepper and remove. */
export function BasketLine({ line, busy, onCount, onSelect, onRemove }: BasketLineProps) {
  const { t } = useTranslation();
  const selectable = isSelectable(line);
  const isTire = line.bizType === BusinessLine.Tire;
  const name = line.prodName;

  return (
    <article className={`basket-line${selectable ? '' : ' basket-line--off'}`} aria-label={name}>
      <input
        type="checkbox"
        className="basket__check basket-line__check"
        checked={selectable && line.selected}
        disabled={!selectable || busy}
        aria-label={t('cart.basket.selectLine', { name })}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <img className="basket-line__image" src={line.image} alt="" width={72} height={72} loading="lazy" />
      <div className="basket-line__body">
        <p className="basket-line__brand">{line.brandName}</p>
        <h3 className="basket-line__name">
          <AppLink to={productPath(line.prodId, line.skuId)} className="basket-line__link">
            {modelName(line.prodName, line.brandName)}
          </AppLink>
        </h3>
        {line.displaySize && <p className="basket-line__size">{line.displaySize}</p>}
        <Price className="basket-line__price" cents={line.priceSettle} perTire={isTire} />
        <LineProblem line={line} />
        <div className="basket-line__foot">
          {selectable && (
            <QuantityStepper
              value={line.count}
              max={Math.max(1, maxCount(boundsOfLine(line)))}
              maxMessage={overCountProblem(boundsOfLine(line)).refusal.message}
              onChange={onCount}
              label={t('cart.stepper.lineLabel', { name })}
              disabled={busy}
            />
          )}
          <button
            type="button"
            className="icon-button basket-line__remove"
            aria-label={t('cart.basket.remove', { name })}
            onClick={onRemove}
          >
            <Trash2 size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}
