import { BusinessLine, type ProductCard as Card, defaultAddCount, type GuestCartLine } from '@tread/domain';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { Price } from '../../ui/Price';
import { Stars } from '../../ui/Stars';
import { AddToCartButton } from '../cart/AddToCartButton';
import { CompareToggle } from '../compare/CompareToggle';
import { FitmentBadge, StockNote, TierTag } from './badges';
import { CardPrice } from './CardPrice';
import { ActivityTags, CouponPrice, CouponTag, FlashSaleTag, MemberPrice } from './PromotionTags';
import { modelName, productPath } from './paths';
import { priceView, setOfFourCents } from './price-view';
import './product-card.css';

export interface ProductCardProps {
  card: Card;
  /** One of the first cards, on screen when the list appears: its picture loads at once, not lazily. */
  firstScreen?: boolean;
}

function SetPrice({ card }: { card: Card }) {
  const { t } = useTranslation();
  const rear = card.rearSku;
  if (!rear) return null;
  const front = priceView(card);
  const back = priceView(rear);
  if (front.kind === 'map' || back.kind === 'map') return null;
  return (
    <p className="product-card__set">
      {t('catalog.card.setOfFour')} <Price cents={setOfFourCents(front.cents, back.cents)} />
    </p>
  );
}

/** The card's stars, average and review count, compact; nothing before the first review. */
function CardRating({ rating }: { rating: Card['rating'] }) {
  const { t } = useTranslation();
  if (!rating) return null;
  return (
    <p className="product-card__rating">
      <Stars value={rating.average} size={13} />
      <span aria-hidden="true">
        {rating.average.toFixed(1)} <span className="product-card__rating-count">({rating.count})</span>
      </span>
      <span className="visually-hidden">
        {t('reviews.cardRating', { average: rating.average, count: rating.count })}
      </span>
    </p>
  );
}

const isSoldOut = (sku: { soldOut: boolean; totalStocks: number }) => sku.soldOut || sku.totalStocks <= 0;

/**
 * A staggered set is two of each axle's tire. Worked out when asked, not when the module loads: the build may
 * place this module in a chunk that runs before the one holding the domain's rules.
 */
const perAxle = () => defaultAddCount(BusinessLine.Tire) / 2;

/**
 * What the card's cart button adds: a set of four tires (two front and two rear for a staggered set) or
 * one part. None when sold out, or when the MAP rule hides a price: the shopper sees it on the product page.
 */
function cardCartLines(card: Card): GuestCartLine[] {
  const rear = card.rearSku;
  const skus = rear ? [card, rear] : [card];
  if (skus.some((sku) => isSoldOut(sku) || priceView(sku).kind === 'map')) return [];
  const { prodId } = card;
  if (!rear) return [{ prodId, skuId: card.skuId, count: defaultAddCount(card.bizType) }];
  return [
    { prodId, skuId: card.skuId, count: perAxle() },
    { prodId, skuId: rear.skuId, count: perAxle() },
  ];
}

/**
 * One result: brand, name, size, price per tire, tier tag, activities and coupon, stock and fit (SPEC §3
 * 'Product card').
 */
export function ProductCard({ card, firstScreen = false }: ProductCardProps) {
  const { t } = useTranslation();
  const isTire = card.bizType === BusinessLine.Tire;
  const tires = card.tires;
  const rear = card.rearSku;
  const season = tires ? t(`catalog.season.${tires.season}`) : null;
  const name = tires ? `${card.prodName}, ${tires.displaySize}` : card.prodName;
  const cartLines = cardCartLines(card);

  return (
    <article className={`product-card${card.soldOut ? ' product-card--sold-out' : ''}`}>
      <div className="product-card__side">
        <div className="product-card__media">
          <img src={card.pic} alt="" loading={firstScreen ? 'eager' : 'lazy'} width={96} height={96} />
        </div>
        {isTire && <CompareToggle item={{ prodId: card.prodId, skuId: card.skuId, name, pic: card.pic }} />}
      </div>
      <div className="product-card__body">
        <div className="product-card__tags">
          <FlashSaleTag status={card.flashSaleStatus} />
          <TierTag tag={card.topTag} />
          <CouponTag tag={card.couponTag} />
          <ActivityTags activities={card.activityList} />
        </div>
        <p className="product-card__brand">{card.brand.brandName}</p>
        <h3 className="product-card__name">
          <AppLink to={productPath(card.prodId, card.skuId)} className="product-card__link" aria-label={name}>
            {modelName(card.prodName, card.brand.brandName)}
          </AppLink>
        </h3>
        <CardRating rating={card.rating} />
        {tires && !rear && (
          <p className="product-card__size">
            <span className="product-card__size-text">{tires.displaySize}</span>
            <span>
              {tires.loadIndex}
              {tires.speedRating}
            </span>
            <span aria-hidden="true">·</span>
            <span>{season}</span>
          </p>
        )}
        {tires && rear && (
          <dl className="product-card__axles">
            <div>
              <dt>{t('catalog.axle.front')}</dt>
              <dd>
                <span className="product-card__size-text">{tires.displaySize}</span>
                <CardPrice fields={card} isTire />
              </dd>
            </div>
            <div>
              <dt>{t('catalog.axle.rear')}</dt>
              <dd>
                <span className="product-card__size-text">{rear.tires.displaySize}</span>
                <CardPrice fields={rear} isTire />
              </dd>
            </div>
          </dl>
        )}
        <div className="product-card__buy">
          <div className="product-card__offer">
            {!rear && <CardPrice fields={card} isTire={isTire} />}
            {!rear && priceView(card).kind === 'price' && (
              <>
                <MemberPrice cents={card.memberPrice} isTire={isTire} />
                <CouponPrice cents={card.extraCouponPrice} isTire={isTire} />
              </>
            )}
            <SetPrice card={card} />
            <div className="product-card__foot">
              <StockNote
                soldOut={card.soldOut || Boolean(rear?.soldOut)}
                totalStocks={Math.min(card.totalStocks, rear?.totalStocks ?? card.totalStocks)}
              />
              <FitmentBadge status={card.fitment} />
            </div>
          </div>
          {/* Outside the link, above its whole-card tap target: a tap adds without opening the product. */}
          {cartLines.length > 0 && <AddToCartButton lines={cartLines} name={name} />}
        </div>
      </div>
    </article>
  );
}
