import {
  type AdminFlashSaleRow,
  type AdminFlashSalesAnswer,
  type FlashSaleEdit,
  FlashSaleMessages,
  flashSaleDay,
  Messages,
  minuteOfDay,
} from '@tread/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { skuFactsById } from '../catalog';
import { type SaleRow, saleCard } from './sale-cards';
import { soldOn } from './sale-days';
import { flashSaleDays, flashSales } from './tables';

/** Operations schedule flash sales, watch what they sell today and close one early (issue 15). */
export function adminFlashSales({ db, clock }: Deps) {
  async function rowsOf(rows: SaleRow[]): Promise<AdminFlashSaleRow[]> {
    const now = clock.now();
    const ids = rows.map((row) => row.id);
    const [skus, today, totals] = await Promise.all([
      skuFactsById(
        db,
        rows.map((row) => row.skuId),
      ),
      soldOn(db, ids, flashSaleDay(now)),
      db
        .select({ saleId: flashSaleDays.saleId, sold: sql<number>`sum(${flashSaleDays.sold})::int` })
        .from(flashSaleDays)
        .groupBy(flashSaleDays.saleId),
    ]);
    const soldTotal = new Map(totals.map((row) => [row.saleId, row.sold]));
    return rows.flatMap((row) => {
      const sku = skus.get(row.skuId);
      if (!sku) return [];
      return [
        {
          ...saleCard(row, sku, today.get(row.id) ?? 0, now),
          firstDay: row.firstDay,
          lastDay: row.lastDay,
          soldTotal: soldTotal.get(row.id) ?? 0,
          closedAt: row.closedAt?.toISOString() ?? null,
        },
      ];
    });
  }

  /** The SKU must exist and the flash price be below its usual price. */
  async function checkedValues(tx: Transaction, edit: FlashSaleEdit) {
    const sku = (await skuFactsById(tx, [edit.skuId])).get(edit.skuId);
    if (!sku) throw invalidInput(Messages.ProductUnavailable, 'skuId');
    if (edit.flashPrice >= sku.price) throw invalidInput(FlashSaleMessages.PriceBelowUsual, 'flashPrice');
    return {
      name: edit.name,
      skuId: edit.skuId,
      flashPriceCents: edit.flashPrice,
      dailyStock: edit.dailyStock,
      perShopperLimit: edit.perShopperLimit,
      firstDay: edit.firstDay,
      lastDay: edit.lastDay,
      sessionStartMinute: minuteOfDay(edit.sessionStart),
      sessionEndMinute: minuteOfDay(edit.sessionEnd),
      updatedAt: clock.now(),
    };
  }

  /** One write and its audit entry in one transaction; answers the sale as the console lists it. */
  async function write(
    by: Principal,
    action: string,
    change: (tx: Transaction) => Promise<SaleRow | undefined>,
  ): Promise<AdminFlashSaleRow> {
    const row = await db.transaction(async (tx) => {
      const written = await change(tx);
      if (!written) throw refuse('NOT_FOUND');
      await recordStaffWrite(tx, {
        actor: by,
        action,
        subject: `seckill:${written.id}`,
        before: null,
        after: written,
        at: clock.now(),
      });
      return written;
    });
    const [answer] = await rowsOf([row]);
    if (!answer) throw refuse('PRODUCT_UNAVAILABLE');
    return answer;
  }

  return {
    async list(): Promise<AdminFlashSalesAnswer> {
      const rows = await db.select().from(flashSales).orderBy(desc(flashSales.id));
      return { list: await rowsOf(rows) };
    },

    create: (by: Principal, edit: FlashSaleEdit) =>
      write(by, 'seckill.create', async (tx) => {
        const values = await checkedValues(tx, edit);
        const [row] = await tx
          .insert(flashSales)
          .values({ ...values, createdAt: values.updatedAt })
          .returning();
        return row;
      }),

    update: (by: Principal, id: number, edit: FlashSaleEdit) =>
      write(by, 'seckill.change', async (tx) => {
        const values = await checkedValues(tx, edit);
        const [row] = await tx.update(flashSales).set(values).where(eq(flashSales.id, id)).returning();
        return row;
      }),

    /** Shoppers then read 'The second kill product has been closed!'; orders already placed stand. */
    close: (by: Principal, id: number) =>
      write(by, 'seckill.close', async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .update(flashSales)
          .set({
            closedAt: sql`coalesce(${flashSales.closedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(eq(flashSales.id, id))
          .returning();
        return row;
      }),
  };
}
export type AdminFlashSales = ReturnType<typeof adminFlashSales>;
