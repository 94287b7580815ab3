import { sql } from 'drizzle-orm';
import type { Transaction } from '../src/db/client';
import { hashString } from './catalog/random';

// Multi-row inserts stay under PostgreSQL's 65,535 bind parameters (products have ~23 columns).
const ROWS_PER_INSERT = 2000;
/** Rows per JSON statement: big enough to amortise a round trip, small enough to parse quickly. */
export const JSON_ROWS_PER_INSERT = 10_000;

export type BrandIds = Map<string, { id: number; tier: string; name: string }>;
export type CategoryIds = Map<string, { id: number }>;

/** 'all-season' → 'all_season': the seed writes kebab-case, the API snake_case. */
export const snake = <T extends string>(text: string): T => text.replace(/-/g, '_') as T;

/** Sales-led order before any sale: better-known brands and top lines start higher. */
export const seededPopularity = (key: string, brandTier: string, tier: number | null): number =>
  (brandTier === 'premium' ? 600 : brandTier === 'mid' ? 350 : 150) +
  (tier ? 150 : 0) +
  (hashString(key) % 400);

export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insert(rows.slice(start, start + ROWS_PER_INSERT));
  }
}

/** Many rows in one statement through one JSON parameter: far cheaper than a bind parameter per value. */
export async function insertJson(
  tx: Transaction,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
): Promise<void> {
  const names = sql.raw(Object.keys(columns).join(', '));
  const types = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${names}) select ${names} from json_to_recordset(${JSON.stringify(rows)}::json) as t(${types})`,
  );
}

/** Sets each product's picture once its id is known, as the drawn art's URLs name the id. */
export async function setImages(tx: Transaction, rows: { id: number; image: string }[]): Promise<void> {
  await tx.execute(
    sql`update products set image = t.image from json_to_recordset(${JSON.stringify(rows)}::json) as t(id int, image text) where products.id = t.id`,
  );
}
