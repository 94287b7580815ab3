import { type AdminProductDetail, type AdminSku, BusinessLine, Messages } from '@tread/domain';
import type { Call } from './testing';

/** The catalog the flash-sale and group-buy doubles sell from: products with their SKUs, as the console reads them. */

export type Answer = { status?: number; body: unknown };
export const NOT_FOUND: Answer = { status: 404, body: { code: 'NOT_FOUND', message: Messages.NotFound } };
const ID = /\/(\d+)(?:\/|$|\?)/;
/** The first id in a call's path. */
export const idIn = (url: string) => Number(ID.exec(url)?.[1] ?? 0);

const skuOf = (sku: Partial<AdminSku> & Pick<AdminSku, 'skuId' | 'price'>): AdminSku => ({
  partyCode: `MI-${sku.skuId}`,
  partNumber: `PN-${sku.skuId}`,
  size: null,
  mapPrice: null,
  showMapPrice: false,
  listPrice: sku.price,
  stock: 20,
  purchaseLimit: null,
  active: true,
  ...sku,
});

/** A product as the console reads it: the figures of its row are those of its SKUs. */
function productOf(product: { productId: number; name: string; brandName: string; skus: AdminSku[] }) {
  const prices = product.skus.map((sku) => sku.price);
  return {
    code: `P${product.productId}`,
    bizType: BusinessLine.Tire,
    brandId: 3,
    categoryId: 1,
    categoryName: 'Performance tires',
    active: true,
    tier: null,
    image: `/media/products/${product.productId}.webp`,
    skuCount: product.skus.length,
    minPrice: prices.length > 0 ? Math.min(...prices) : null,
    maxPrice: prices.length > 0 ? Math.max(...prices) : null,
    totalStock: product.skus.reduce((sum, sku) => sum + sku.stock, 0),
    ...product,
  } satisfies AdminProductDetail;
}

const pilotSport = productOf({
  productId: 12,
  name: 'Michelin Pilot Sport 4S',
  brandName: 'Michelin',
  skus: [
    skuOf({ skuId: 120, size: '225/45R17 94W', price: 18999, stock: 24 }),
    skuOf({ skuId: 121, size: '245/40R18 97Y', price: 22999, stock: 8 }),
    skuOf({ skuId: 122, size: '255/35R19 96Y', price: 26999, active: false }),
  ],
});
const CATALOG = [pilotSport];

/** A SKU as an offer's row names it: its product, its size on cards, its usual price. */
export const skuIn = (skuId: number) => {
  const product =
    CATALOG.find((candidate) => candidate.skus.some((sku) => sku.skuId === skuId)) ?? pilotSport;
  const sku = product.skus.find((candidate) => candidate.skuId === skuId) ?? (product.skus[0] as AdminSku);
  return {
    prodId: product.productId,
    skuId: sku.skuId,
    prodName: product.name,
    brandName: product.brandName,
    image: product.image,
    bizType: product.bizType,
    displaySize: product.bizType === BusinessLine.Tire ? sku.size : null,
    usualPrice: sku.price,
  };
};

/** The catalog's answers: products by name or SKU code, and one product with its SKUs. */
export function catalogAnswer({ url }: Call): Answer | null {
  if (url.startsWith('/api/admin/products?')) {
    const q = (new URL(url, 'http://shop').searchParams.get('q') ?? '').toLowerCase();
    const records = CATALOG.filter(
      (product) =>
        product.name.toLowerCase().includes(q) ||
        product.skus.some((sku) => sku.partyCode.toLowerCase() === q),
    ).map(({ skus: _skus, ...row }) => row);
    return { body: { records, total: records.length, current: 1, pages: 1 } };
  }
  if (url.startsWith('/api/admin/products/')) {
    const product = CATALOG.find((candidate) => candidate.productId === idIn(url));
    return product ? { body: product } : NOT_FOUND;
  }
  return null;
}
