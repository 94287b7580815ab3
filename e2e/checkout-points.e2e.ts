import { expect, expectAccessible, test } from './fixtures';
import { givePoints, uniqueEmail } from './shop-api';
import { accessToken, chooseInstallerNear, openFirstTireOfSize, pause, signUpHere } from './shopper';

test('a shopper pays part of an order with 50 points, cancels it and gets the points back', async ({
  page,
  request,
}) => {
  // A sign-up, a checkout with an installer and a cancel: more than the default minute on a busy machine.
  test.slow();
  await page.goto('/pages/account/account');
  await signUpHere(page, request, uniqueEmail('pointspay'));
  await givePoints(request, await accessToken(page), 500);

  // A size no other journey buys.
  await openFirstTireOfSize(page, '235', '55', '19');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
  await page.getByText('Installation at a partner shop').click();
  await chooseInstallerNear(page, '90012');

  const points = page.getByRole('region', { name: 'Points' });
  await expect(points).toContainText('Balance 500 points');
  await points.getByRole('switch', { name: 'Use up to 500 points (-$5.00)' }).check();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.locator('.summary-line').filter({ hasText: 'Points' })).toContainText(
    '-$5.00 (500 points)',
  );
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

  // While the order waits for payment the 50 points are spent; cancelling gives them back.
  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText('450');
  await page.goto(`/pages/order-detail/order-detail?orderNum=${orderNumber}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
  await pause(page);
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('heading', { name: 'Canceled' })).toBeVisible();

  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText('500');
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Returned from an order');
});
