import { expect, expectAccessible, test } from './fixtures';
import { uniqueEmail } from './shop-api';
import { pause, signUpHere } from './shopper';

test('a shopper tops up $100 by sandbox card from the wallet and sees the balance and the bonus', async ({
  page,
  request,
}) => {
  await page.goto('/pages/account/account');
  await signUpHere(page, request, uniqueEmail('recharge'));

  await page.goto('/packages/user/my-wallet');
  const balance = page.getByRole('region', { name: 'Available balance' });
  await expect(balance).toContainText('$0.00');
  await balance.getByRole('link', { name: 'Recharge' }).click();
  await expect(page).toHaveURL(/\/packages\/user\/recharge-balance/);
  await expect(page.getByRole('heading', { name: 'Recharge', level: 1 })).toBeVisible();

  // The default options: $100 brings 300 points and 100 growth.
  const hundred = page.getByRole('radio', { name: /^\$100\.00/ });
  await expect(page.locator('label').filter({ has: hundred })).toContainText('+300 points');
  await expect(page.locator('label').filter({ has: hundred })).toContainText('+100 growth');
  await expectAccessible(page);
  await hundred.check();
  await pause(page);
  await page.getByRole('button', { name: 'Recharge $100.00' }).click();

  // Paid like an order on pay-way, named as a top-up, with no balance to pay it from.
  await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way\?orderNumbers=R\d+/);
  const amount = page.getByRole('region', { name: 'Amount to pay' });
  await expect(amount.getByText(/^Top-up R\d+$/)).toBeVisible();
  await expect(amount).toContainText('$100.00');
  await expect(page.getByRole('radio', { name: /Balance/ })).toHaveCount(0);
  await expectAccessible(page);
  await page
    .getByRole('radio', { name: /Credit or debit card/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$100\.00/ }).click();

  await expect(page).toHaveURL(/\/pages\/pay-result\/pay-result\?orderNumbers=R\d+/);
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await expect(page.getByText('$100.00 added to your balance')).toBeVisible();
  const bonus = page.getByRole('region', { name: 'Bonus of this top-up' });
  await expect(bonus).toContainText('+300 points');
  await expect(bonus).toContainText('+100 growth');
  await expectAccessible(page);

  await pause(page);
  await page.getByRole('button', { name: 'My wallet' }).click();
  await expect(page).toHaveURL(/\/packages\/user\/my-wallet/);
  await expect(balance).toContainText('$100.00');
  const activity = page.getByRole('list', { name: 'Balance activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Top-up');
  await expect(activity.getByRole('listitem').first()).toContainText('+$100.00');
  await expectAccessible(page);

  // The bonus points are in the points center.
  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText('300');
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Top-up bonus');
});
