import {
  type AdminMallGoods,
  type AdminProductDetail,
  adminMallGoods,
  adminProductDetail,
  BusinessLine,
  mallGoodsEdit,
  refusal,
} from '@tread/domain';
import { type Answer, answerRefusal, type Call } from '../../testing/stub-shop';
import { loyaltyShop } from './testing';

/**
 * A small shop for the points mall's page: its goods, checked on POST and PUT by the schema the server checks
 * with (a refusal names the field), the catalog's products to choose a SKU from, and the shop's coupons.
 */

const sku = (
  skuId: number,
  size: string,
  price: number,
  change: { stock?: number; active?: boolean } = {},
) => ({
  skuId,
  partyCode: `MI-${skuId}`,
  partNumber: `P${skuId}`,
  size,
  price,
  mapPrice: null,
  showMapPrice: false,
  listPrice: price,
  stock: 40,
  purchaseLimit: null,
  active: true,
  ...change,
});

export const PILOT: AdminProductDetail = adminProductDetail.parse({
  productId: 31,
  code: 'MI-PS4',
  name: 'Michelin Pilot Sport 4',
  bizType: BusinessLine.Tire,
  brandId: 2,
  brandName: 'Michelin',
  categoryId: 1,
  categoryName: 'Tires',
  active: true,
  tier: null,
  image: '/images/pilot-sport-4.webp',
  skuCount: 2,
  minPrice: 18_999,
  maxPrice: 21_999,
  totalStock: 40,
  skus: [sku(3101, '225/45R17', 18_999), sku(3102, '245/40R18', 21_999, { active: false })],
});

export const mallItem = (change: Partial<AdminMallGoods>): AdminMallGoods =>
  adminMallGoods.parse({
    id: 1,
    kind: 'coupon',
    name: '$15 off for points',
    image: '',
    pointsPrice: 800,
    cashCents: 0,
    stockLeft: 7,
    skuId: null,
    productName: null,
    description: 'Any order over $100',
    couponId: 9,
    stock: 10,
    exchanged: 3,
    perUserLimit: 1,
    active: true,
    ...change,
  });

export const GOODS: AdminMallGoods[] = [
  mallItem({}),
  mallItem({
    id: 2,
    kind: 'product',
    name: 'Pilot Sport 4 for points',
    image: PILOT.image,
    pointsPrice: 500,
    cashCents: 499,
    stockLeft: 2,
    skuId: 3101,
    productName: 'Michelin Pilot Sport 4',
    description: 'One tire, picked up or delivered',
    couponId: null,
    stock: 5,
    exchanged: 3,
    perUserLimit: 2,
    active: false,
  }),
];

export type MallShop = {
  goods?: AdminMallGoods[];
  /** A refusal the server makes of a save the schema passed (a rule only the server knows). */
  refuse?: (call: Call) => Answer | undefined;
};

export function mallShop({ goods = GOODS, refuse }: MallShop = {}) {
  const store = [...goods];
  const coupons = loyaltyShop();
  return (call: Call): Answer => {
    const { pathname, searchParams } = new URL(call.url, 'http://shop.test');
    if (pathname === '/api/admin/products') {
      const q = searchParams.get('q')?.toLowerCase() ?? '';
      const records = PILOT.name.toLowerCase().includes(q) ? [PILOT] : [];
      return { body: { records, total: records.length, current: 1, pages: 1 } };
    }
    if (pathname === `/api/admin/products/${PILOT.productId}`) return { body: PILOT };
    const saving = /^\/api\/admin\/pointsMall\/goods(?:\/(\d+))?$/.exec(pathname);
    if (!saving) return coupons(call);
    if (call.method === 'GET') return { body: { records: store } };
    const checked = mallGoodsEdit.safeParse(call.body);
    if (!checked.success) {
      const [issue] = checked.error.issues;
      return {
        status: 400,
        body: { code: 'INVALID_INPUT', message: issue?.message, field: issue?.path.join('.') || undefined },
      };
    }
    const refused = refuse?.(call);
    if (refused) return refused;
    const id = saving[1] === undefined ? store.length + 1 : Number(saving[1]);
    const before = store.find((item) => item.id === id);
    if (call.method === 'PUT' && !before) return answerRefusal(refusal('MALL_GOODS_NOT_FOUND'));
    const exchanged = before?.exchanged ?? 0;
    const edit = checked.data;
    const saved = mallItem({
      ...edit,
      id,
      exchanged,
      stockLeft: edit.stock - exchanged,
      image: edit.skuId === null ? '' : PILOT.image,
    });
    if (before) store.splice(store.indexOf(before), 1, saved);
    else store.push(saved);
    return { body: saved };
  };
}

/** The saves the page sent (POST and PUT), with their bodies. */
export const saves = (calls: Call[]) =>
  calls.filter((call) => call.method === 'POST' || call.method === 'PUT');
