import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { advanceClock, giveBalance, placeTireOrder, stockOf, uniqueEmail } from './shop-api';
import { accessToken, pause, signUpHere } from './shopper';

/** From pay-way, pays by card on the sandbox gateway's hosted page. */
async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page
    .getByRole('radio', { name: /Credit or debit card/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Tread Sandbox Pay' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/pages\/pay-result\/pay-result\?orderNumbers=/);
}

test('a shopper pays by sandbox card, sees the order in processing, then pays a declined order with balance', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('payer');
  await page.goto('/pages/account/account');
  await signUpHere(page, request, email);
  const token = await accessToken(page);

  const first = await placeTireOrder(request, token);
  await page.goto(`/pages/pay-way/pay-way?orderNumbers=${first.orderNumber}`);
  await expect(page.getByText(/Please complete the payment within 30 minutes/)).toBeVisible();
  await expectAccessible(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/pages/order-list/order-list');
  await page.getByRole('tab', { name: 'Processing' }).click();
  await expect(page.getByText(`Order ${first.orderNumber}`)).toBeVisible();
  await expectAccessible(page);

  const second = await placeTireOrder(request, token);
  await page.goto(`/pages/pay-way/pay-way?orderNumbers=${second.orderNumber}`);
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: 'Payment failed, please pay again!' })).toBeVisible();

  await giveBalance(request, email, 500_000);
  await pause(page);
  await page.getByRole('button', { name: 'Pay again' }).click();
  await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way/);
  await page.getByRole('radio', { name: /Balance/ }).check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Pay with balance' });
  await confirm.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/sts=1/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
});

test('an unpaid order expires after 30 minutes and its tires go back on sale', async ({ page, request }) => {
  await page.goto('/pages/account/account');
  await signUpHere(page, request, uniqueEmail('late'));
  const order = await placeTireOrder(request, await accessToken(page), '205/55R16');
  const reserved = await stockOf(request, order.prodId, order.skuId);

  await page.goto(`/pages/order-detail/order-detail?orderNum=${order.orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Pending payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();

  await advanceClock(request, 31);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Canceled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeHidden();
  // The page shows the order closed at once; the sweep that gives the tires back writes it.
  await expect.poll(() => stockOf(request, order.prodId, order.skuId)).toBe(reserved + order.count);
});
