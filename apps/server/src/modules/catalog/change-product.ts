import { CatalogAdminMessages, type ProductChange } from '@tread/domain';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import type { FileStorage } from '../../platform/storage';
import { squareWebp } from '../../platform/uploads';
import { fieldsOf } from './admin-sku';
import { brands, categories, products, skus } from './tables';

const PRODUCT_IMAGE_PX = 800;
const PRODUCT_IMAGE_FOLDER = 'products';

const editable = {
  name: products.name,
  brandId: products.brandId,
  categoryId: products.categoryId,
  active: sql<boolean>`${products.status} = 'active'`,
  tier: products.tier,
  bizType: products.bizType,
  brandName: brands.name,
};

async function brandNameOf(tx: Transaction, brandId: number): Promise<string> {
  const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw invalidInput(CatalogAdminMessages.BrandNotFound, 'brandId');
  return brand.name;
}

/** A product may only move to a category of its own business line (a tire line stays under Tires). */
async function checkCategory(tx: Transaction, categoryId: number, bizType: number): Promise<void> {
  const [category] = await tx
    .select({ bizType: categories.bizType })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (category?.bizType !== bizType) throw invalidInput(CatalogAdminMessages.CategoryNotFound, 'categoryId');
}

/**
 * Staff rename a product, move it to another brand or category, change its tier tag, or take it off sale,
 * audited in the same transaction. Its SKUs carry copies of brand, tier and whether it is sold (the size
 * search reads SKUs alone), so they change with it: turning a product off takes every size off sale, and
 * turning it back on puts every size back.
 */
export function productChanges({ db, clock, changes }: Deps, storage: FileStorage) {
  async function change(by: Principal, productId: number, change: ProductChange): Promise<void> {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select(editable)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(eq(products.id, productId))
        .for('no key update', { of: products });
      if (!before) throw refuse('PRODUCT_NOT_FOUND');
      const brandName =
        change.brandId === undefined ? before.brandName : await brandNameOf(tx, change.brandId);
      if (change.categoryId !== undefined) await checkCategory(tx, change.categoryId, before.bizType);
      const name = change.name ?? before.name;
      await tx
        .update(products)
        .set({
          name,
          brandId: change.brandId,
          categoryId: change.categoryId,
          tier: change.tier,
          status: change.active === undefined ? undefined : change.active ? 'active' : 'removed',
          // The search text names the product and its brand: keep it saying what the product is now.
          searchText: sql`replace(replace(${products.searchText}, ${before.name}, ${name}), ${before.brandName}, ${brandName})`,
        })
        .where(eq(products.id, productId));
      if (change.brandId !== undefined || change.tier !== undefined || change.active !== undefined) {
        await tx
          .update(skus)
          .set({ brandId: change.brandId, tier: change.tier, active: change.active })
          .where(eq(skus.productId, productId));
      }
      const after = { ...before, ...change, brandName };
      await recordStaffWrite(tx, {
        actor: by,
        action: 'product.change',
        subject: `product:${productId}`,
        before: fieldsOf(before, change),
        after: fieldsOf(after, change),
        at: clock.now(),
      });
    });
    await changes.caughtUp();
  }

  /** The avatar's upload rules (type by its bytes, size limit), saved as a square webp: the product's main picture. */
  async function replaceImage(by: Principal, productId: number, upload: Buffer): Promise<void> {
    const [exists] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!exists) throw refuse('PRODUCT_NOT_FOUND');
    const webp = await squareWebp(upload, PRODUCT_IMAGE_PX);
    const image = await storage.save(PRODUCT_IMAGE_FOLDER, `${productId}-`, 'webp', webp);
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ image: products.image })
        .from(products)
        .where(eq(products.id, productId))
        .for('no key update');
      if (!before) throw refuse('PRODUCT_NOT_FOUND');
      await tx.update(products).set({ image }).where(eq(products.id, productId));
      await recordStaffWrite(tx, {
        actor: by,
        action: 'product.image',
        subject: `product:${productId}`,
        before,
        after: { image },
        at: clock.now(),
      });
    });
    await changes.caughtUp();
  }

  return { change, replaceImage };
}
export type ProductChanges = ReturnType<typeof productChanges>;
