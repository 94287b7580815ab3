import {
  type FlashSaleCard,
  type FlashSaleDetail,
  type FlashSaleList,
  FlashSaleStatus,
  flashSaleDay,
  flashSaleState,
  type ProductCard,
} from '@tread/domain';
import { asc, eq, getTableColumns, gte } from 'drizzle-orm';
import { ChangeTag } from '../../db/change-feed';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { announceWhenChanged, type Job } from '../../platform/jobs';
import { readCache } from '../../platform/read-cache';
import { skuFactsById, skus } from '../catalog';
import { type SaleRow, saleCard, saleCards, scheduleOf } from './sale-cards';
import { boughtBy, soldOn } from './sale-days';
import { flashSales } from './tables';

/** Where the snap-up list puts a sale: the ones on first, then those starting soonest, then sold out. */
const LIST_ORDER: Record<FlashSaleStatus, number> = {
  [FlashSaleStatus.Ongoing]: 0,
  [FlashSaleStatus.NotStarted]: 1,
  [FlashSaleStatus.SoldOut]: 2,
  [FlashSaleStatus.Ended]: 3,
  [FlashSaleStatus.Closed]: 4,
};

const byListOrder = (a: FlashSaleCard, b: FlashSaleCard) =>
  LIST_ORDER[a.status] - LIST_ORDER[b.status] || (a.opensAt ?? '').localeCompare(b.opensAt ?? '');

/**
 * The snap-up list and detail, product cards' flash-sale status, and the sale rows buying reads: sales that
 * run today or later, kept until one is written (the migration's trigger announces it as a catalog change).
 */
export function flashSalePages({ db, clock, changes }: Deps) {
  const kept = readCache<(SaleRow & { prodId: number })[]>(changes, 4);

  /** Sales whose last day is today or later in Los Angeles, with their SKU's product (for cards). */
  const current = (now: Date) => {
    const today = flashSaleDay(now);
    return kept.get(today, async () => ({
      value: await db
        .select({ ...getTableColumns(flashSales), prodId: skus.productId })
        .from(flashSales)
        .innerJoin(skus, eq(skus.id, flashSales.skuId))
        .where(gte(flashSales.lastDay, today))
        .orderBy(asc(flashSales.id)),
      tags: [ChangeTag.catalog],
    }));
  };

  async function saleById(id: number): Promise<SaleRow | null> {
    return (await current(clock.now())).find((row) => row.id === id) ?? null;
  }

  /** Each product's flash sale now by its schedule; sold out shows on the sale's own pages, read live. */
  async function statusByProduct(now: Date): Promise<Map<number, FlashSaleStatus>> {
    const byProduct = new Map<number, FlashSaleStatus>();
    for (const row of await current(now)) {
      const { status } = flashSaleState(scheduleOf(row), 0, now);
      if (status === FlashSaleStatus.Ongoing || !byProduct.has(row.prodId)) byProduct.set(row.prodId, status);
    }
    return byProduct;
  }

  return {
    saleById,

    /** GET /seckill/list: today's sales, not those over or closed. */
    async list(): Promise<FlashSaleList> {
      const now = clock.now();
      const day = flashSaleDay(now);
      const rows = (await current(now)).filter((row) => row.firstDay <= day);
      const cards = await saleCards(
        db,
        rows,
        await soldOn(
          db,
          rows.map((row) => row.id),
          day,
        ),
        now,
      );
      const shown = cards.filter(
        (card) => card.status !== FlashSaleStatus.Ended && card.status !== FlashSaleStatus.Closed,
      );
      return { day, serverTime: now.toISOString(), list: shown.sort(byListOrder) };
    },

    /** GET /seckill/:seckillId: any sale still in the list of current ones, with what the shopper bought today. */
    async detail(id: number, userId: string | null): Promise<FlashSaleDetail> {
      const now = clock.now();
      const row = await saleById(id);
      if (!row) throw refuse('EVENT_ENDED');
      const day = flashSaleDay(now);
      const [facts, sold, bought] = await Promise.all([
        skuFactsById(db, [row.skuId]),
        soldOn(db, [row.id], day),
        userId === null ? null : boughtBy(db, { saleId: row.id, day, userId }),
      ]);
      const sku = facts.get(row.skuId);
      if (!sku) throw refuse('EVENT_ENDED');
      return {
        ...saleCard(row, sku, sold.get(row.id) ?? 0, now),
        serverTime: now.toISOString(),
        boughtToday: bought,
      };
    },

    /** Product cards with their flash sale (SPEC §3 'Product card' flashSaleStatus). */
    async tagCards(cards: ProductCard[]): Promise<ProductCard[]> {
      const statuses = await statusByProduct(clock.now());
      if (statuses.size === 0) return cards;
      return cards.map((card) => ({ ...card, flashSaleStatus: statuses.get(card.prodId) ?? null }));
    },

    /** Cached cards drop when a session opens or closes, as nothing is written then. */
    clockJob: (): Job =>
      announceWhenChanged(db, 'announce flash sales opening or closing', ChangeTag.catalog, async () =>
        JSON.stringify([...(await statusByProduct(clock.now()))]),
      ),
  };
}
export type FlashSalePages = ReturnType<typeof flashSalePages>;
