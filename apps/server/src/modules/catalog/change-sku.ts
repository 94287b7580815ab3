import { type AdminSku, CatalogAdminMessages, type SkuChange } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { adminSkuColumns, fieldsOf, toAdminSku } from './admin-sku';
import { products, skus } from './tables';

/**
 * Staff reprice a SKU, set its stock, MAP price or purchase limit, or stop selling it, audited in the same
 * transaction. The answer waits until this process has heard the change (migration 0008's trigger announces
 * it), so the next search here already shows it.
 */
export function skuChanges({ db, clock, changes }: Deps) {
  return async function changeSku(by: Principal, skuId: number, change: SkuChange): Promise<AdminSku> {
    const changed = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ ...adminSkuColumns, productStatus: products.status })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(eq(skus.id, skuId))
        .for('no key update', { of: skus });
      if (!before) throw refuse('SKU_NOT_FOUND');
      // A SKU is sold only while its product is: the size search reads the SKU's flag alone.
      if (change.active && before.productStatus !== 'active') {
        throw invalidInput(CatalogAdminMessages.ProductOff, 'active');
      }
      const [after] = await tx.update(skus).set(change).where(eq(skus.id, skuId)).returning(adminSkuColumns);
      if (!after) throw refuse('SKU_NOT_FOUND');
      await recordStaffWrite(tx, {
        actor: by,
        action: 'sku.change',
        subject: `sku:${skuId}`,
        before: fieldsOf(before, change),
        after: fieldsOf(after, change),
        at: clock.now(),
      });
      return after;
    });
    await changes.caughtUp();
    return toAdminSku(changed);
  };
}
export type ChangeSku = ReturnType<typeof skuChanges>;
