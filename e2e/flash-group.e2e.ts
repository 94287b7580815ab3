import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { flashSaleDay } from '@tread/domain';
import { expect, expectAccessible, test } from './fixtures';
import { adminToken, advanceClock, giveBalance, uniqueEmail } from './shop-api';
import { installAtPartnerNear, pause, signUpHere, tapWhenLive } from './shopper';

// Flash sales and group buys (issue 15), as shoppers meet them: each journey makes its own sale or group buy on
// its own tire through the console's API, and closes it at the end, so no other journey sees it.

type Card = { prodId: number; skuId: number; totalStocks: number; showPrice: boolean };

/** A tire of `size` in stock no other journey of this file uses. */
async function tireOf(request: APIRequestContext, size: string): Promise<Card> {
  const search = await request.get(`/api/search/tires?tireSize=${encodeURIComponent(size)}&size=40`);
  const cards: Card[] = (await search.json()).records;
  const card = cards.find((c) => c.totalStocks >= 8 && c.showPrice);
  if (!card) throw new Error(`no ${size} tire to sell`);
  return card;
}

/** The shop's Los Angeles day and the next, by the shop's own clock (journeys move it forward). */
async function shopDays(request: APIRequestContext): Promise<{ firstDay: string; lastDay: string }> {
  const { serverTime } = await (await request.get('/api/seckill/list')).json();
  const now = Date.parse(serverTime);
  return { firstDay: flashSaleDay(new Date(now)), lastDay: flashSaleDay(new Date(now + 2 * 86_400_000)) };
}

