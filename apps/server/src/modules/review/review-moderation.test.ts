import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminReviewPage,
  type AdminReviewRow,
  type ProductDetail,
  ReviewMessages,
  ReviewSort,
  type TireSearchAnswer,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { auditTrail } from '../../../test/audit';
import { createTestApp, type TestApp } from '../../../test/harness';
import { LONG_SESSIONS, staffMember } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import {
  freshProduct,
  getOk,
  type ProductSku,
  receivedOrder,
  reviewListOf,
  reviewRequest,
  reviewSummaryOf,
  staffReviewPost,
  written,
} from '../../../test/reviews';

/** Ratings on cards and product pages through the catalog's cache, and the console's moderation (issue 16). */

type Headers = { authorization: string };

const dataDir = mkdtempSync(join(tmpdir(), 'tread-review-moderation-'));
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
  pool = await signUpShoppers(t, 6);
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
const staffPost = (headers: Headers, reviewId: number, action: string, payload?: object) =>
  staffReviewPost(t, headers, reviewId, action, payload);

/** The audit trail's actions on one review, newest first (the subject filter matches a subject's start). */
async function actionsOn(reviewId: number): Promise<string[]> {
  const trail = await auditTrail(t, admin, { subject: `review:${reviewId}` });
  return trail.records.filter((row) => row.subject === `review:${reviewId}`).map((row) => row.action);
}

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
