import { randomUUID } from 'node:crypto';
import {
  BusinessLine,
  CheckoutGroup,
  PaymentType,
  type Review,
  type ReviewPage,
  type ReviewSubmitRequest,
  type ReviewSummary,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import sharp from 'sharp';
import { skus } from '../src/modules/catalog';
import type { Customer } from './accounts';
import type { TestApp } from './harness';
import { detailOf, myOrder, onePackage, staffCall } from './order-lifecycle';
import { deliveryFor } from './orders';
import { adjustBalance, pay } from './payments';

/** Test kit of the review tests: a product of their own per test, orders bought and received, the review calls. */

type Headers = { authorization: string };
export type ProductSku = { skuId: number; prodId: number; brandId: number; size: string | null };

const usedProducts = new WeakMap<TestApp, number[]>();

/** An active SKU of a product no earlier call handed out, in stock, at $100 and without a purchase limit. */
export async function freshProduct(
  t: TestApp,
  bizType: BusinessLine = BusinessLine.Tire,
): Promise<ProductSku> {
  const used = usedProducts.get(t) ?? [];
  const [sku] = await t.handle.db
    .select({ skuId: skus.id, prodId: skus.productId, brandId: skus.brandId, size: skus.size })
    .from(skus)
    .where(
      and(
        eq(skus.active, true),
        eq(skus.bizType, bizType),
        bizType === BusinessLine.Tire ? isNotNull(skus.size) : undefined,
        used.length ? notInArray(skus.productId, used) : undefined,
      ),
    )
    .orderBy(skus.id)
    .limit(1);
  if (!sku) throw new Error('no product left');
  usedProducts.set(t, [...used, sku.prodId]);
  await t.handle.db
    .update(skus)
    .set({ price: 10_000, stock: 1_000, purchaseLimit: null })
    .where(eq(skus.id, sku.skuId));
  return sku;
}

/** An order of one piece of each SKU (all tires or all parts), paid from the balance and delivered home. */
export async function paidOrder(t: TestApp, who: Customer, skuIds: number[], bizType: BusinessLine) {
  const group = bizType === BusinessLine.Tire ? CheckoutGroup.Tires : CheckoutGroup.Parts;
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/p/order/submit',
    headers: who.headers,
    payload: {
      items: skuIds.map((skuId) => ({ skuId, count: 1 })),
      deliveries: [await deliveryFor(t, who, 'home', group)],
      submitId: randomUUID(),
    },
  });
  const [orderNumber = ''] = submitted.json<SubmitOrderAnswer>().orderNumbers;
  await adjustBalance(t, who.email, (await detailOf(t, who, orderNumber)).total);
  const paid = await pay(t, who, [orderNumber], PaymentType.Balance);
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  return orderNumber;
}

/** Staff ship the order; the shopper confirms receipt, so it waits for reviews (status 4). */
export async function receive(t: TestApp, staff: Headers, who: Customer, orderNumber: string) {
  const shipped = await staffCall(t, staff, orderNumber, 'ship', onePackage);
  if (shipped.statusCode !== 200) throw new Error(`ship: ${shipped.body}`);
  const received = await myOrder(t, who, 'confirmReceipt', orderNumber);
  if (received.statusCode !== 200) throw new Error(`receipt: ${received.body}`);
}

/** A received order of `products`, with the ids of its items in the same order. */
export async function receivedOrder(
  t: TestApp,
  staff: Headers,
  who: Customer,
  products: ProductSku[],
  bizType: BusinessLine = BusinessLine.Tire,
) {
  const orderNumber = await paidOrder(
    t,
    who,
    products.map((p) => p.skuId),
    bizType,
  );
  await receive(t, staff, who, orderNumber);
  const { items } = await detailOf(t, who, orderNumber);
  const itemIds = products.map((p) => items.find((item) => item.skuId === p.skuId)?.itemId ?? 0);
  return { orderNumber, itemIds };
}

export const submitReview = (t: TestApp, who: Customer, payload: Partial<ReviewSubmitRequest>) =>
  t.app.inject({ method: 'POST', url: '/api/p/review', headers: who.headers, payload });

/** A review that must be written. */
export async function written(t: TestApp, who: Customer, payload: ReviewSubmitRequest): Promise<Review> {
  const res = await submitReview(t, who, payload);
  if (res.statusCode !== 200) throw new Error(`review: ${res.body}`);
  return res.json<Review>();
}

/** A small photo uploaded by the shopper through POST /api/p/photos: its URL. */
export async function uploadedPhoto(t: TestApp, who: Customer): Promise<string> {
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const boundary = '----tread-review-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tire.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/p/photos',
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  if (res.statusCode !== 200) throw new Error(`photo: ${res.body}`);
  return res.json<{ url: string }>().url;
}

/** A valid review of one item, which a test then bends. */
export const reviewRequest = (
  orderNumber: string,
  itemId: number,
  more: Partial<ReviewSubmitRequest> = {},
) => ({
  orderNumber,
  itemId,
  rating: 4 as const,
  text: 'Quiet and grippy in the rain.',
  ...more,
});

/** A GET that must answer 200, as JSON. */
export async function getOk<T>(t: TestApp, url: string, headers?: Headers): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

export const reviewListOf = (t: TestApp, prodId: number, query = '') =>
  getOk<ReviewPage>(t, `/api/comment/list?prodId=${prodId}${query}`);
export const reviewSummaryOf = (t: TestApp, prodId: number) =>
  getOk<ReviewSummary>(t, `/api/comment/summary?prodId=${prodId}`);

/** A console moderation step on one review: hide, unhide or reply. */
export const staffReviewPost = (
  t: TestApp,
  headers: Headers,
  reviewId: number,
  action: string,
  payload?: object,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });
