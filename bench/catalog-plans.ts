// Query plans of the catalog's hot paths, captured from the statements the services really send.
import { ProductSort, tireSearchQuery } from '@tread/domain';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { textSearch } from '../apps/server/src/modules/catalog/text-search';
import { tireSearch } from '../apps/server/src/modules/catalog/tire-search';
import { vehicleLookup } from '../apps/server/src/modules/vehicle/lookup';

type Statement = { query: string; params: unknown[] };

/** EXPLAIN (ANALYZE, BUFFERS) of every statement a size search with filters and a text search run. */
export async function capturePlans(databaseUrl: string, vehicleId: string): Promise<string> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const captured: Statement[] = [];
  const db = drizzle({
    client: pool,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  });
  // No promotions run in the benchmark's catalog: the promotion groups add no statement.
  const bySize = tireSearch(db, vehicleLookup(db), async () => ({
    rebate: [],
    cashBack: [],
    extraCoupon: [],
  }));
  const cases: [string, () => Promise<unknown>][] = [
    [
      'size search 275/45R20 (the largest size), brand + season filters, recommended sort',
      () =>
        bySize(
          tireSearchQuery.parse({
            tireSize: '275/45R20',
            brandIds: '1,2,3,4,5',
            seasons: 'summer,all_season',
          }),
        ),
    ],
    [
      'staggered vehicle, set of front and rear, price low to high',
      () => bySize(tireSearchQuery.parse({ vehicleId, sort: String(ProductSort.PriceAsc) })),
    ],
    [
      "text search 'michelin defendr'",
      () => textSearch(db, bySize)({ prodName: 'michelin defendr', current: 1, size: 20 }),
    ],
  ];
  const out: string[] = [];
  try {
    for (const [title, run] of cases) {
      captured.length = 0;
      await run();
      for (const [index, { query, params }] of [...captured].entries()) {
        const { rows } = await pool.query(`explain (analyze, buffers, costs off) ${query}`, params);
        const plan = rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        out.push(`#### ${title} — statement ${index + 1} of ${captured.length}\n\n\`\`\`\n${plan}\n\`\`\``);
      }
    }
  } finally {
    await pool.end();
  }
  return out.join('\n\n');
}