async function staffPost(request: APIRequestContext, path: string, data?: object) {
  const res = await request.post(path, { headers: { authorization: await adminToken(request) }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

/** A second shopper on their own phone. */
async function anotherPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Signs a new shopper up on `page` with money on their balance to pay with. */
async function newShopper(page: Page, request: APIRequestContext, name: string): Promise<void> {
  const email = uniqueEmail(name);
  await page.goto('/pages/account/account');
  await signUpHere(page, request, email);
  await giveBalance(request, email, 200_000);
}

/** From the checkout of one special item: installer near 90012, place the order, pay it from the balance. */
async function placeAndPayWithBalance(page: Page): Promise<string> {
  await installAtPartnerNear(page, '90012');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way\?orderNumbers=\d{16}/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers') ?? '';
  await page.getByRole('radio', { name: /Balance/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page
    .getByRole('dialog', { name: 'Pay with balance' })
    .getByRole('button', { name: 'Pay', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  return orderNumber;
}

test('a shopper buys the last flash-sale tire of the day and the next shopper finds it sold out', async ({
  page,
  request,
  browser,
}) => {
  const tire = await tireOf(request, '225/45R17');
  const sale = await staffPost(request, '/api/admin/seckills', {
    name: 'Journey flash sale',
    skuId: tire.skuId,
    flashPrice: 4_999,
    dailyStock: 1,
    perShopperLimit: 1,
    sessionStart: '00:00',
    sessionEnd: '24:00',
    ...(await shopDays(request)),
  });
  try {
    await newShopper(page, request, 'flash');
    await page.goto('/packages/activities/snap-up-list');
    const card = page.getByRole('link', { name: /Journey flash sale|\$49\.99/ }).first();
    await expect(card).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/packages/activities/snap-up-detail?seckillId=${sale.seckillId}`);
    await expect(page.getByText('$49.99/ea').first()).toBeVisible();
    await expect(page.getByText(/Limit 1 per customer/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(/submit-order/);
    await placeAndPayWithBalance(page);

    // Another shopper, on another phone, finds today's stock gone.
    const other = await anotherPhone(browser);
    await newShopper(other, request, 'flash-late');
    await other.goto(`/packages/activities/snap-up-detail?seckillId=${sale.seckillId}`);
    await expect(other.getByText('Sold out; come back tomorrow at 12:00am').first()).toBeVisible();
    await expect(other.getByRole('button', { name: 'Buy now' })).toBeHidden();
    await expectAccessible(other);
    await other.context().close();
  } finally {
    await staffPost(request, `/api/admin/seckills/${sale.seckillId}/close`);
  }
});

test('two shoppers fill a group of two and both orders move on to processing', async ({
  page,
  request,
  browser,
}) => {
  const tire = await tireOf(request, '235/45R18');
  const activity = await staffPost(request, '/api/admin/group-activities', {
    name: 'Journey group of two',
    skuId: tire.skuId,
    groupPrice: 5_999,
    groupSize: 2,
    timeLimitHours: 24,
    ...(await shopDays(request)),
  });
  try {
    await newShopper(page, request, 'leader');
    await page.goto('/packages/activities/a-bulk-list');
    await expect(page.getByRole('link', { name: /2-person group.*\$59\.99\/ea/ })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/pages/prod/prod?prodid=${tire.prodId}&groupActivityId=${activity.groupActivityId}`);
    await tapWhenLive(page.getByRole('button', { name: /^Start a group/ }));
    await expect(page).toHaveURL(/group-confirm-order|submit-order/);
    const leaderOrder = await placeAndPayWithBalance(page);

    await page.goto(`/pages/order-detail/order-detail?orderNum=${leaderOrder}`);
    await expect(page.getByRole('heading', { name: 'Grouping' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /Group details/ }).click();
    await expect(page).toHaveURL(/spell-group-details\?groupId=\d+/);
    const groupPage = page.url();
    await expect(page.getByText('Needs 1 more to complete')).toBeVisible();
    await expectAccessible(page);

    // The friend opens the shared link and joins.
    const friend = await anotherPhone(browser);
    await newShopper(friend, request, 'friend');
    await friend.goto(groupPage);
    await friend.getByRole('button', { name: /^Join this group/ }).click();
    await expect(friend).toHaveURL(/group-confirm-order|submit-order/);
    const friendOrder = await placeAndPayWithBalance(friend);
    await friend.goto(`/pages/order-detail/order-detail?orderNum=${friendOrder}`);
    await expect(friend.getByRole('heading', { name: 'Pending delivery' })).toBeVisible();
    await friend.context().close();

    await pause(page);
    await page.goto(`/pages/order-detail/order-detail?orderNum=${leaderOrder}`);
    await expect(page.getByRole('heading', { name: 'Pending delivery' })).toBeVisible();
    await page.goto(groupPage);
    await expect(page.getByText('Group complete — your order is being processed')).toBeVisible();
  } finally {
    await staffPost(request, `/api/admin/group-activities/${activity.groupActivityId}/close`);
  }
});

test('a group that does not fill in time refunds its member, who sees the refund', async ({
  page,
  request,
}) => {
  const tire = await tireOf(request, '215/55R17');
  const activity = await staffPost(request, '/api/admin/group-activities', {
    name: 'Journey group that times out',
    skuId: tire.skuId,
    groupPrice: 6_999,
    groupSize: 3,
    timeLimitHours: 1,
    ...(await shopDays(request)),
  });
  try {
    await newShopper(page, request, 'alone');
    await page.goto(`/pages/prod/prod?prodid=${tire.prodId}&groupActivityId=${activity.groupActivityId}`);
    await tapWhenLive(page.getByRole('button', { name: /^Start a group/ }));
    const orderNumber = await placeAndPayWithBalance(page);

    // An hour passes with nobody joining.
    await advanceClock(request, 61);
    await page.goto(`/pages/order-detail/order-detail?orderNum=${orderNumber}`);
    await expect(page.getByRole('heading', { name: 'Canceled' })).toBeVisible();
    await expect(
      page.getByText(/did not complete, so this order was canceled and your payment refunded in full/),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /Group details/ }).click();
    await expect(
      page.getByText('This group did not fill in time; your payment has been refunded'),
    ).toBeVisible();
    await expectAccessible(page);
    // The sweep (every second here) gives the money back through the payment that took it, in full, once.
    const headers = { authorization: await adminToken(request) };
    const paymentOf = async () =>
      (await (await request.get(`/api/admin/orders/${orderNumber}`, { headers })).json()).payments[0];
    await expect.poll(async () => (await paymentOf()).refunds.length).toBe(1);
    const payment = await paymentOf();
    expect(payment.refunded).toBe(payment.amount);
  } finally {
    await staffPost(request, `/api/admin/group-activities/${activity.groupActivityId}/close`);
  }
});
