import type { APIRequestContext } from '@playwright/test';
import { Messages, PaymentType, UserRole } from '@tread/domain';
import { createStaff, signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { giveBalance, registerShopper, SHOPPER_PASSWORD, uniqueEmail } from './shop-api';
import { signInHere } from './shopper';

useConsoleViewport();

/** Places a set of four tires for pick-up near downtown Los Angeles and pays it with balance, as a shopper would. */
async function placeAndPayPickUpOrder(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/login', { data: { email, password: SHOPPER_PASSWORD } });
  const authorization: string = (await login.json()).accessToken;
  const search = await request.get('/api/search/tires?tireSize=205%2F55R16&size=20');
  const cards: { skuId: number; totalStocks: number }[] = (await search.json()).records;
  const card = cards.find((c) => c.totalStocks >= 4);
  if (!card) throw new Error('no 205/55R16 tire with 4 in stock');
  const points = await request.get('/api/stationPoint/prodServiceStation?zip=90012');
  const stationId: number = (await points.json()).records[0].stationId;
  const submit = await request.post('/api/p/order/submit', {
    headers: { authorization },
    data: {
      items: [{ skuId: card.skuId, count: 4 }],
      deliveries: [{ group: 'tires', deliveryType: 6, stationId }],
      submitId: `admin-orders-${Date.now()}`,
    },
  });
  if (!submit.ok()) throw new Error(`submit failed: ${await submit.text()}`);
  const orderNumber: string = (await submit.json()).orderNumbers[0];
  await giveBalance(request, email, 500_000);
  const paid = await request.post('/api/p/order/pay', {
    headers: { authorization },
    data: { orderNumbers: [orderNumber], payType: PaymentType.Balance },
  });
  if (!paid.ok()) throw new Error(`pay failed: ${await paid.text()}`);
  return orderNumber;
}

test('a merchant ships a paid order from the console and the shopper sees it shipped', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('shipped');
  await registerShopper(request, email);
  const orderNumber = await placeAndPayPickUpOrder(request, email);

  await signInToConsole(page, await createStaff(request, UserRole.Merchant));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'To ship' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toContainText('Pending delivery');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status')).toContainText('Saved orders-');

  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer and delivery' })).toContainText(email);
  await expectAccessible(page);
  const ship = page.getByRole('form', { name: 'Ship' });
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(ship.getByText(Messages.TrackingNumberRequired)).toBeVisible();
  await ship.getByLabel('Carrier').fill('UPS');
  await ship.getByLabel('Waybill (tracking number)').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Ship' }).click();
  await expect(page.getByRole('region', { name: 'Packages' })).toContainText('1Z999AA10123456784');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Shipped');
  await expect(page.getByRole('form', { name: 'Ship' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.goto('/pages/account/account');
  await signInHere(page, email);
  await page.goto(`/pages/order-detail/order-detail?orderNum=${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Shipped' })).toBeVisible();
  await expect(page.getByText('UPS · 1Z999AA10123456784')).toBeVisible();
});
