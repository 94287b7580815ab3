import { createHash } from 'node:crypto';
import {
  CatalogAdminMessages,
  type PriceListApplied,
  type PriceListPreview,
  type PriceListRow,
} from '@tread/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrites } from '../../platform/staff-audit';
import { type PriceListLine, readPriceList } from './price-list-csv';
import { products, skus } from './tables';

type SkuNow = { skuId: number; partyCode: string; productName: string; price: number; stock: number };

/**
 * The SKUs the lines name, by id or code. Inside an apply they are locked in id order, the order reserveStock
 * locks in, so an upload and the orders taking stock wait on each other instead of deadlocking.
 */
async function skusNamed(
  db: Database | Transaction,
  lines: PriceListLine[],
  lock: boolean,
): Promise<SkuNow[]> {
  const ids = lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId]));
  const codes = lines.flatMap((l) => (l.skuId === null && l.partyCode !== null ? [l.partyCode] : []));
  const query = db
    .select({
      skuId: skus.id,
      partyCode: skus.partyCode,
      productName: products.name,
      price: skus.price,
      stock: skus.stock,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(
      sql`${skus.id} = any(${sql.param(ids)}::int[]) or ${skus.partyCode} = any(${sql.param(codes)}::text[])`,
    )
    .orderBy(skus.id);
  return lock ? query.for('no key update', { of: skus }) : query;
}

const change = (before: number, after: number | undefined) =>
  after === undefined ? null : { before, after };

/** Each line against its SKU as it is now: the change it makes, or why it is refused. */
function compare(lines: PriceListLine[], found: SkuNow[]): PriceListRow[] {
  const byId = new Map(found.map((s) => [s.skuId, s]));
  const byCode = new Map(found.map((s) => [s.partyCode, s]));
  const firstLineOf = new Map<number, number>();
  return lines.map((l) => {
    const sku =
      l.skuId === null ? (l.partyCode === null ? undefined : byCode.get(l.partyCode)) : byId.get(l.skuId);
    const unknown = l.skuId === null ? l.partyCode : String(l.skuId);
    const mismatch = sku && l.skuId !== null && l.partyCode !== null && sku.partyCode !== l.partyCode;
    const earlier = sku ? firstLineOf.get(sku.skuId) : undefined;
    if (sku && earlier === undefined) firstLineOf.set(sku.skuId, l.line);
    const error =
      l.error ??
      (sku ? null : CatalogAdminMessages.RowUnknownSku(unknown ?? '')) ??
      (mismatch ? CatalogAdminMessages.RowSkuMismatch(l.skuId ?? 0, l.partyCode ?? '') : null) ??
      (earlier === undefined ? null : CatalogAdminMessages.RowDuplicate(earlier));
    const price = sku ? change(sku.price, l.price) : null;
    const stock = sku ? change(sku.stock, l.stock) : null;
    return {
      line: l.line,
      skuId: sku?.skuId ?? l.skuId,
      partyCode: sku?.partyCode ?? l.partyCode,
      productName: sku?.productName ?? null,
      price,
      stock,
      changed: error === null && (price?.before !== price?.after || stock?.before !== stock?.after),
      error,
    };
  });
}

/** What apply must send back: a digest of every change with the values it was previewed against. */
function tokenOf(rows: PriceListRow[]): string {
  const changes = rows.filter((r) => r.changed).map((r) => [r.skuId, r.price, r.stock]);
  return createHash('sha256').update(JSON.stringify(changes)).digest('hex');
}

async function previewIn(db: Database | Transaction, csv: string, lock: boolean): Promise<PriceListPreview> {
  const lines = readPriceList(csv);
  const rows = compare(lines, await skusNamed(db, lines, lock));
  const errors = rows.filter((r) => r.error !== null).length;
  const changes = rows.filter((r) => r.changed).length;
  return { rows, changes, errors, token: errors === 0 && changes > 0 ? tokenOf(rows) : null };
}

/**
 * Bulk price and stock from a CSV: a preview lists each line's change (before → after) or its error; apply
 * re-reads the file against the SKUs locked, and changes them all in one transaction only if nothing is
 * refused and every SKU is still as previewed (the token). A stock an order took after the preview is
 * therefore never overwritten, and the same file applied twice changes nothing the second time.
 */
export function priceLists({ db, clock, changes }: Deps) {
  const preview = (csv: string): Promise<PriceListPreview> => previewIn(db, csv, false);

  async function apply(by: Principal, csv: string, token: string): Promise<PriceListApplied> {
    const applied = await db.transaction(async (tx) => {
      const now = await previewIn(tx, csv, true);
      const refused = now.rows.find((r) => r.error !== null);
      if (refused)
        throw invalidInput(CatalogAdminMessages.UploadHasErrors(refused.line, refused.error ?? ''), 'csv');
      if (now.token !== token) throw refuse(now.changes === 0 ? 'PRICE_LIST_APPLIED' : 'PRICE_LIST_CHANGED');
      const changed = now.rows.filter((r) => r.changed);
      const ids = changed.map((r) => r.skuId ?? 0);
      const prices = changed.map((r) => r.price?.after ?? null);
      const stocks = changed.map((r) => r.stock?.after ?? null);
      await tx.execute(sql`
        update ${skus} set price = coalesce(w.price, ${skus.price}), stock = coalesce(w.stock, ${skus.stock})
        from unnest(${sql.param(ids)}::int[], ${sql.param(prices)}::int[], ${sql.param(stocks)}::int[])
          as w(sku_id, price, stock)
        where ${skus.id} = w.sku_id`);
      const at = clock.now();
      // One audit row per SKU, so the trail of sku:<id> shows a CSV change beside its single edits.
      await recordStaffWrites(
        tx,
        changed.map((row) => ({
          actor: by,
          action: 'sku.priceList',
          subject: `sku:${row.skuId}`,
          before: { price: row.price?.before, stock: row.stock?.before },
          after: { price: row.price?.after, stock: row.stock?.after },
          at,
        })),
      );
      return { changed: changed.length };
    });
    await changes.caughtUp();
    return applied;
  }

  return { preview, apply };
}
export type PriceLists = ReturnType<typeof priceLists>;
