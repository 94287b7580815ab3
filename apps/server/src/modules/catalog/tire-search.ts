import {
  AxleChoice,
  formatTireSize,
  type ProductCard,
  ProductSort,
  type TireSearchAnswer,
  type TireSearchQuery,
  type TireSize,
  tireSizeKey,
  type VehicleInfo,
} from '@tread/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { refuse } from '../../platform/errors';
import { oeSizeKeys, parseStoredSize, type VehicleLookup } from '../vehicle';
import { type CardRow, cardColumns, priceBlock, tireFactsOf, toCard } from './cards';
import { facetCounts } from './facet-counts';
import { brands, categories, products, skus } from './tables';
import {
  allBut,
  coveredBy,
  facetConditions,
  filterGroups,
  type PromotionFilters,
  promotionCondition,
  promotionCountKey,
} from './tire-filters';

type Plan = {
  frontKey: string;
  rearKey: string | null;
  axle: AxleChoice | null;
  searched: TireSearchAnswer['searchedSizes'];
  vehicleKeys: ReadonlySet<string> | null;
};

/** Which sizes to list: the ones asked for, or the vehicle's OE front/rear. */
function planOf(q: TireSearchQuery, vehicle: VehicleInfo | null): Plan {
  const front = q.tireSize ?? (vehicle ? parseStoredSize(vehicle.frontSize) : undefined);
  if (!front) throw refuse('NO_TIRE_SIZE');
  const rear =
    q.rearTireSize ??
    (q.tireSize === undefined && vehicle?.rearSize ? parseStoredSize(vehicle.rearSize) : null);
  const vehicleKeys = vehicle ? oeSizeKeys(vehicle) : null;
  if (!rear || tireSizeKey(rear) === tireSizeKey(front)) {
    return {
      frontKey: tireSizeKey(front),
      rearKey: null,
      axle: null,
      searched: [sized('front', front)],
      vehicleKeys,
    };
  }
  const axle = q.axle ?? AxleChoice.Set;
  const searched = [sized('front', front), sized('rear', rear)];
  if (axle === AxleChoice.Rear)
    return { frontKey: tireSizeKey(rear), rearKey: null, axle, searched, vehicleKeys };
  if (axle === AxleChoice.Front)
    return { frontKey: tireSizeKey(front), rearKey: null, axle, searched, vehicleKeys };
  return { frontKey: tireSizeKey(front), rearKey: tireSizeKey(rear), axle, searched, vehicleKeys };
}

const sized = (axle: 'front' | 'rear', size: TireSize) => ({
  axle,
  size: formatTireSize(size),
  sizeKey: tireSizeKey(size),
});

const ORDER: Record<ProductSort, SQL[]> = {
  [ProductSort.PriceAsc]: [asc(skus.price), asc(skus.id)],
  [ProductSort.PriceDesc]: [desc(skus.price), asc(skus.id)],
  // Recommended: what can be bought now first, then tier-tagged, then popular.
  [ProductSort.Asc]: [
    sql`(${skus.stock} = 0)`,
    sql`(coalesce(${skus.tier}, 0) = 0)`,
    desc(skus.popularity),
    asc(skus.price),
    asc(skus.id),
  ],
  [ProductSort.Desc]: [desc(skus.popularity), asc(skus.price), asc(skus.id)],
};

type RearJson = CardRow & { skuId: number; partyCode: string };

/** The same product's rear SKU, preferring the front one's run-flat choice, then the cheapest. */
const rearPartner = (rearKey: string) => sql<RearJson | null>`(
  select json_build_object(
    'skuId', r.id, 'partyCode', r.party_code, 'size', r.size, 'sizeKey', r.size_key, 'width', r.width,
    'ratio', r.ratio, 'diameter', r.diameter, 'loadIndex', r.load_index, 'speedRating', r.speed_rating,
    'runFlat', r.run_flat, 'xl', r.xl, 'season', r.season, 'price', r.price, 'mapPrice', r.map_price,
    'listPrice', r.list_price, 'stock', r.stock)
  from skus r
  where r.product_id = ${skus.productId} and r.size_key = ${rearKey} and r.active
  order by (r.run_flat = ${skus.runFlat}) desc, r.price, r.id
  limit 1)`;

