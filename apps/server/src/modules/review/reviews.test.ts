import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminReviewPage,
  type AdminReviewRow,
  BusinessLine,
  Messages,
  OrderStatus,
  type ProductDetail,
  type ReviewableOrder,
  ReviewMessages,
  type ReviewPage,
  ReviewSort,
  type ReviewSubmitRequest,
  type ReviewSummary,
  type TireSearchAnswer,
  UserRole,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import {
  DAY,
  detailOf,
  LONG_SESSIONS,
  MINUTE,
  onePackage,
  staffCall,
  staffMember,
} from '../../../test/order-lifecycle';
import { signUpShoppers } from '../../../test/orders';
import {
  freshProduct,
  type ProductSku,
  paidOrder,
  receivedOrder,
  submitReview,
  uploadedPhoto,
  written,
} from '../../../test/reviews';
import { reviews } from './tables';

type Headers = { authorization: string };

const dataDir = mkdtempSync(join(tmpdir(), 'tread-reviews-'));
let t: TestApp;
let admin: Headers;
let merchant: Headers;
let service: Headers;
let pool: Customer[] = [];
beforeAll(async () => {
  t = await createTestApp({ ...LONG_SESSIONS, DATA_DIR: dataDir });
  admin = await signInAsAdmin(t);
  merchant = await staffMember(t, UserRole.Merchant);
  service = await staffMember(t, UserRole.CustomerService);
  pool = await signUpShoppers(t, 12);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const shopper = (): Customer => {
  const next = pool.pop();
  if (!next) throw new Error('no shoppers left');
  return next;
};

const review = (orderNumber: string, itemId: number, more: Partial<ReviewSubmitRequest> = {}) => ({
  orderNumber,
  itemId,
  rating: 4 as const,
  text: 'Quiet and grippy in the rain.',
  ...more,
});

const get = async <T>(url: string, headers?: Headers): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, ...(headers ? { headers } : {}) });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};
const listOf = (prodId: number, query = '') => get<ReviewPage>(`/api/comment/list?prodId=${prodId}${query}`);
const summaryOf = (prodId: number) => get<ReviewSummary>(`/api/comment/summary?prodId=${prodId}`);
const staffPost = (headers: Headers, reviewId: number, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/reviews/${reviewId}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });

/** The audit trail's actions on one review, newest first (the subject filter matches a subject's start). */
async function actionsOn(reviewId: number): Promise<string[]> {
  const trail = await auditTrail(t, admin, { subject: `review:${reviewId}` });
  return trail.records.filter((row) => row.subject === `review:${reviewId}`).map((row) => row.action);
}

