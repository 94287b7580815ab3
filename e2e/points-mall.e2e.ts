import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { adminToken, givePoints, uniqueEmail } from './shop-api';
import { accessToken, pause, signUpHere } from './shopper';

/** Puts an item in the points mall as operations would (POST /api/admin/pointsMall/goods); returns its name. */
async function addMallGoods(request: APIRequestContext, goods: Record<string, unknown>): Promise<string> {
  const res = await request.post('/api/admin/pointsMall/goods', {
    headers: { authorization: await adminToken(request) },
    data: { description: '', cashCents: 0, stock: 50, perUserLimit: 2, active: true, ...goods },
  });
  if (!res.ok()) throw new Error(`adding mall goods failed: ${await res.text()}`);
  return (await res.json()).name;
}

/** A running coupon anyone may hold (no code, not app-only), as the console lists them. */
async function anyRunningCoupon(request: APIRequestContext): Promise<{ couponId: number; name: string }> {
  const res = await request.get('/api/admin/coupons', {
    headers: { authorization: await adminToken(request) },
  });
  const { list } = (await res.json()) as {
    list: { couponId: number; name: string; state: string; code: string | null; appOnly: boolean }[];
  };
  const coupon = list.find((entry) => entry.state === 'running' && entry.code === null && !entry.appOnly);
  if (!coupon) throw new Error('no running coupon to put in the mall');
  return coupon;
}

/** A part in stock that can be picked up, from the catalog's search. */
async function anyPart(request: APIRequestContext): Promise<{ skuId: number; prodName: string }> {
  const res = await request.get('/api/search/searchProdPage?prodName=wiper&size=20');
  const { records } = (await res.json()) as {
    records: { skuId: number; prodName: string; totalStocks: number }[];
  };
  const part = records.find((record) => record.totalStocks >= 5);
  if (!part) throw new Error('no wiper blade in stock');
  return part;
}

test('a shopper exchanges points for a coupon and for a product picked up, and finds both in My exchanges', async ({
  page,
  request,
}) => {
  // A sign-up, two exchanges and a pick-up point search: more than the default minute on a busy machine.
  test.slow();
  const stamp = Date.now().toString(36).slice(-5);
  const coupon = await anyRunningCoupon(request);
  const couponName = await addMallGoods(request, {
    kind: 'coupon',
    name: `Mall coupon ${stamp}`,
    skuId: null,
    couponId: coupon.couponId,
    pointsPrice: 500,
  });
  const part = await anyPart(request);
  const productName = await addMallGoods(request, {
    kind: 'product',
    name: `Mall wiper ${stamp}`,
    skuId: part.skuId,
    couponId: null,
    pointsPrice: 1200,
  });

  await page.goto('/pages/account/account');
  await signUpHere(page, request, uniqueEmail('mall'));
  await givePoints(request, await accessToken(page), 3000);

  // From the points center to the mall.
  await page.goto('/packages/member/integral-index');
  await page.getByRole('link', { name: /^Points mall/ }).click();
  await expect(page).toHaveURL(/\/packages\/member\/integral-goods-list/);
  await expect(page.getByRole('heading', { name: 'Points mall', level: 1 })).toBeVisible();
  const balance = page.getByRole('region', { name: 'Your points' });
  await expect(balance).toContainText('3,000');
  await page.getByRole('tab', { name: 'Coupons' }).click();
  const grid = page.getByRole('list', { name: 'Items to exchange' });
  await expect(grid.getByRole('link', { name: new RegExp(couponName) })).toContainText('500 points');
  await expectAccessible(page);

  // A coupon: exchanged at once after asking.
  await grid.getByRole('link', { name: new RegExp(couponName) }).click();
  await expect(page).toHaveURL(/\/packages\/member\/convert-prod-det\?id=\d+/);
  await expect(page.getByRole('heading', { name: couponName })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Exchange for 500 points' }).click();
  const ask = page.getByRole('dialog', { name: 'Exchange this coupon?' });
  await expect(ask).toContainText('Points after: 2,500');
  await pause(page);
  await ask.getByRole('button', { name: 'Exchange' }).click();
  const done = page.getByRole('dialog', { name: 'Enjoy your reward' });
  await expect(done).toContainText('Exchanged! The coupon is in My coupons');
  await expect(done).toContainText('You now have 2,500 points');
  await expectAccessible(page);
  await pause(page);
  await done.getByRole('link', { name: 'My coupons' }).click();
  await expect(page).toHaveURL(/\/packages\/activities\/my-coupon/);
  await expect(page.getByText(coupon.name).first()).toBeVisible();

  // A product: checked out for points to a pick-up point.
  await page.goto('/packages/member/integral-goods-list?kind=product');
  await expect(balance).toContainText('2,500');
  await page.getByRole('link', { name: new RegExp(productName) }).click();
  await expect(page.getByRole('heading', { name: productName })).toBeVisible();
  await pause(page);
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();
  await expect(page).toHaveURL(/\/packages\/member\/integral-submit-order\?id=\d+&count=1/);
  await expect(page.getByRole('radio', { name: /^Pick up/ })).toBeVisible();
  await pause(page);
  await page.getByText('Pick up', { exact: true }).click();
  await expect(page).toHaveURL(/\/packages\/user\/select-store/);
  await page.getByLabel('Enter ZIP code').fill('90012');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(/pick-up points? within \d+ miles/)).toBeVisible();
  await page
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/packages\/member\/integral-submit-order/);
  const summary = page.getByRole('region', { name: 'Exchange summary' });
  await expect(summary).toContainText('1,200 points');
  await expect(summary).toContainText('2,500 → 1,300');
  await expectAccessible(page);
  await pause(page);
  await page.getByRole('button', { name: 'Exchange now' }).click();

  // Paid with points at once: straight to My exchanges, the product's row leading to its order.
  await expect(page).toHaveURL(/\/packages\/member\/exchange-details/);
  const exchanges = page.getByRole('list', { name: 'My exchanges' });
  const productRow = exchanges.getByRole('link', { name: new RegExp(productName) });
  await expect(productRow).toContainText('1,200 points');
  await expect(productRow).toContainText(/Order \d{16}/);
  await expect(exchanges.getByRole('link', { name: new RegExp(couponName) })).toContainText('Completed');
  await expectAccessible(page);
  await productRow.click();
  await expect(page).toHaveURL(/\/pages\/order-detail\/order-detail\?orderNum=\d{16}/);

  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText('1,300');
});
