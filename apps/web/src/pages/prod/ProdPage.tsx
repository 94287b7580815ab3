import {
  BusinessLine,
  defaultAddCount,
  FitmentStatus,
  maxCount,
  type ProductDetail,
  type UserVehicle,
} from '@tread/domain';
import ChevronDown from 'lucide-react/icons/chevron-down';
import PackageX from 'lucide-react/icons/package-x';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { CartLink } from '../../features/cart/CartLink';
import { useProduct } from '../../features/catalog/api/product';
import { FitmentBadge, StockNote, TierTag } from '../../features/catalog/badges';
import { CardPrice } from '../../features/catalog/CardPrice';
import { ActivityTags, CouponPrice, MemberPrice } from '../../features/catalog/PromotionTags';
import { CAR_SELECT_PATH, modelName, productPath } from '../../features/catalog/paths';
import { type PriceView, priceView } from '../../features/catalog/price-view';
import { ChatEntry } from '../../features/chat/ChatEntry';
import { ProductCompareToggle } from '../../features/compare/CompareToggle';
import { CompareTray } from '../../features/compare/CompareTray';
import { FlashBuyBar } from '../../features/flash-sale/FlashBuy';
import { FlashSalePanel } from '../../features/flash-sale/FlashSalePanel';
import { GroupBuyBar, GroupBuyPanel } from '../../features/group-buy/GroupBuyPanel';
import { entryResultsPath } from '../../features/tire-library/use-shop';
import { useTireLibrary } from '../../features/tire-library/use-tire-library';
import { buttonClass } from '../../ui/Button';
import { AppLink, useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { Price } from '../../ui/Price';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { Stars } from '../../ui/Stars';
import { StatusView } from '../../ui/StatusView';
import '../../features/catalog/product-card.css';
import { BuyBar, QuantityRow } from './BuyBar';
import { DeliveryEstimate } from './DeliveryEstimate';
import { Gallery } from './Gallery';
import { Guarantee } from './Guarantee';
import { ProdReviews } from './ProdReviews';
import { dealSkuId, type ProductDeal, useProductDeal } from './product-deal';
import { SizeSheet, skuLabel } from './SizeSheet';
import { SpecsTable } from './SpecsTable';
import './prod.css';

const SET_OF = 4;

function readId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function SetTotal({ view }: { view: PriceView }) {
  const { t } = useTranslation();
  if (view.kind !== 'price') return null;
  return (
    <p className="price-block__set">
      {t('catalog.product.setOfFour')} <Price cents={view.cents * SET_OF} />
    </p>
  );
}

interface ProductViewProps {
  product: ProductDetail;
  vehicle: UserVehicle | null;
  /** The flash sale or group buy the page was opened from; shown only on its own SKU. */
  deal: ProductDeal | null;
  /** Why the deal the page was opened from is not shown. */
  dealGone: string | null;
}

function ProductView({ product, vehicle, deal: openedDeal, dealGone }: ProductViewProps) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [sizesOpen, setSizesOpen] = useState(false);
  const [wanted, setWanted] = useState(() => defaultAddCount(product.bizType));
  const { sku } = product;
  const deal = openedDeal && dealSkuId(openedDeal) === sku.skuId ? openedDeal : null;
  const isTire = product.bizType === BusinessLine.Tire;
  const view = priceView(sku);
  // Another size may have fewer in stock, or a lower limit, than the count chosen.
  const count = Math.max(
    1,
    Math.min(wanted, maxCount({ purchaseLimit: sku.purchaseLimit, stock: sku.totalStocks })),
  );

  return (
    <div className="page prod">
      <Gallery images={product.images} name={product.prodName} />

      <section className="prod__intro" aria-labelledby="prod-name">
        <TierTag tag={product.prodTopTag} />
        <p className="prod__brand">{product.brand.brandName}</p>
        <h2 id="prod-name" className="prod__name">
          {modelName(product.prodName, product.brand.brandName)}
          <span className="visually-hidden"> — {product.prodName}</span>
        </h2>
        <a href="#reviews" className="prod__rating">
          <Stars value={product.reviews.average ?? 0} size={16} />
          {product.reviews.count === 0
            ? t('catalog.reviews.none')
            : t('catalog.reviews.summary', {
                count: product.reviews.count,
                average: product.reviews.average ?? 0,
              })}
        </a>
        <p className="prod__meta">
          {product.categoryName} · {t('catalog.product.partNumber', { number: sku.partNumber })}
        </p>
        <ProductCompareToggle product={product} />
      </section>

      {deal?.kind === 'flash' && (
        <FlashSalePanel sale={deal.sale} receivedAt={deal.receivedAt} onEnd={deal.refresh} />
      )}
      {deal?.kind === 'group' && (
        <GroupBuyPanel activity={deal.activity} receivedAt={deal.receivedAt} onEnd={deal.refresh} />
      )}
      {dealGone && <p className="prod-deal-gone">{dealGone}</p>}

      {/* A deal shows its own price against the usual one: the usual price block would say it twice. */}
      {!deal && (
        <section className="prod-card price-block" aria-label={t('catalog.product.priceLabel')}>
          {product.activityList.length > 0 && (
            <p className="price-block__promos">
              <ActivityTags activities={product.activityList} />
            </p>
          )}
          <CardPrice fields={sku} isTire={isTire} size="large" />
          {view.kind === 'map' ? (
            <p className="price-block__note">{t('catalog.price.mapNote')}</p>
          ) : (
            <>
              <MemberPrice cents={sku.memberPrice} isTire={isTire} join />
              <CouponPrice cents={sku.extraCouponPrice} isTire={isTire} />
              {isTire && <SetTotal view={view} />}
            </>
          )}
          <StockNote soldOut={sku.soldOut} totalStocks={sku.totalStocks} />
        </section>
      )}

      {product.skuList.length > 1 || sku.tires ? (
        <div className="prod-size">
          <span className="prod-size__label" id="prod-size-label">
            {isTire ? t('catalog.product.size') : t('catalog.product.option')}
          </span>
          {/* Named by the label beside it, then by all it shows: the size and how many there are. */}
          <button
            type="button"
            id="prod-size-button"
            className="prod-size__button"
            aria-labelledby="prod-size-label prod-size-button"
            aria-haspopup="dialog"
            onClick={() => setSizesOpen(true)}
            disabled={product.skuList.length < 2}
          >
            <span>{skuLabel(sku)}</span>{' '}
            {product.skuList.length > 1 && (
              <span className="prod-size__more">
                {t('catalog.product.sizeCount', { count: product.skuList.length })}
                <ChevronDown size={18} aria-hidden="true" />
              </span>
            )}
          </button>
        </div>
      ) : null}

      {!deal && <QuantityRow product={product} count={count} onCount={setWanted} />}

      {isTire && (
        <div className="prod-fit">
          <FitmentBadge status={product.fitment} carName={vehicle?.carName} showNoCar />
          {product.fitment === FitmentStatus.NoCar && (
            <AppLink to={`${CAR_SELECT_PATH}?active=0`} className="link-button">
              {t('catalog.fitment.addVehicle')}
            </AppLink>
          )}
          {product.fitment === FitmentStatus.NotFit && vehicle && (
            <AppLink to={entryResultsPath(vehicle)} className="link-button">
              {t('catalog.fitment.shopFitting')}
            </AppLink>
          )}
        </div>
      )}

      <DeliveryEstimate prodId={product.prodId} />
      <Guarantee />
      <ChatEntry origin={{ kind: 'product', prodId: product.prodId, skuId: sku.skuId }} />

      {product.features.length > 0 && (
        <section className="prod-section" aria-labelledby="prod-highlights">
          <h2 id="prod-highlights" className="prod-section__title">
            {t('catalog.product.highlights')}
          </h2>
          <ul className="prod-features">
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}

      <section className="prod-section" aria-labelledby="prod-specs">
        <h2 id="prod-specs" className="prod-section__title">
          {t('catalog.product.specifications')}
        </h2>
        <SpecsTable product={product} />
      </section>

      {product.description && (
        <section className="prod-section" aria-labelledby="prod-description">
          <h2 id="prod-description" className="prod-section__title">
            {t('catalog.product.description')}
          </h2>
          <p className="prod-description">{product.description}</p>
        </section>
      )}

      <ProdReviews prodId={product.prodId} reviews={product.reviews} />

      <SizeSheet
        open={sizesOpen}
        skus={product.skuList}
        selected={sku.skuId}
        onClose={() => setSizesOpen(false)}
        onPick={(picked) => void navigator.go(productPath(product.prodId, picked.skuId), { replace: true })}
      />
      {deal?.kind === 'flash' && <FlashBuyBar sale={deal.sale} />}
      {deal?.kind === 'group' && <GroupBuyBar activity={deal.activity} />}
      {!deal && <BuyBar product={product} count={count} />}
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="page prod" aria-hidden="true">
      <Skeleton height={300} radius={12} />
      <Skeleton width="30%" height={14} />
      <Skeleton width="75%" height={26} />
      <Skeleton height={96} radius={12} />
      <Skeleton height={52} radius={12} />
    </div>
  );
}

/** The product page (SPEC §2 prod/prod?prodid=&skuId=); prod-legacy/prod shows the same. */
export default function ProdPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const prodId = readId(params.get('prodid') ?? params.get('prodId'));
  const skuId = readId(params.get('skuId'));
  const library = useTireLibrary();
  const vehicle = library.current?.kind === 'vehicle' ? library.current.vehicle : null;
  const vehicleId = vehicle?.vehicleId;

  const opened = useProductDeal();
  // Opened from a deal without a size named: the deal's size is the one on offer.
  const wantedSku = skuId ?? (opened.deal ? dealSkuId(opened.deal) : undefined);
  const product = useProduct(prodId, wantedSku, vehicleId, library.ready);
  usePageTitle(product.data?.prodName ?? t('routes.prod'));

  const missing =
    prodId === undefined ||
    (product.isError &&
      isApiError(product.error) &&
      (product.error.status === 404 || product.error.status === 400));

  let body: ReactNode;
  if (missing) {
    body = (
      <StatusView
        icon={<PackageX size={40} />}
        title={t('catalog.product.notFound')}
        text={t('catalog.product.notFoundText')}
        action={
          <AppLink to="/" className={buttonClass('primary')}>
            {t('nav.backHome')}
          </AppLink>
        }
      />
    );
  } else if (product.isError) {
    body = (
      <div className="page">
        <SectionError onRetry={() => void product.refetch()} />
      </div>
    );
  } else if (!product.data || opened.pending) {
    body = <ProductSkeleton />;
  } else {
    body = <ProductView product={product.data} vehicle={vehicle} deal={opened.deal} dealGone={opened.gone} />;
  }

  return (
    <>
      <PageHeader title={t('routes.prod')} action={<CartLink />} />
      {body}
      <CompareTray />
    </>
  );
}
