import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice, RefundStatus, UserRole } from '@tread/domain';
import { createStaff, signInToConsole } from './console';
import { expect, expectAccessible, test } from './fixtures';
import {
  balanceOf,
  giveBalance,
  payWithBalance,
  placeTireOrder,
  receivePickUpOrder,
  uniqueEmail,
} from './shop-api';
import { accessToken, pause, signUpHere, tapWhenLive } from './shopper';

/** A small real PNG, as a phone's photo would be: the server reads its bytes and re-encodes it. */
const PHOTO = {
  name: 'tire.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * A shopper signed up on this page with 4 tires of `size` bought from the balance, picked up and received; each
 * journey buys its own size, so the stock other journeys count is left alone.
 */
async function receivedTires(page: Page, request: APIRequestContext, name: string, size: string) {
  const email = uniqueEmail(name);
  await page.goto('/pages/account/account');
  await signUpHere(page, request, email);
  await giveBalance(request, email, 500_000);
  const token = await accessToken(page);
  const order = await placeTireOrder(request, token, size, 'pickup');
  await payWithBalance(request, token, order.orderNumber);
  await receivePickUpOrder(request, token, order.orderNumber);
  return { email, token, order };
}

test('a shopper returns 2 of 4 tires: staff accept, the shopper sends tracking, staff confirm receipt, and the money is back', async ({
  page,
  request,
  browser,
}) => {
  const { token, order } = await receivedTires(page, request, 'returns', '215/60R16');
  const before = await balanceOf(request, token);

  // From the order: the item's Refund button, then the way, then the request.
  await page.goto(`/pages/order-detail/order-detail?orderNum=${order.orderNumber}`);
  await tapWhenLive(page.getByRole('link', { name: /^Refund / }));
  await pause(page);
  await tapWhenLive(page.getByRole('link', { name: /Return and refund/ }));
  await expect(page.getByRole('radio', { name: 'Return and refund' })).toBeChecked();
  await page.getByLabel('Reason').selectOption('Item damaged or defective');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('You can refund up to 4 units')).toBeVisible();
  await page.getByLabel('Description').fill('Two tires have a bulge on the sidewall.');
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Pending merchant processing').first()).toBeVisible();
  const refundNumber = new URL(page.url()).searchParams.get('refundNumber') ?? '';
  const amount = (
    await (
      await request.get(`/api/p/refund/detail?refundNumber=${refundNumber}`, {
        headers: { authorization: token },
      })
    ).json()
  ).amount as number;

  // A merchant accepts it in the console.
  const merchant = await createStaff(request, UserRole.Merchant);
  const desk = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const staffPage = await desk.newPage();
  await signInToConsole(staffPage, merchant);
  await staffPage.getByRole('link', { name: 'Refunds' }).click();
  await staffPage.getByRole('link', { name: refundNumber }).click();
  await staffPage.getByRole('button', { name: 'Accept', exact: true }).click();
  await staffPage.getByRole('dialog').getByRole('button', { name: 'Accept return' }).click();
  await expect(staffPage.getByText('Merchant agreed, goods must be returned').first()).toBeVisible();

  // The shopper sends the tires back and enters the tracking number.
  await page.reload();
  await expect(page.getByText('Merchant agreed, goods must be returned').first()).toBeVisible();
  await page.getByRole('button', { name: 'Enter return shipping' }).click();
  await page.getByLabel('Carrier').fill('UPS');
  await page.getByLabel('Contact phone').fill('2135550142');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter the tracking number')).toBeVisible();
  await page.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Return shipped').first()).toBeVisible();
  await expectAccessible(page);

  // The merchant receives them: the money goes back to the balance it was paid from.
  await staffPage.reload();
  await staffPage.getByRole('button', { name: 'Confirm receipt' }).click();
  await staffPage.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(staffPage.getByText('Refund successful').first()).toBeVisible();
  await expectAccessible(staffPage);
  await desk.close();

  await page.reload();
  await expect(page.getByText('Refund successful').first()).toBeVisible();
  await expect(page.getByText(formatPrice(amount)).first()).toBeVisible();
  expect(await balanceOf(request, token)).toBe(before + amount);
  const requests = await request.get('/api/p/refund/list', { headers: { authorization: token } });
  expect((await requests.json()).records[0]).toMatchObject({ status: RefundStatus.Refunded, quantity: 2 });
  await page.goto(`/pages/order-detail/order-detail?orderNum=${order.orderNumber}`);
  await expect(page.getByText('Partial refund completed').first()).toBeVisible();
});

test('a shopper reviews a received order with a photo and finds the review on the product page', async ({
  page,
  request,
}) => {
  const { email, order } = await receivedTires(page, request, 'review', '225/60R16');
  const text = `Quiet on the freeway and sure-footed in the rain (${email}).`;

  await page.goto(`/pages/order-detail/order-detail?orderNum=${order.orderNumber}`);
  await tapWhenLive(page.getByRole('link', { name: 'Write a review' }));
  await expect(page.getByRole('heading', { name: 'Write reviews' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Please choose a rating')).toBeVisible();
  // The stars are what a shopper taps; each holds its radio button.
  await page
    .locator('label', { has: page.getByRole('radio', { name: '5 stars' }) })
    .first()
    .click();
  await expect(page.getByText('Highly recommended').first()).toBeVisible();
  await page.getByLabel('Your review').fill(text);
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thanks for your review!')).toBeVisible();

  // The product page shows it with the rating, and the full list shows its photo.
  await page.goto(`/pages/prod/prod?prodid=${order.prodId}&skuId=${order.skuId}`);
  await expect(page.getByText(text)).toBeVisible();
  await tapWhenLive(page.getByRole('link', { name: 'See all reviews' }));
  await expect(page).toHaveURL(/comment-list\?prodId=/);
  const review = page.getByRole('article').filter({ hasText: text });
  await expect(review.getByRole('button', { name: 'View photo 1 of 1' })).toBeVisible();
  await expectAccessible(page);
});
