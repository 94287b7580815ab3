import { ActivityType, CouponTarget } from '@tread/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { brands, categories } from '../src/modules/catalog';
import { activities, coupons, SURVEY_COUPON_KEY } from '../src/modules/promotion';

const DAY_MS = 86_400_000;
const NO_SCOPE = { prodIds: [], brandIds: [], categoryIds: [] };

/**
 * The store's opening coupons and activities (issue 14), written once into a shop that has none, with windows
 * counted from the first start so a fresh shop always has something running.
 */
export async function seedPromotions(db: Database, now: Date): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(coupons);
  if ((existing?.n ?? 0) > 0) return;
  const from = new Date(now.getTime() - DAY_MS);
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const brandRows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.name, ['Michelin', 'Goodyear', 'Bridgestone', 'Cooper']));
  const brand = (name: string) => brandRows.filter((row) => row.name === name).map((row) => row.id);
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.name, ['Wiper Blades', 'Motor Oil']));
  const category = (name: string) => categoryRows.filter((row) => row.name === name).map((row) => row.id);
  const base = { validFrom: from, createdAt: now, updatedAt: now };

  await db.insert(coupons).values([
    {
      ...base,
      name: 'Tire set savings',
      target: CouponTarget.Items,
      amountCents: 2000,
      minSpendCents: 30_000,
      validTo: days(60),
      totalQuantity: 500,
      scope: NO_SCOPE,
    },
    {
      ...base,
      name: 'Installation on us',
      target: CouponTarget.Installation,
      amountCents: 4000,
      validTo: days(45),
      stackable: true,
      scope: NO_SCOPE,
    },
    {
      ...base,
      name: '10% off your order',
      target: CouponTarget.Order,
      percent: 10,
      maxOffCents: 5000,
      minSpendCents: 10_000,
      validTo: days(30),
      totalQuantity: 200,
      scope: NO_SCOPE,
    },
    {
      ...base,
      name: 'Michelin weekend',
      target: CouponTarget.Items,
      amountCents: 5000,
      minSpendCents: 60_000,
      validTo: days(3),
      stackable: true,
      scope: { ...NO_SCOPE, brandIds: brand('Michelin') },
    },
    {
      ...base,
      name: 'App exclusive',
      target: CouponTarget.Items,
      amountCents: 3000,
      minSpendCents: 40_000,
      validTo: days(30),
      appOnly: true,
      scope: NO_SCOPE,
    },
    {
      ...base,
      name: 'Welcome code',
      target: CouponTarget.Items,
      amountCents: 1000,
      minSpendCents: 10_000,
      validTo: days(365),
      stackable: true,
      inCenter: false,
      code: 'TREAD10',
      scope: NO_SCOPE,
    },
    {
      ...base,
      name: 'Spring tire event',
      target: CouponTarget.Items,
      amountCents: 2500,
      minSpendCents: 40_000,
      validTo: days(90),
      inCenter: false,
      channelKey: 'SPRING25',
      scope: NO_SCOPE,
    },
    {
      ...base,
      name: 'Thanks for your feedback',
      target: CouponTarget.Items,
      amountCents: 1000,
      minSpendCents: 5000,
      validTo: days(3650),
      inCenter: false,
      channelKey: SURVEY_COUPON_KEY,
      scope: NO_SCOPE,
    },
  ]);

  const window = { startsAt: from, endsAt: days(60), createdAt: now, updatedAt: now };
  await db.insert(activities).values([
    {
      ...window,
      name: 'Michelin buy 3, get 1 free',
      type: ActivityType.BuyThreeReduceOne,
      description: 'Buy four identical Michelin tires and the fourth is on us.',
      scope: { ...NO_SCOPE, brandIds: brand('Michelin') },
    },
    {
      ...window,
      name: 'Goodyear 15% off',
      type: ActivityType.Discount,
      description: 'Every Goodyear tire at 15% off while the event runs.',
      percent: 15,
      scope: { ...NO_SCOPE, brandIds: brand('Goodyear') },
    },
    {
      ...window,
      name: 'Bridgestone rebate',
      type: ActivityType.Rebate,
      description: 'Get $17.50 per tire back to your Tread balance after the return window.',
      amountCents: 1750,
      scope: { ...NO_SCOPE, brandIds: brand('Bridgestone') },
    },
    {
      ...window,
      name: 'Cooper cash back',
      type: ActivityType.Rebate,
      description: '5% of what you pay back to your Tread balance after the return window.',
      percent: 5,
      cashback: true,
      scope: { ...NO_SCOPE, brandIds: brand('Cooper') },
    },
    {
      ...window,
      name: 'Wipers: second one half price',
      type: ActivityType.SecondHalfPrice,
      description: 'Buy two of the same wiper blade and the second is half price.',
      scope: { ...NO_SCOPE, categoryIds: category('Wiper Blades') },
    },
  ]);
}