describe('writing a review', () => {
  it('is refused before the order is received, and for another shopper', async () => {
    const [ann, ben] = [shopper(), shopper()];
    const tire = await freshProduct(t);
    const orderNumber = await paidOrder(t, ann, [tire.skuId], BusinessLine.Tire);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/p/review/order?orderNumber=${orderNumber}`,
      headers: ann.headers,
    });
    expect([early.statusCode, early.json().code]).toEqual([409, 'REVIEW_NOT_ALLOWED']);
    const { items } = await detailOf(t, ann, orderNumber);
    const refused = await submitReview(t, ann, review(orderNumber, items[0]?.itemId ?? 0));
    expect([refused.statusCode, refused.json().message]).toEqual([409, ReviewMessages.NotReviewable]);

    const received = await receivedOrder(t, admin, ann, [tire]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/p/review/order?orderNumber=${received.orderNumber}`,
      headers: ben.headers,
    });
    expect(peek.statusCode).toBe(404);
    const theirs = await submitReview(t, ben, review(received.orderNumber, received.itemIds[0] ?? 0));
    expect(theirs.statusCode).toBe(404);
    expect(await t.handle.db.select().from(reviews).where(eq(reviews.prodId, tire.prodId))).toEqual([]);
  });

  it("answers each of the spec's messages on its field, and takes only the shopper's own photos", async () => {
    const [ann, ben] = [shopper(), shopper()];
    const tire = await freshProduct(t);
    const { orderNumber, itemIds } = await receivedOrder(t, admin, ann, [tire]);
    const itemId = itemIds[0] ?? 0;
    const [mine, theirs] = [await uploadedPhoto(t, ann), await uploadedPhoto(t, ben)];
    const cases: [Partial<ReviewSubmitRequest>, number, string, string][] = [
      [{ text: undefined }, 400, 'text', Messages.ReviewTextRequired],
      [{ text: '   ' }, 400, 'text', Messages.ReviewTextRequired],
      [{ text: 'x'.repeat(501) }, 400, 'text', Messages.ReviewTextTooLong],
      [{ images: Array.from({ length: 10 }, () => mine) }, 400, 'images', Messages.ReviewImagesTooMany],
      [{ images: [mine, theirs] }, 400, 'images', Messages.ImageBadFormat],
    ];
    for (const [bent, status, field, message] of cases) {
      const res = await submitReview(t, ann, review(orderNumber, itemId, bent));
      expect([res.statusCode, res.json().field, res.json().message]).toEqual([status, field, message]);
    }
    const noRating = await submitReview(t, ann, { orderNumber, itemId, text: 'Fine.' });
    expect([noRating.statusCode, noRating.json().message]).toEqual([400, ReviewMessages.RatingRequired]);
    const notYours = await submitReview(t, ann, review(orderNumber, itemId, { images: [theirs] }));
    expect(notYours.json().code).toBe('PHOTO_NOT_YOURS');

    const kept = await written(
      t,
      ann,
      review(orderNumber, itemId, { text: 'x'.repeat(500), images: [mine] }),
    );
    expect([kept.text.length, kept.images]).toEqual([500, [mine]]);
  });

  it('writes one review per item however many submits race', async () => {
    const ann = shopper();
    const tire = await freshProduct(t);
    const { orderNumber, itemIds } = await receivedOrder(t, admin, ann, [tire]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submitReview(t, ann, review(orderNumber, itemIds[0] ?? 0, { text: `Attempt ${i}` })),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((res) => res.statusCode !== 200).map((res) => res.json().message))).toEqual(
      new Set([ReviewMessages.AlreadyReviewed]),
    );
    expect(await t.handle.db.select().from(reviews).where(eq(reviews.prodId, tire.prodId))).toHaveLength(1);
    expect((await summaryOf(tire.prodId)).count).toBe(1);
  });

  it('completes the order (4 to 5) once every item has its review; parts keep no tire ratings', async () => {
    const ann = shopper();
    const tires = [await freshProduct(t), await freshProduct(t)];
    const { orderNumber, itemIds } = await receivedOrder(t, admin, ann, tires);
    const [first = 0, second = 0] = itemIds;
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Comment);

    const rated = await written(t, ann, review(orderNumber, first, { tireRatings: { wetGrip: 5 } }));
    expect(rated.tireRatings).toEqual({ wetGrip: 5 });
    expect(rated.displaySize).not.toBeNull();
    const order = await get<ReviewableOrder>(`/api/p/review/order?orderNumber=${orderNumber}`, ann.headers);
    expect(order.items.map((item) => [item.itemId, item.isTire, item.reviewed])).toEqual([
      [first, true, true],
      [second, true, false],
    ]);
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Comment);
    await written(t, ann, review(orderNumber, second));
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Completed);

    const part = await freshProduct(t, BusinessLine.Goods);
    const parts = await receivedOrder(t, admin, ann, [part], BusinessLine.Goods);
    const partReview = await written(
      t,
      ann,
      review(parts.orderNumber, parts.itemIds[0] ?? 0, { tireRatings: { noise: 2 } }),
    );
    expect([partReview.tireRatings, partReview.displaySize]).toEqual([{}, null]);
    expect((await detailOf(t, ann, parts.orderNumber)).status).toBe(OrderStatus.Completed);
    const summary = await summaryOf(part.prodId);
    expect([summary.count, summary.categories]).toEqual([1, []]);
  });

  it('takes a review of a shipped order past its auto-confirm time before any sweep, and completes it', async () => {
    const ann = shopper();
    const tire = await freshProduct(t);
    const orderNumber = await paidOrder(t, ann, [tire.skuId], BusinessLine.Tire);
    const shipped = await staffCall(t, admin, orderNumber, 'ship', onePackage);
    expect(shipped.statusCode).toBe(200);
    // Past the 10 days after which a shipped order counts as received, before any sweep has run.
    t.clock.advance(11 * DAY);
    const { items } = await detailOf(t, ann, orderNumber);
    expect((await submitReview(t, ann, review(orderNumber, items[0]?.itemId ?? 0))).statusCode).toBe(200);
    // Received at its auto-confirm time, then completed by its only review; the sweep has nothing left to do.
    expect(await detailOf(t, ann, orderNumber)).toMatchObject({
      status: OrderStatus.Completed,
      completedAt: new Date(new Date(shipped.json().shippedAt).getTime() + 10 * DAY).toISOString(),
    });
    await t.runJobs();
    expect((await detailOf(t, ann, orderNumber)).status).toBe(OrderStatus.Completed);
  });
});

