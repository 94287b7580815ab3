import { expect, expectAccessible, test } from './fixtures';
import {
  advanceClock,
  giveBalance,
  payWithBalance,
  placeTireOrder,
  receivePickUpOrder,
  uniqueEmail,
} from './shop-api';
import {
  accessToken,
  installAtPartnerNear,
  openFirstTireOfSize,
  pause,
  signInHere,
  signUpHere,
} from './shopper';

const THIRTY_ONE_DAYS_IN_MINUTES = 31 * 24 * 60;

// Named to run last: it moves the shop's clock a month on, which the journeys before it never see.
test('a shopper earns points once the return window passes, pays part of an order with 50, cancels and gets them back', async ({
  page,
  request,
}) => {
  // Two orders, a sign-in after the clock moved and a cancel: more than the default minute on a busy machine.
  test.slow();
  const email = uniqueEmail('pointsearn');
  await page.goto('/pages/account/account');
  await signUpHere(page, request, email);
  await giveBalance(request, email, 500_000);
  const token = await accessToken(page);
  // A size no other journey buys.
  const received = await placeTireOrder(request, token, '225/65R17', 'pickup');
  await payWithBalance(request, token, received.orderNumber);
  await receivePickUpOrder(request, token, received.orderNumber);
  const paid = await request.get(`/api/p/myOrder/detail?orderNumber=${received.orderNumber}`, {
    headers: { authorization: token },
  });
  // One point per dollar paid, on hold until the 30-day return window passes.
  const earned = Math.floor((await paid.json()).total / 100).toLocaleString('en-US');
  await page.goto('/packages/member/integral-index');
  await expect(page.getByText(`${earned} points on hold`)).toBeVisible();

  // A month on, the sessions have lapsed and the window has passed: the points are the shopper's.
  await advanceClock(request, THIRTY_ONE_DAYS_IN_MINUTES);
  await page.goto('/pages/user/user');
  const expired = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toContainText('Your session has expired, please sign in again!');
  await pause(page);
  await expired.getByRole('button', { name: 'Sign in' }).click();
  await signInHere(page, email);
  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText(earned);
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Order reward');

  // Another size no other journey buys.
  await openFirstTireOfSize(page, '235', '55', '19');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
  await installAtPartnerNear(page, '90012');

  const points = page.getByRole('region', { name: 'Points' });
  await expect(points).toContainText(`Balance ${earned} points`);
  await points.getByRole('switch', { name: /^Use up to/ }).check();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await points.getByLabel('Points to use').fill('55');
  await points.getByRole('button', { name: 'Apply' }).click();
  await expect(points.getByText('Please enter an integer multiple of ten')).toBeVisible();
  await points.getByLabel('Points to use').fill('50');
  await points.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.locator('.summary-line').filter({ hasText: 'Points' })).toContainText(
    '-$0.50 (50 points)',
  );
  await expectAccessible(page);
  await pause(page);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way\?orderNumbers=\d{16}/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumbers') ?? '';
  await page.goto(`/pages/order-detail/order-detail?orderNum=${orderNumber}`);
  await expect(page.getByRole('heading', { name: 'Pending payment' })).toBeVisible();
  await expect(page.locator('.money-lines__row').filter({ hasText: 'Points' })).toContainText(
    '-$0.50 (50 points)',
  );
  await expectAccessible(page);

  // While the order waits for payment the 50 points are spent; canceling gives them back.
  const left = (Number(earned.replaceAll(',', '')) - 50).toLocaleString('en-US');
  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText(left);
  await page.goto(`/pages/order-detail/order-detail?orderNum=${orderNumber}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await pause(page);
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Canceled' })).toBeVisible();

  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText(earned);
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Returned from an order');
});
