import type { ProductCard as Card } from '@tread/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { CompareTray } from '../compare/CompareTray';
import { useInfiniteScroll } from './infinite-scroll';
import { ProductCard } from './ProductCard';

export interface ProductListProps {
  cards: readonly Card[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Accessible name of the list, e.g. '90 tires in 225/45R17'. */
  label: string;
  /** Shown instead of the list when it is empty. */
  empty?: ReactNode;
}

/** Cards a phone shows before any scrolling. */
const FIRST_SCREEN_CARDS = 4;

/** Product cards with infinite scroll: the next page loads as the end comes near (or on 'Show more'). */
export function ProductList({ cards, hasMore, loadingMore, onLoadMore, label, empty }: ProductListProps) {
  const { t } = useTranslation();
  const sentinel = useInfiniteScroll(() => {
    if (hasMore && !loadingMore) onLoadMore();
  }, hasMore && !loadingMore);

  // The tray comes with the list, so it stays while the shopper browses results and products.
  if (cards.length === 0 && !hasMore) {
    return (
      <>
        {empty}
        <CompareTray />
      </>
    );
  }
  return (
    <>
      <ul className="stack-list" aria-label={label}>
        {cards.map((card, index) => (
          <li key={`${card.prodId}-${card.skuId}-${card.rearSku?.skuId ?? ''}`}>
            <ProductCard card={card} firstScreen={index < FIRST_SCREEN_CARDS} />
          </li>
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} key={cards.length} className="product-list__more">
          {loadingMore ? (
            <span role="status" className="product-list__loading">
              <span className="spinner" aria-hidden="true" />
              {t('catalog.list.loadingMore')}
            </span>
          ) : (
            <Button variant="secondary" onClick={onLoadMore}>
              {t('catalog.list.showMore')}
            </Button>
          )}
        </div>
      )}
      {!hasMore && cards.length > 0 && <p className="product-list__end">{t('catalog.list.end')}</p>}
      <CompareTray />
    </>
  );
}

/** Placeholder cards while the first page loads. */
export function ProductListSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="stack-list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="product-card">
          <Skeleton width={96} height={96} radius={10} />
          <div className="product-card__body" style={{ gap: 8 }}>
            <Skeleton width="40%" height={12} />
            <Skeleton width="80%" height={18} />
            <Skeleton width="60%" height={14} />
            <Skeleton width="35%" height={20} />
          </div>
        </div>
      ))}
    </div>
  );
}
