import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BusinessLine,
  Messages,
  OrderStatus,
  type ReviewableOrder,
  ReviewMessages,
  type ReviewPage,
  ReviewSort,
  type ReviewSubmitRequest,
} from '@tread/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, detailOf, LONG_SESSIONS, MINUTE, onePackage, staffCall } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import {
  freshProduct,
  getOk,
  type ProductSku,
  paidOrder,
  receivedOrder,
  reviewListOf,
  reviewRequest,
  reviewSummaryOf,
  submitReview,
  uploadedPhoto,
  written,
} from '../../../test/reviews';
import { reviews } from './tables';

type Headers = { authorization: string };

const dataDir = mkdtempSync(join(tmpdir(), 'tread-reviews-'));
let t: TestApp;
let admin: Headers;
let pool: Customer[] = [];
beforeAll(async () => {
  t = await createTestApp({ ...LONG_SESSIONS, DATA_DIR: dataDir });
  admin = await signInAsAdmin(t);
  pool = await signUpShoppers(t, 12);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const shopper = () => nextShopper(pool);

const review = reviewRequest;
const get = <T>(url: string, headers?: Headers) => getOk<T>(t, url, headers);
const listOf = (prodId: number, query = '') => reviewListOf(t, prodId, query);
const summaryOf = (prodId: number) => reviewSummaryOf(t, prodId);

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