describe("a product's reviews", () => {
  let product: ProductSku;
  const ids: Record<'A' | 'B' | 'C' | 'D' | 'E', number> = { A: 0, B: 0, C: 0, D: 0, E: 0 };
  const long = 'These held the road through a whole wet winter and still look new. '.repeat(2);
  beforeAll(async () => {
    const jamie = shopper();
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/p/user/setUserInfo',
      headers: jamie.headers,
      payload: { nickName: 'Jamie' },
    });
    expect(named.statusCode).toBe(200);
    product = await freshProduct(t);
    const photo = await uploadedPhoto(t, jamie);
    // Oldest first, a minute apart: A 3 short, B 5 short, C 2 long, D 4 with a photo, E 5 long and anonymous.
    const plan: [keyof typeof ids, Partial<ReviewSubmitRequest>][] = [
      ['A', { rating: 3, text: 'Fine.', tireRatings: { dryGrip: 4 } }],
      ['B', { rating: 5, text: 'Great.', tireRatings: { dryGrip: 5, noise: 3 } }],
      ['C', { rating: 2, text: long }],
      ['D', { rating: 4, text: 'Good.', images: [photo] }],
      ['E', { rating: 5, text: long, anonymous: true }],
    ];
    for (const [name, more] of plan) {
      const { orderNumber, itemIds } = await receivedOrder(t, admin, jamie, [product]);
      ids[name] = (await written(t, jamie, review(orderNumber, itemIds[0] ?? 0, more))).reviewId;
      t.clock.advance(MINUTE);
    }
  });

  const order = (page: ReviewPage) =>
    page.records.map((r) => Object.entries(ids).find(([, id]) => id === r.reviewId)?.[0]);

  it('sorts by each of the four orders, and filters by photos and by rating', async () => {
    const sorted = (sort: number) => listOf(product.prodId, `&sort=${sort}`).then(order);
    expect(await sorted(ReviewSort.MostRecent)).toEqual(['E', 'D', 'C', 'B', 'A']);
    expect(await sorted(ReviewSort.HighestRated)).toEqual(['E', 'B', 'D', 'A', 'C']);
    expect(await sorted(ReviewSort.LowestRated)).toEqual(['C', 'A', 'D', 'E', 'B']);
    expect(await sorted(ReviewSort.Recommended)).toEqual(['D', 'E', 'C', 'B', 'A']);
    expect(order(await listOf(product.prodId))).toEqual(['D', 'E', 'C', 'B', 'A']);
    expect(order(await listOf(product.prodId, '&withPhotos=true'))).toEqual(['D']);
    expect(order(await listOf(product.prodId, `&rating=5&sort=${ReviewSort.MostRecent}`))).toEqual([
      'E',
      'B',
    ]);
    const second = await listOf(product.prodId, `&sort=${ReviewSort.MostRecent}&size=2&current=2`);
    expect([order(second), second.total, second.pages, second.hasMore]).toEqual([['C', 'B'], 5, 3, true]);
  });

  it('names the writer masked or anonymous, with the rating label and the size bought', async () => {
    const { records } = await listOf(product.prodId, `&sort=${ReviewSort.MostRecent}`);
    const [e, d] = records;
    expect([e?.author, e?.ratingLabel]).toEqual(['Anonymous', 'Highly recommended']);
    expect([d?.author, d?.ratingLabel, d?.images.length]).toEqual(['J***', 'Recommended', 1]);
    expect(d?.displaySize).toMatch(/R\d/);
  });

  it('summarizes count, average, distribution, photos and the tire categories', async () => {
    const summary = await summaryOf(product.prodId);
    expect(summary).toMatchObject({ count: 5, average: 3.8, withPhotos: 1 });
    expect(summary.distribution.map((d) => [d.rating, d.count])).toEqual([
      [5, 2],
      [4, 1],
      [3, 1],
      [2, 1],
      [1, 0],
    ]);
    const averages = Object.fromEntries(summary.categories.map((c) => [c.key, c.average]));
    expect(averages).toEqual({
      dryGrip: 4.5,
      wetGrip: null,
      snow: null,
      noise: 3,
      comfort: null,
      treadwear: null,
    });
  });
});

