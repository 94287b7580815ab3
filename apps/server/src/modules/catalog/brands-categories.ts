import {
  type AdminBrand,
  type AdminCategory,
  type BusinessLine,
  type brandCreateRequest,
  CatalogAdminMessages,
  type categoryCreateRequest,
} from '@tread/domain';
import { and, asc, count, eq, isNull, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { invalidInput, refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { brands, categories, products } from './tables';

type BrandCreate = z.output<typeof brandCreateRequest>;
type CategoryCreate = z.output<typeof categoryCreateRequest>;
type Table = typeof brands | typeof categories;

/** 'BF Goodrich®' → 'bf-goodrich'; a name of symbols only still gets a slug. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'item';

/** The slug, or the slug with the first free number after it: slugs name pages and never change. */
async function freeSlug(tx: Transaction, table: Table, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: table.slug })
        .from(table)
        .where(like(table.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Two brands (or two categories under one parent) named alike would be one too many in a filter list. */
async function refuseTakenName(
  tx: Transaction,
  table: Table,
  name: string,
  { exceptId, parentId }: { exceptId?: number; parentId?: number | null } = {},
) {
  const conditions = [sql`lower(${table.name}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(sql`${table.id} <> ${exceptId}`);
  if (parentId !== undefined) {
    conditions.push(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
  }
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions));
  if (clash) throw invalidInput(CatalogAdminMessages.NameTaken, 'name');
}

/** Brands and categories as the console lists, creates and renames them, each write audited. */
export function brandsAndCategories({ db, clock, changes }: Deps) {
  const productCounts = async (column: typeof products.brandId | typeof products.categoryId) =>
    new Map(
      (await db.select({ id: column, n: count() }).from(products).groupBy(column)).map((r) => [r.id, r.n]),
    );

  async function listBrands(): Promise<AdminBrand[]> {
    const [rows, counts] = await Promise.all([
      db.select().from(brands).orderBy(asc(brands.name)),
      productCounts(products.brandId),
    ]);
    return rows.map((b) => ({
      brandId: b.id,
      slug: b.slug,
      name: b.name,
      country: b.country,
      tier: b.tier,
      productCount: counts.get(b.id) ?? 0,
    }));
  }

  async function listCategories(): Promise<AdminCategory[]> {
    const [rows, counts] = await Promise.all([
      db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
      productCounts(products.categoryId),
    ]);
    return rows.map((c) => ({
      categoryId: c.id,
      slug: c.slug,
      name: c.name,
      parentId: c.parentId,
      bizType: c.bizType,
      productCount: counts.get(c.id) ?? 0,
    }));
  }

  /** Runs a write and its audit row in one transaction, then waits until shoppers' caches have heard it. */
  async function audited<T>(write: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await db.transaction(write);
    await changes.caughtUp();
    return result;
  }

  const createBrand = (by: Principal, input: BrandCreate) =>
    audited(async (tx) => {
      await refuseTakenName(tx, brands, input.name);
      const values = { ...input, slug: await freeSlug(tx, brands, input.name), blurb: '' };
      const [brand] = await tx.insert(brands).values(values).returning({ id: brands.id });
      if (!brand) throw refuse('NOT_FOUND');
      const subject = `brand:${brand.id}`;
      await recordStaffWrite(tx, {
        actor: by,
        action: 'brand.create',
        subject,
        before: null,
        after: values,
        at: clock.now(),
      });
      return brand.id;
    });

  const renameBrand = (by: Principal, brandId: number, name: string) =>
    audited(async (tx) => {
      const [before] = await tx
        .select({ name: brands.name })
        .from(brands)
        .where(eq(brands.id, brandId))
        .for('update');
      if (!before) throw refuse('NOT_FOUND');
      await refuseTakenName(tx, brands, name, { exceptId: brandId });
      await tx.update(brands).set({ name }).where(eq(brands.id, brandId));
      // Product search text names the brand: a renamed brand is found by its new name.
      await tx
        .update(products)
        .set({ searchText: sql`replace(${products.searchText}, ${before.name}, ${name})` })
        .where(eq(products.brandId, brandId));
      const subject = `brand:${brandId}`;
      await recordStaffWrite(tx, {
        actor: by,
        action: 'brand.rename',
        subject,
        before,
        after: { name },
        at: clock.now(),
      });
    });

  const createCategory = (by: Principal, input: CategoryCreate) =>
    audited(async (tx) => {
      const [parent] =
        input.parentId === null
          ? [undefined]
          : await tx.select().from(categories).where(eq(categories.id, input.parentId));
      if (input.parentId !== null && !parent)
        throw invalidInput(CatalogAdminMessages.CategoryNotFound, 'parentId');
      await refuseTakenName(tx, categories, input.name, { parentId: input.parentId });
      const values = {
        name: input.name,
        slug: await freeSlug(tx, categories, input.name),
        parentId: input.parentId,
        bizType: (parent?.bizType ?? input.bizType) as BusinessLine,
        icon: parent?.icon ?? 'package',
      };
      const [category] = await tx.insert(categories).values(values).returning({ id: categories.id });
      if (!category) throw refuse('NOT_FOUND');
      const subject = `category:${category.id}`;
      await recordStaffWrite(tx, {
        actor: by,
        action: 'category.create',
        subject,
        before: null,
        after: values,
        at: clock.now(),
      });
      return category.id;
    });

  const renameCategory = (by: Principal, categoryId: number, name: string) =>
    audited(async (tx) => {
      const [before] = await tx
        .select({ name: categories.name, parentId: categories.parentId })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .for('update');
      if (!before) throw refuse('NOT_FOUND');
      await refuseTakenName(tx, categories, name, { exceptId: categoryId, parentId: before.parentId });
      await tx.update(categories).set({ name }).where(eq(categories.id, categoryId));
      const subject = `category:${categoryId}`;
      await recordStaffWrite(tx, {
        actor: by,
        action: 'category.rename',
        subject,
        before: { name: before.name },
        after: { name },
        at: clock.now(),
      });
    });

  return { listBrands, listCategories, createBrand, renameBrand, createCategory, renameCategory };
}
export type BrandsAndCategories = ReturnType<typeof brandsAndCategories>;
