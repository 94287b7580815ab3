import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { adminToken, E2E_ADMIN, registerShopper, SHOPPER_PASSWORD, uniqueEmail } from './shop-api';

useConsoleViewport();

test('a shopper account cannot sign in to the console', async ({ page, request }) => {
  const email = uniqueEmail('not-staff');
  await registerShopper(request, email);
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('This account is not a staff account');
  await expectAccessible(page);
});

test('a merchant does not see the audit trail and is refused when opening it', async ({ page, request }) => {
  await signInToConsole(page, await createStaff(request, UserRole.Merchant));
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expectAccessible(page);
});

test('the administrator reads who changed what in the audit trail', async ({ page, request }) => {
  // A staff write the trail must show: the administrator disables a shopper.
  const email = uniqueEmail('disabled');
  await registerShopper(request, email);
  const login = await request.post('/api/login', { data: { email, password: SHOPPER_PASSWORD } });
  const info = await request.get('/api/p/user/userInfo', {
    headers: { authorization: (await login.json()).accessToken },
  });
  const { userId } = (await info.json()) as { userId: string };
  const disabled = await request.put(`/api/admin/users/${userId}/disabled`, {
    headers: { authorization: await adminToken(request) },
    data: { disabled: true },
  });
  expect(disabled.ok()).toBe(true);

  await signInToConsole(page);
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByLabel('Subject starts with').fill(`user:${userId}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ hasText: 'account.disable' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(E2E_ADMIN.email);
  await expect(row).toContainText('disabled: false → true');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
