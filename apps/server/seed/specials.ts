import { BusinessLine, flashSaleDay } from '@tread/domain';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { products, skus } from '../src/modules/catalog';
import { flashSales } from '../src/modules/flash-sale';
import { groupActivities } from '../src/modules/group-buy';

const DAY_MS = 86_400_000;

/** A price a little under `cents` times `share`, ending in 99 cents, as shops price offers. */
const offerPrice = (cents: number, share: number) =>
  Math.max(99, Math.floor((cents * share) / 100) * 100 - 1);

/**
 * The store's opening flash sales and group buys (issue 15), written once into a shop that has none: a month
 * of daily sessions from the first start, on tires of different products, so a fresh shop has some on.
 */
export async function seedSpecials(db: Database, now: Date): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(flashSales);
  if ((existing?.n ?? 0) > 0) return;
  const tires = await db
    .selectDistinctOn([products.brandId], { skuId: skus.id, price: skus.price })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.active, true), eq(products.bizType, BusinessLine.Tire), gt(skus.stock, 20)))
    .orderBy(asc(products.brandId), asc(skus.id))
    .limit(7);
  const firstDay = flashSaleDay(now);
  const lastDay = flashSaleDay(new Date(now.getTime() + 30 * DAY_MS));
  const stamps = { createdAt: now, updatedAt: now, firstDay, lastDay };
  const sessions = [
    { name: 'All-day tire deal', start: 0, end: 24 * 60, stock: 40, share: 0.72 },
    { name: 'Lunch-hour flash sale', start: 12 * 60, end: 14 * 60, stock: 20, share: 0.65 },
    { name: 'Evening snap-up', start: 18 * 60, end: 22 * 60, stock: 30, share: 0.7 },
    { name: 'Night owl special', start: 21 * 60, end: 24 * 60, stock: 16, share: 0.75 },
  ];
  // One tire of a different brand each, so every offer has its own product page.
  const flash = sessions.flatMap((session, i) => {
    const tire = tires[i];
    if (!tire) return [];
    return [
      {
        ...stamps,
        name: session.name,
        skuId: tire.skuId,
        flashPriceCents: offerPrice(tire.price, session.share),
        dailyStock: session.stock,
        perShopperLimit: 4,
        sessionStartMinute: session.start,
        sessionEndMinute: session.end,
      },
    ];
  });
  const groups = [
    { name: 'Buy with a friend', size: 2, hours: 24, share: 0.8 },
    { name: 'Team of three', size: 3, hours: 48, share: 0.75 },
    { name: 'Neighborhood group buy', size: 4, hours: 72, share: 0.7 },
  ];
  const grouped = groups.flatMap((group, i) => {
    const tire = tires[sessions.length + i];
    if (!tire) return [];
    return [
      {
        ...stamps,
        name: group.name,
        skuId: tire.skuId,
        groupPriceCents: offerPrice(tire.price, group.share),
        groupSize: group.size,
        timeLimitHours: group.hours,
      },
    ];
  });
  if (flash.length > 0) await db.insert(flashSales).values(flash);
  if (grouped.length > 0) await db.insert(groupActivities).values(grouped);
}