const hasRearPartner = (rearKey: string) =>
  sql`exists (select 1 from skus r where r.product_id = ${skus.productId} and r.size_key = ${rearKey} and r.active)`;

function toRearSku(rear: RearJson | null): ProductCard['rearSku'] {
  const tires = rear ? tireFactsOf(rear) : null;
  if (!rear || !tires) return null;
  return { skuId: rear.skuId, partyCode: rear.partyCode, tires, ...priceBlock(rear) };
}

/** How many SKUs of the list each running promotion covers, in one statement; none when nothing runs. */
async function promotionCounts(
  db: Database,
  where: SQL,
  running: PromotionFilters,
): Promise<Map<string, number>> {
  const all = (Object.keys(running) as (keyof PromotionFilters)[]).flatMap((group) =>
    running[group].map((promotion) => ({ key: promotionCountKey(group, promotion.id), promotion })),
  );
  if (all.length === 0) return new Map();
  const columns = all.map(
    ({ promotion }, i) => sql`count(*) filter (where ${coveredBy(promotion)})::int as ${sql.raw(`c${i}`)}`,
  );
  const [row] = await selectRows<Record<string, number>>(
    db,
    sql`select ${sql.join(columns, sql`, `)} from ${skus} where ${where}`,
  );
  return new Map(all.map(({ key }, i) => [key, Number(row?.[`c${i}`] ?? 0)]));
}

/**
 * Size search with filter counts in at most 3 statements: the vehicle (when one is named), the page of
 * cards, and one pass that counts every facet value with the other facets' filters applied — and a fourth
 * counting the promotion groups' SKUs while rebate, cash back or coupon promotions run.
 */
export function tireSearch(
  db: Database,
  vehicles: VehicleLookup,
  promotions: () => Promise<PromotionFilters>,
) {
  return async function search(q: TireSearchQuery): Promise<TireSearchAnswer> {
    const vehicle = q.vehicleId ? await vehicles.get(q.vehicleId) : null;
    if (q.vehicleId && !vehicle) throw refuse('VEHICLE_NOT_FOUND');
    const plan = planOf(q, vehicle);
    const conditions = facetConditions(q);
    const running = await promotions();
    const ofSize = and(
      eq(skus.active, true),
      eq(skus.sizeKey, plan.frontKey),
      plan.rearKey ? hasRearPartner(plan.rearKey) : undefined,
    )!;
    const base = and(ofSize, promotionCondition(q, running))!;
    // The page's ids come from an index-only scan; only those rows are then read whole and joined.
    const page = db
      .select({ id: skus.id })
      .from(skus)
      .where(and(base, allBut(conditions)))
      .orderBy(...ORDER[q.sort])
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .as('page');
    const [rows, { counts, total }, covered] = await Promise.all([
      db
        .select({ ...cardColumns, rear: plan.rearKey ? rearPartner(plan.rearKey) : sql<null>`null` })
        .from(page)
        .innerJoin(skus, eq(skus.id, page.id))
        .innerJoin(products, eq(products.id, skus.productId))
        .innerJoin(brands, eq(brands.id, skus.brandId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .orderBy(...ORDER[q.sort]),
      facetCounts(db, base, q),
      promotionCounts(db, and(ofSize, allBut(conditions))!, running),
    ]);
    return {
      records: rows.map(({ rear, ...row }) => toCard(row, plan.vehicleKeys, toRearSku(rear))),
      total,
      current: q.current,
      size: q.size,
      pages: Math.ceil(total / q.size),
      hasMore: q.current * q.size < total,
      filterGroups: filterGroups(counts, q, { running, counts: covered }),
      searchedSizes: plan.searched,
      axle: plan.axle,
      sort: q.sort,
    };
  };
}
