import { formatLaDate, vipEndsAt } from '@tread/domain';
import { expect, expectAccessible, test } from './fixtures';
import { shopNow, uniqueEmail } from './shop-api';
import { pause, signUpHere, tapWhenLive } from './shopper';

test('a new member opens the member center, joins Tread Plus for a year by sandbox card and sees it active', async ({
  page,
  request,
}) => {
  await page.goto('/pages/account/account');
  await signUpHere(page, request, uniqueEmail('member'));

  // From the personal center's Member center entry, which shows the level.
  await page.goto('/pages/user/user');
  await tapWhenLive(page.getByRole('link', { name: /^Member center\s*Member$/ }));
  await expect(page).toHaveURL(/\/packages\/member\/member-center/);
  await expect(page.getByRole('heading', { name: 'Member center', level: 1 })).toBeVisible();
  const level = page.getByRole('region', { name: 'Member' });
  await expect(level.getByRole('heading', { name: 'Member', level: 2 })).toBeVisible();
  await expect(level.getByText('500 more growth to Silver')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Member levels, lowest first' }).getByRole('listitem'),
  ).toHaveCount(4);
  await expect(page.getByText('No growth yet')).toBeVisible();
  await expectAccessible(page);

  await pause(page);
  await page.getByRole('link', { name: /Join Tread Plus/ }).click();
  await expect(page).toHaveURL(/\/packages\/member\/buy-vip/);
  await expect(page.getByRole('heading', { name: 'Tread Plus', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '7 member privileges' })).toBeVisible();
  await expectAccessible(page);

  const yearly = page.getByRole('radio', { name: /yearly/ });
  await page.getByRole('radio', { name: /monthly/ }).check();
  await pause(page);
  await yearly.check();
  await expect(page.locator('label').filter({ has: yearly })).toContainText('$49.99');
  await pause(page);
  await page.getByRole('button', { name: 'Join for $49.99' }).click();

  // Paid like an order on pay-way, by the sandbox card (a membership cannot be paid from the balance).
  await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way\?orderNumbers=V\d+/);
  await expect(page.getByRole('region', { name: 'Amount to pay' })).toContainText('$49.99');
  await expect(page.getByRole('radio', { name: /Balance/ })).toHaveCount(0);
  await page
    .getByRole('radio', { name: /Credit or debit card/ })
    .first()
    .check();
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$49\.99/ }).click();
  await expect(page).toHaveURL(/\/pages\/pay-result\/pay-result\?orderNumbers=V\d+/);

  // A year of Tread Plus from today, on the member center.
  const until = formatLaDate(vipEndsAt(null, await shopNow(request), 12));
  await page.goto('/pages/user/user');
  await tapWhenLive(page.getByRole('link', { name: /^Member center/ }));
  await expect(page).toHaveURL(/\/packages\/member\/member-center/);
  await expect(
    page.getByRole('link', { name: new RegExp(`Tread Plus\\s*Active until ${until}`) }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Member' }).getByText('Tread Plus')).toBeVisible();
  await expectAccessible(page);

  // Renewing runs on from the current end.
  await pause(page);
  await page.getByRole('link', { name: /Active until/ }).click();
  await expect(page.getByText(`Active until ${until}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renew for $49.99' })).toBeVisible();
});
