import type { MallGoodsCard, MallGoodsDetail } from '@tread/domain';
import { isApiError } from '../../api/client';

/** At or below this many left, a card says 'Only N left'. */
export const MALL_FEW_LEFT = 10;

export type StockState = { kind: 'out' } | { kind: 'few'; left: number } | { kind: 'plenty'; left: number };

export function stockState(card: Pick<MallGoodsCard, 'stockLeft'>): StockState {
  if (card.stockLeft <= 0) return { kind: 'out' };
  return card.stockLeft <= MALL_FEW_LEFT
    ? { kind: 'few', left: card.stockLeft }
    : { kind: 'plenty', left: card.stockLeft };
}

/** What binds the count of one exchange: the shopper's limit, the stock or the points. */
export type CountBound = 'limit' | 'stock' | 'points';

/**
 * The most units this shopper may exchange now (at least 1, so the page can still say why not), and what binds
 * it: units under the limit not yet exchanged, the stock left, and the units the balance pays for.
 */
export function mostUnits(detail: MallGoodsDetail): { most: number; bound: CountBound } {
  const bounds: Array<[CountBound, number]> = [
    ['limit', detail.perUserLimit - detail.exchangedByMe],
    ['stock', detail.stockLeft],
    [
      'points',
      detail.pointsPrice > 0 ? Math.floor(detail.balance / detail.pointsPrice) : Number.MAX_SAFE_INTEGER,
    ],
  ];
  const [bound, most] = bounds.reduce((least, entry) => (entry[1] < least[1] ? entry : least));
  return { most: Math.max(1, most), bound };
}

/**
 * The words of a refusal of the mall or its checkout to show where it was tried ('Not enough points', sold out,
 * the limit reached, a gone item: 409 and 404); null for failures the client already told (401, 5xx, network).
 */
export function mallRefusalText(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  return error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : null;
}

/** The item is no longer in the mall (or never was): nothing to retry. */
export const isGoodsGone = (error: unknown): boolean =>
  isApiError(error) && (error.code === 'MALL_GOODS_NOT_FOUND' || error.status === 404);
