import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { adminToken, uniqueEmail } from './shop-api';
import { installAtPartnerNear, pause, signUpHere } from './shopper';

const DAY_MS = 86_400_000;
/** A coupon amount no seeded coupon has, so its claim button is this journey's own. */
const COUPON_TITLE = '$23.45 off';

type Card = { prodId: number; skuId: number; totalStocks: number; showPrice: boolean; prodName: string };

/** Staff put a buy-3-get-1 activity and a coupon on one tire only, so no other journey's prices change. */
async function promotionsOn(request: APIRequestContext, prodId: number) {
  const headers = { authorization: await adminToken(request) };
  // A window around the shop's clock, which other journeys move forward.
  const window = {
    from: new Date(Date.now() - DAY_MS).toISOString(),
    to: new Date(Date.now() + 365 * DAY_MS).toISOString(),
  };
  const activity = await request.post('/api/admin/activities', {
    headers,
    data: {
      name: 'Journey buy 3 get 1',
      type: 2,
      startsAt: window.from,
      endsAt: window.to,
      scope: { prodIds: [prodId] },
    },
  });
  expect(activity.ok(), await activity.text()).toBe(true);
  const coupon = await request.post('/api/admin/coupons', {
    headers,
    data: {
      name: `Journey coupon ${Date.now().toString(36)}`,
      target: 'items',
      amount: 2345,
      percent: null,
      validFrom: window.from,
      validTo: window.to,
      scope: { prodIds: [prodId] },
    },
  });
  expect(coupon.ok(), await coupon.text()).toBe(true);
  const ids = { activityId: (await activity.json()).activityId, couponId: (await coupon.json()).couponId };
  return {
    ...ids,
    end: async () => {
      await request.post(`/api/admin/activities/${ids.activityId}/state`, {
        headers,
        data: { action: 'end' },
      });
      await request.post(`/api/admin/coupons/${ids.couponId}/state`, { headers, data: { action: 'end' } });
    },
  };
}

test('a shopper claims a coupon, buys four tires with buy 3 get 1 and the coupon, and gets the coupon back on canceling', async ({
  page,
  request,
}) => {
  const search = await request.get(`/api/search/tires?tireSize=${encodeURIComponent('265/70R17')}&size=40`);
  const cards: Card[] = (await search.json()).records;
  const card = cards.find((c) => c.totalStocks >= 4 && c.showPrice);
  if (!card) throw new Error('no 265/70R17 tire to buy');
  const promotions = await promotionsOn(request, card.prodId);
  try {
    await page.goto('/pages/account/account');
    await signUpHere(page, request, uniqueEmail('coupons'));

    // The coupon center: claim it, and it says so.
    await page.goto('/packages/activities/coupon-center');
    const claim = page.getByRole('button', { name: `Claim ${COUPON_TITLE} coupon` });
    await expect(claim).toBeVisible();
    await expectAccessible(page);
    await claim.click();
    await expect(page.getByText('Coupon claimed')).toBeVisible();

    // My coupons lists it as unused.
    await page.goto('/packages/activities/my-coupon');
    await expect(page.getByRole('tab', { name: /^Unused \(1\)/ })).toBeVisible();
    await expect(page.getByText(COUPON_TITLE).first()).toBeVisible();
    await expectAccessible(page);

    // The tire's page names the activity; four go in the cart.
    await page.goto(`/pages/prod/prod?prodid=${card.prodId}&skuId=${card.skuId}`);
    await expect(page.getByText('Journey buy 3 get 1').first()).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await pause(page);
    await page.goto('/pages/basket/basket');
    await page.getByRole('button', { name: 'Checkout (4)' }).click();
    await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
    await installAtPartnerNear(page, '90012');

    // The summary: the fourth tire free, and the coupon chosen for the shopper.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Buy 3 get 1 free')).toBeVisible();
    await expect(summary.getByText('Item coupon')).toBeVisible();
    await expect(summary.getByText('-$23.45')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coupons -$23.45 for Tires' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way\?orderNumbers=\d{16}/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumbers') ?? '';

    // The order keeps both lines.
    await page.goto(`/pages/order-detail/order-detail?orderNum=${orderNumber}`);
    await expect(page.getByText('Activity savings')).toBeVisible();
    await expect(page.getByText('Item coupon')).toBeVisible();
    await expect(page.getByText('-$23.45')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('heading', { name: 'Canceled' })).toBeVisible();

    // Canceling gave the coupon back.
    await page.goto('/packages/activities/my-coupon');
    await expect(page.getByRole('tab', { name: /^Unused \(1\)/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Used \(0\)/ })).toBeVisible();
    await expect(page.getByText(COUPON_TITLE).first()).toBeVisible();
  } finally {
    await promotions.end();
  }
});
