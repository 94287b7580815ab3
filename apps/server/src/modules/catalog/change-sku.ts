import type { SkuChange, SkuChangeAnswer } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { skus } from './tables';

/**
 * Staff reprice a SKU, set its stock or stop selling it. The answer waits until this process has heard the
 * change (migration 0008's trigger announces it), so the next search here already shows it.
 */
export function skuChanges({ db, changes }: Deps) {
  return async function changeSku(skuId: number, change: SkuChange): Promise<SkuChangeAnswer> {
    const [changed] = await db
      .update(skus)
      .set(change)
      .where(eq(skus.id, skuId))
      .returning({ skuId: skus.id, price: skus.price, stock: skus.stock, active: skus.active });
    if (!changed) throw refuse('SKU_NOT_FOUND');
    await changes.caughtUp();
    return changed;
  };
}
export type ChangeSku = ReturnType<typeof skuChanges>;
