import type { APIRequestContext, Page } from '@playwright/test';
import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { adminToken } from './shop-api';

useConsoleViewport();

type CenterCoupon = { couponId: number; name: string; title: string; condition: string };
type ProductActivity = { activityId: number; activityType: number; activityName: string };

/** A tire few other journeys look at, so the activity put on it changes no other journey's prices. */
const TIRE = 'Tornel Astral';

/** A `datetime-local` value a year from now: past any clock the journeys move the shop to. */
const aYearOn = () => `${new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T00:00`;

async function centerCoupons(request: APIRequestContext): Promise<CenterCoupon[]> {
  const res = await request.get('/api/coupon/center');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { list: CenterCoupon[] }).list;
}

async function productActivities(request: APIRequestContext, prodId: number): Promise<ProductActivity[]> {
  const res = await request.get(`/api/prod/prodInfo?prodId=${prodId}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { activityList: ProductActivity[] }).activityList;
}

/** Ends what the journey made even when it stops half-way, so no later journey meets it. */
async function endLeftovers(request: APIRequestContext, made: { coupons: number[]; activities: number[] }) {
  const headers = { authorization: await adminToken(request) };
  for (const id of made.coupons)
    await request.post(`/api/admin/coupons/${id}/state`, { headers, data: { action: 'end' } });
  for (const id of made.activities)
    await request.post(`/api/admin/activities/${id}/state`, { headers, data: { action: 'end' } });
}

/** Ends a promotion from its list's row, answering the confirmation. */
async function endFromList(page: Page, name: string, what: 'coupon' | 'activity') {
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await row.getByRole('button', { name: `End ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `End the ${what} “${name}”?` });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: `End ${what}` }).click();
  await expect(row.getByText('Ended')).toBeVisible();
}

test('operations runs a $15 coupon in the center and a buy 3 get 1 free on a tire, and the shop offers both', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const couponName = `Journey $15 off ${stamp}`;
  const activityName = `Journey 4 for 3 ${stamp}`;
  const search = await request.get(`/api/search/searchProdPage?prodName=${encodeURIComponent(TIRE)}&size=1`);
  const [tire] = (await search.json()).records as { prodId: number; prodName: string }[];
  if (!tire) throw new Error(`no ${TIRE} to put on an activity`);
  const made = { coupons: [] as number[], activities: [] as number[] };

  try {
    await signInToConsole(page, await createStaff(request, UserRole.Operations));
    await page.getByRole('link', { name: 'Promotions' }).click();
    await expect(page.getByRole('heading', { name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Coupons' })).toBeVisible();
    await expectAccessible(page);

    // The coupon: $15 off the whole order, no minimum, in the coupon center (the form's defaults but the figure).
    await page.getByRole('link', { name: 'New coupon' }).click();
    await expect(page.getByRole('heading', { name: 'New coupon' })).toBeVisible();
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByText('Please enter a name')).toBeVisible();
    await expect(page.getByText('Enter the amount in dollars')).toBeVisible();
    await page.getByLabel(/^Name/).fill(couponName);
    await page.getByLabel(/^Amount off/).fill('15');
    await page.getByLabel(/^Valid until/).fill(aYearOn());
    await expect(page.getByLabel(/^Takes money off/)).toHaveValue('order');
    await expect(page.getByLabel(/^Minimum spend/)).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: /In the coupon center/ })).toBeChecked();
    await expect(page.getByText('$15.00 off · No minimum spend')).toBeVisible();
    await expectAccessible(page);
    const createdCoupon = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/coupons') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create coupon' }).click();
    made.coupons.push(((await (await createdCoupon).json()) as { couponId: number }).couponId);
    await expect(page.getByRole('status')).toHaveText(`Coupon “${couponName}” created: $15.00 off`);
    const couponRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: couponName }) });
    await expect(couponRow).toContainText('No minimum spend');
    await expect(couponRow).toContainText('Running');
    await expect(couponRow).toContainText('0 / ∞');

    // The activity: buy 3 get 1 free on one tire, found by name in the scope picker.
    await page
      .getByRole('navigation', { name: 'Promotions' })
      .getByRole('link', { name: 'Activities' })
      .click();
    await page.getByRole('link', { name: 'New activity' }).click();
    await expect(page.getByRole('heading', { name: 'New activity' })).toBeVisible();
    await page.getByLabel(/^Name/).fill(activityName);
    await expect(page.getByLabel(/^Type/)).toHaveValue('2');
    await page.getByLabel(/^Ends/).fill(aYearOn());
    await page.getByRole('button', { name: 'Create activity' }).click();
    await expect(page.getByText('Choose the products, brands or categories it covers')).toBeVisible();
    await page.getByLabel('Find products by name, SKU code or id').fill(TIRE);
    await page.getByRole('checkbox', { name: new RegExp(`#${tire.prodId}$`) }).check();
    await expect(page.getByRole('list', { name: 'Chosen products' })).toContainText(tire.prodName);
    await expect(page.getByText('Cards show: Buy 3 get 1 free')).toBeVisible();
    await expectAccessible(page);
    const createdActivity = page.waitForResponse(
      (res) => res.url().endsWith('/api/admin/activities') && res.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Create activity' }).click();
    made.activities.push(((await (await createdActivity).json()) as { activityId: number }).activityId);
    await expect(page.getByRole('status')).toHaveText(`Activity “${activityName}” created: Buy 3 get 1 free`);
    const activityRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: activityName }) });
    await expect(activityRow).toContainText('1 product');
    await expect(activityRow).toContainText('Running');

    // The shop: the coupon in the coupon center, the activity on the tire's card and page.
    expect(await centerCoupons(request)).toContainEqual(
      expect.objectContaining({ name: couponName, title: '$15.00 off', condition: 'No minimum spend' }),
    );
    expect(await productActivities(request, tire.prodId)).toContainEqual(
      expect.objectContaining({ activityId: made.activities[0], activityType: 2, activityName }),
    );
    await page.goto('/packages/activities/coupon-center');
    await expect(page.getByText(couponName)).toBeVisible();

    // Ended from the console (after a confirmation), neither is offered any more.
    await page.goto('/admin/promotions/activities');
    await endFromList(page, activityName, 'activity');
    await page.getByRole('navigation', { name: 'Promotions' }).getByRole('link', { name: 'Coupons' }).click();
    await endFromList(page, couponName, 'coupon');
    expect((await centerCoupons(request)).map((coupon) => coupon.name)).not.toContain(couponName);
    expect((await productActivities(request, tire.prodId)).map((a) => a.activityName)).not.toContain(
      activityName,
    );
  } finally {
    await endLeftovers(request, made);
  }
});

test('customer service does not see promotions and is refused when opening them', async ({
  page,
  request,
}) => {
  await signInToConsole(page, await createStaff(request, UserRole.CustomerService));
  await expect(page.getByRole('link', { name: 'Promotions' })).toHaveCount(0);
  await page.goto('/admin/promotions');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
});
