import { expect, expectAccessible, test } from './fixtures';
import { mailedCode, registerShopper, SHOPPER_PASSWORD, uniqueEmail } from './shop-api';
import { pause, signInHere } from './shopper';

test('a shopper signs up, signs out and in, keeps a nickname and two addresses across a reload', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/pages/user/user');
  await page.getByRole('link', { name: 'Sign in or sign up' }).click();
  await page.getByRole('tab', { name: 'Sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await mailedCode(request, email));
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign up' }).click();

  // No stored redirect: back to the previous page, the personal center, now signed in.
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in or sign up' })).toBeVisible();

  await pause(page);
  await page.getByRole('link', { name: 'Sign in or sign up' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await pause(page);
  await page.getByRole('link', { name: 'Profile' }).click();
  await pause(page);
  await page.getByRole('link', { name: /Nickname/ }).click();
  await page.getByLabel('Nickname').fill('Road Runner');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: /Nickname/ })).toContainText('Road Runner');
  await expectAccessible(page);

  await page.goto('/pages/user/user');
  await page.getByRole('link', { name: 'Address book' }).click();
  for (const [first, line1, zip] of [
    ['Ana', '100 Main Street', '90012'],
    ['Ben', '200 Ocean Avenue', '90401'],
  ] as const) {
    await pause(page);
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByLabel('First name').fill(first);
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Phone number').fill('2135550123');
    await page.getByLabel('ZIP code').fill(zip);
    await expect(page.getByLabel('City')).not.toHaveValue('');
    await page.getByLabel('Address line 1').fill(line1);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('article', { name: new RegExp(`${first} Rivera`) })).toBeVisible();
  }
  const ben = page.getByRole('article', { name: /Ben Rivera/ });
  await ben.getByRole('button', { name: 'Set as default' }).click();
  await expect(ben.getByText('Default')).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('article', { name: /Ana Rivera, 100 Main Street/ })).toBeVisible();
  await expect(page.getByRole('article', { name: /Ben Rivera/ }).getByText('Default')).toBeVisible();
  await page.goto('/pages/user/user');
  await expect(page.getByText('Road Runner')).toBeVisible();
});

test('when the server ends the session, the shopper sees "Session Expired" once', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('expired');
  await registerShopper(request, email);

  await page.goto('/pages/account/account');
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/pages\/tires\/tires/);
  // The shopper leaves the shop. Were the page still reading (its cart badge), a 401 met there would end the
  // session in a page being left, and the one opened next would find it gone without a word.
  await page.goto('about:blank');

  // The shopper changes the password on another device: every other session ends on the server.
  const other = await (
    await request.post('/api/login', { data: { email, password: SHOPPER_PASSWORD } })
  ).json();
  const changed = await request.put('/api/p/user/changePassword', {
    headers: { authorization: other.accessToken },
    data: { oldPassword: SHOPPER_PASSWORD, password: 'Changed2026', confirmPassword: 'Changed2026' },
  });
  expect(changed.ok()).toBe(true);

  // Back in the shop, still signed in as far as this browser knows.
  await page.goto('/pages/user/user');
  const modal = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Your session has expired, please sign in again!');
  await expectAccessible(page);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  // Cancel goes back, or home when this was the first page opened (SPEC §4 'Session'), signed out.
  await expect(page).toHaveURL('/');
  await page.goto('/pages/user/user');
  await expect(page.getByRole('link', { name: 'Sign in or sign up' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Session Expired' })).toHaveCount(0);
});