describe('ratings on cards and product pages, and moderation', () => {
  let product: ProductSku & { size: string };
  const card = async () => {
    const url = `/api/search/tires?tireSize=${encodeURIComponent(product.size)}&brandIds=${product.brandId}&size=50`;
    const found = await get<TireSearchAnswer>(url);
    return found.records.find((c) => c.skuId === product.skuId)?.rating;
  };
  const page = async () => (await get<ProductDetail>(`/api/prod/prodInfo?prodId=${product.prodId}`)).reviews;
  /** The card and page as the cache answers them once every committed change has been heard. */
  const shown = async () => {
    await t.handle.changes.caughtUp();
    return { card: await card(), page: await page() };
  };

  beforeAll(async () => {
    const found = await freshProduct(t);
    if (!found.size) throw new Error('no tire size');
    product = { ...found, size: found.size };
  });

  it('shows the rating of visible reviews through the cache, hidden ones leaving it until shown again', async () => {
    const [ann, ben] = [shopper(), shopper()];
    const orders = [
      await receivedOrder(t, admin, ann, [product]),
      await receivedOrder(t, admin, ben, [product]),
    ];
    expect(await shown()).toEqual({ card: null, page: { count: 0, average: null } });
    // Read again from the cache, without a statement.
    const before = t.handle.queryCount();
    expect(await card()).toBeNull();
    expect(t.handle.queryCount()).toBe(before);

    const five = await written(
      t,
      ann,
      review(orders[0]?.orderNumber ?? '', orders[0]?.itemIds[0] ?? 0, { rating: 5 }),
    );
    expect(await shown()).toEqual({ card: { average: 5, count: 1 }, page: { count: 1, average: 5 } });
    await written(t, ben, review(orders[1]?.orderNumber ?? '', orders[1]?.itemIds[0] ?? 0, { rating: 2 }));
    expect(await shown()).toEqual({ card: { average: 3.5, count: 2 }, page: { count: 2, average: 3.5 } });

    const hidden = await staffPost(service, five.reviewId, 'hide', { reason: 'Mentions a competitor' });
    expect(hidden.json<AdminReviewRow>()).toMatchObject({
      visibility: 'hidden',
      hiddenReason: 'Mentions a competitor',
    });
    expect(await shown()).toEqual({ card: { average: 2, count: 1 }, page: { count: 1, average: 2 } });
    expect((await listOf(product.prodId)).records.map((r) => r.rating)).toEqual([2]);
    expect(await summaryOf(product.prodId)).toMatchObject({ count: 1, average: 2, withPhotos: 0 });
    // Hiding it again changes only the reason: it is counted out once.
    await staffPost(merchant, five.reviewId, 'hide', { reason: 'Off topic' });
    expect((await shown()).card).toEqual({ average: 2, count: 1 });
    const staffList = await get<AdminReviewPage>('/api/admin/reviews?visibility=hidden', merchant);
    expect(staffList.records.map((r) => [r.reviewId, r.hiddenReason, r.customerEmail])).toEqual([
      [five.reviewId, 'Off topic', ann.email],
    ]);

    const shownAgain = await staffPost(merchant, five.reviewId, 'unhide');
    expect(shownAgain.json<AdminReviewRow>()).toMatchObject({ visibility: 'visible', hiddenReason: null });
    expect(await shown()).toEqual({ card: { average: 3.5, count: 2 }, page: { count: 2, average: 3.5 } });
    expect(
      (await listOf(product.prodId, `&sort=${ReviewSort.HighestRated}`)).records.map((r) => r.rating),
    ).toEqual([5, 2]);
    expect(await summaryOf(product.prodId)).toMatchObject({ count: 2, average: 3.5 });

    expect(await actionsOn(five.reviewId)).toEqual(['review.unhide', 'review.hide', 'review.hide']);
  });

  it("shows the shop's reply under the review; a second reply replaces the first", async () => {
    const [first] = (await listOf(product.prodId)).records;
    const reviewId = first?.reviewId ?? 0;
    for (const text of ['Thanks for your review!', 'Thanks, glad they fit your car.']) {
      const res = await staffPost(service, reviewId, 'reply', { text });
      expect(res.json<AdminReviewRow>().reply?.text).toBe(text);
    }
    const [after] = (await listOf(product.prodId)).records;
    expect(after?.reply?.text).toBe('Thanks, glad they fit your car.');
    const empty = await staffPost(service, reviewId, 'reply', { text: ' ' });
    expect([empty.statusCode, empty.json().message]).toEqual([400, ReviewMessages.ReplyRequired]);
    expect((await actionsOn(reviewId)).slice(0, 2)).toEqual(['review.reply', 'review.reply']);
  });

  it('is for merchants, customer service and administrators only', async () => {
    const customer = shopper();
    const operations = await staffMember(t, UserRole.Operations);
    const [first] = (await listOf(product.prodId)).records;
    for (const headers of [customer.headers, operations]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers });
      expect(list.statusCode).toBe(403);
      const hide = await staffPost(headers, first?.reviewId ?? 0, 'hide', { reason: 'Spam' });
      expect(hide.statusCode).toBe(403);
    }
    const missing = await staffPost(admin, 2_000_000_000, 'unhide');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'REVIEW_NOT_FOUND']);
    const newest = await get<AdminReviewPage>('/api/admin/reviews?rating=2', admin);
    expect(newest.records.every((r) => r.rating === 2)).toBe(true);
  });
});
