import { createHash } from 'node:crypto';
import { BusinessLine } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { partArtSvg } from './part-art';
import { brands, categories, products } from './tables';
import { tireSideSvg, tireTreadSvg } from './tire-art';

export type TireView = 'tread' | 'side';
/** An SVG with its strong ETag, a hash of its bytes. */
export type Drawing = { svg: string; etag: string };

const drawing = (svg: string): Drawing => ({
  svg,
  etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`,
});

/** The drawn pictures of products, from their rows. Removed products keep theirs for order history. */
export function catalogArt(db: Database) {
  async function productOf(prodId: number) {
    const [row] = await db
      .select({
        id: products.id,
        bizType: products.bizType,
        name: products.name,
        season: products.season,
        tireCategory: products.tireCategory,
        sidewall: products.sidewall,
        specs: products.specs,
        brandName: brands.name,
        category: categories.slug,
      })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, prodId));
    return row;
  }

  return {
    async tire(prodId: number, view: TireView): Promise<Drawing> {
      const row = await productOf(prodId);
      if (!row || row.bizType !== BusinessLine.Tire || !row.season) throw refuse('PRODUCT_NOT_FOUND');
      const tire = { ...row, season: row.season, category: row.tireCategory };
      return drawing(view === 'tread' ? tireTreadSvg(tire) : tireSideSvg(tire));
    },

    async part(prodId: number): Promise<Drawing> {
      const row = await productOf(prodId);
      if (!row || row.bizType === BusinessLine.Tire) throw refuse('PRODUCT_NOT_FOUND');
      return drawing(partArtSvg(row));
    },
  };
}
export type CatalogArt = ReturnType<typeof catalogArt>;
