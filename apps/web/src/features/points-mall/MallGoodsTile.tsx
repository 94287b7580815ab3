import { type MallGoodsCard, MallGoodsKind } from '@tread/domain';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { MallPrice } from './mall-price';
import { stockState } from './mall-rules';
import { mallDetailPath } from './paths';
import './points-mall.css';

/** The picture of an item; one without (a coupon, often) shows a ticket. */
export function MallGoodsImage({
  image,
  eager = false,
  iconSize = 40,
}: {
  image: string;
  eager?: boolean;
  iconSize?: number;
}) {
  if (!image) {
    return (
      <span className="mall-image mall-image--placeholder" aria-hidden="true">
        <Ticket size={iconSize} strokeWidth={1.5} />
      </span>
    );
  }
  return <img className="mall-image" src={image} alt="" loading={eager ? 'eager' : 'lazy'} />;
}

/** The stock note of a card: 'Only 3 left', 'Exchanged out', or nothing while plenty are left. */
function StockBadge({ card }: { card: MallGoodsCard }) {
  const { t } = useTranslation();
  const stock = stockState(card);
  if (stock.kind === 'out')
    return <span className="mall-tile__stock mall-tile__stock--out">{t('pointsMall.stock.out')}</span>;
  if (stock.kind === 'few')
    return <span className="mall-tile__stock">{t('pointsMall.stock.fewLeft', { count: stock.left })}</span>;
  return null;
}

/** One item of the mall's grid: its picture, name, price in points (and money) and how few are left. */
export function MallGoodsTile({ card, firstScreen = false }: { card: MallGoodsCard; firstScreen?: boolean }) {
  const { t } = useTranslation();
  const out = card.stockLeft <= 0;
  return (
    <AppLink to={mallDetailPath(card.id)} className={`mall-tile${out ? ' mall-tile--out' : ''}`}>
      <span className="mall-tile__media">
        <MallGoodsImage image={card.image} eager={firstScreen} />
        {card.kind === MallGoodsKind.Coupon && (
          <span className="mall-tile__kind">{t('pointsMall.kind.coupon')}</span>
        )}
      </span>
      <span className="mall-tile__body">
        <span className="mall-tile__name">{card.name}</span>
        <MallPrice points={card.pointsPrice} cashCents={card.cashCents} className="mall-tile__price" />
        <StockBadge card={card} />
      </span>
    </AppLink>
  );
}
