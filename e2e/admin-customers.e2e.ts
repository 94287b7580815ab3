import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { placeTireOrder, registerShopper, SHOPPER_PASSWORD, uniqueEmail } from './shop-api';
import { signInHere } from './shopper';

useConsoleViewport();

test('customer service adjusts a balance with a reason, and the customer sees it when paying', async ({
  page,
  request,
}) => {
  // Two apps, a sign-up and an order in one journey: more than the default minute on a busy machine.
  test.slow();
  const email = uniqueEmail('credited');
  await registerShopper(request, email);
  const login = await request.post('/api/login', { data: { email, password: SHOPPER_PASSWORD } });
  const order = await placeTireOrder(request, (await login.json()).accessToken);

  await signInToConsole(page, await createStaff(request, UserRole.CustomerService));
  await page.getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('E-mail, name or phone').fill(email.slice(0, 12));
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await row.getByRole('link').click();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: order.orderNumber })).toBeVisible();

  // Past the configured limit ($100 by default), customer service is refused in the server's words.
  const balance = page.getByRole('region', { name: 'Balance', exact: true });
  await balance.getByLabel('Amount ($)').fill('150');
  await balance.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByText('Please say why the balance is adjusted.')).toBeVisible();
  await balance.getByLabel('Reason').fill('Goodwill for a late delivery');
  await balance.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Customer service may adjust a balance by at most $100.00 at a time; ask an administrator.',
  );

  await balance.getByLabel('Amount ($)').fill('25.50');
  await balance.getByLabel('Reason').fill('Goodwill for a late delivery');
  await balance.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(page.getByRole('status')).toHaveText('Balance adjusted: now $25.50.');
  const entry = page
    .getByRole('table', { name: 'Balance ledger' })
    .getByRole('row')
    .filter({ hasText: 'Goodwill for a late delivery' });
  await expect(entry).toContainText('+$25.50');
  await expectAccessible(page);

  await page.goto('/pages/account/account');
  await signInHere(page, email);
  await page.goto(`/pages/pay-way/pay-way?orderNumbers=${order.orderNumber}`);
  await expect(page.getByRole('radio', { name: /Balance/ })).toBeVisible();
  await expect(page.getByText('Available $25.50')).toBeVisible();
});
