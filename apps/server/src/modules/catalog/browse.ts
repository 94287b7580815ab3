import {
  type BrandInfo,
  BusinessLine,
  type CategoryNode,
  type ProductPage,
  type ProductSort,
} from '@tread/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { hashOf } from './art-kit';
import { ART_VERSION } from './images';
import { productCardPage } from './product-cards';
import { brands, categories, products } from './tables';

/** The logo's URL names the art version and the brand's name, so a year-long cache never shows an old mark. */
export const brandLogoUrl = (slug: string, name: string): string =>
  `/api/brands/logo/${slug}.svg?v=${hashOf(`${ART_VERSION}:${name}`).toString(36)}`;

type CategoryRow = typeof categories.$inferSelect & { ownCount: number };

/** Brands, the category tree and category listings (the category tab, brands page, sub-category, prod-classify). */
export function catalogBrowse(db: Database) {
  async function categoryRows(): Promise<CategoryRow[]> {
    return db
      .select({
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        icon: categories.icon,
        parentId: categories.parentId,
        bizType: categories.bizType,
        sortOrder: categories.sortOrder,
        ownCount: sql<number>`count(${products.id})::int`,
      })
      .from(categories)
      .leftJoin(products, sql`${products.categoryId} = ${categories.id} and ${products.status} = 'active'`)
      .groupBy(categories.id)
      .orderBy(asc(categories.sortOrder), asc(categories.id));
  }

  return {
    async brands(bizType: BusinessLine | undefined): Promise<BrandInfo[]> {
      const rows = await db
        .select({
          brand: brands,
          tireProdCount: sql<number>`(count(${products.id}) filter (where ${products.bizType} = ${BusinessLine.Tire}))::int`,
          partsProdCount: sql<number>`(count(${products.id}) filter (where ${products.bizType} = ${BusinessLine.Goods}))::int`,
        })
        .from(brands)
        .leftJoin(products, sql`${products.brandId} = ${brands.id} and ${products.status} = 'active'`)
        .groupBy(brands.id)
        .orderBy(asc(brands.name));
      return rows
        .filter(({ tireProdCount, partsProdCount }) =>
          bizType === undefined
            ? tireProdCount + partsProdCount > 0
            : (bizType === BusinessLine.Tire ? tireProdCount : partsProdCount) > 0,
        )
        .map(({ brand, tireProdCount, partsProdCount }) => ({
          brandId: brand.id,
          brandName: brand.name,
          slug: brand.slug,
          country: brand.country,
          tier: brand.tier,
          blurb: brand.blurb,
          logo: brandLogoUrl(brand.slug, brand.name),
          tireProdCount,
          partsProdCount,
        }));
    },

    async brandName(slug: string): Promise<string> {
      const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug));
      if (!row) throw refuse('PAGE_NOT_FOUND');
      return row.name;
    },

    /** The categories under parentId (the roots without it), each with its children; counts include children. */
    async categoryTree(parentId: number | undefined): Promise<CategoryNode[]> {
      const rows = await categoryRows();
      if (parentId !== undefined && !rows.some((row) => row.id === parentId)) throw refuse('PAGE_NOT_FOUND');
      const childrenOf = (id: number | null) => rows.filter((row) => row.parentId === id);
      const countOf = (row: CategoryRow): number =>
        row.ownCount + childrenOf(row.id).reduce((total, child) => total + countOf(child), 0);
      const leaf = ({ id, parentId: parent, name, slug, icon, bizType }: CategoryRow) => ({
        categoryId: id,
        parentId: parent,
        name,
        slug,
        icon,
        bizType,
      });
      return childrenOf(parentId ?? null).map((row) => ({
        ...leaf(row),
        prodCount: countOf(row),
        children: childrenOf(row.id).map((child) => ({ ...leaf(child), prodCount: countOf(child) })),
      }));
    },

    /** A category's products and its descendants', optionally one brand's; all products without a category. */
    categoryProducts(q: {
      categoryId?: number | undefined;
      brandId?: number | undefined;
      sort: ProductSort;
      current: number;
      size: number;
    }): Promise<ProductPage> {
      const inCategory =
        q.categoryId === undefined
          ? sql`true`
          : sql`p.category_id in (
              with recursive tree as (
                select id from categories where id = ${q.categoryId}
                union all select c.id from categories c join tree on c.parent_id = tree.id)
              select id from tree)`;
      const ofBrand = q.brandId === undefined ? sql`true` : sql`p.brand_id = ${q.brandId}`;
      return productCardPage(
        db,
        sql`select p.id, 0::real as score from products p where p.status = 'active' and ${inCategory} and ${ofBrand}`,
        q.sort,
        q,
      );
    },

    /** The products a promotion covers: any of its products, brands or categories (issue 14's activity pages). */
    scopeProducts(
      scope: { prodIds: readonly number[]; brandIds: readonly number[]; categoryIds: readonly number[] },
      q: { sort: ProductSort; current: number; size: number },
    ): Promise<ProductPage> {
      const ids = (list: readonly number[]) => sql.param([...list]);
      return productCardPage(
        db,
        sql`select p.id, 0::real as score from products p where p.status = 'active' and (
          p.id = any(${ids(scope.prodIds)}::int[]) or p.brand_id = any(${ids(scope.brandIds)}::int[])
          or p.category_id = any(${ids(scope.categoryIds)}::int[]))`,
        q.sort,
        q,
      );
    },
  };
}
export type CatalogBrowse = ReturnType<typeof catalogBrowse>;
