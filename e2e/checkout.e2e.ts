import { expect, expectAccessible, test } from './fixtures';
import { registerShopper, uniqueEmail } from './shop-api';
import {
  expectCheckoutOnScreen,
  installAtPartnerNear,
  openFirstTireOfSize,
  pause,
  signInHere,
  signUpHere,
} from './shopper';

test('a guest adds 4 tires, signs up at checkout, picks an installer near 90012 and places the order', async ({
  page,
  request,
}) => {
  await openFirstTireOfSize(page, '225', '45', '17');
  const model = (await page.locator('#prod-name').innerText()).split('—')[0]?.trim() ?? '';
  // A set of four is the default quantity for tires.
  await expect(page.getByRole('group', { name: 'Quantity' }).locator('output')).toHaveText('4');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  // The guest cart lives in the browser; the product page's cart icon counts it.
  await pause(page);
  await page.getByRole('link', { name: /^Cart/ }).last().click();
  await expect(page).toHaveURL(/\/pages\/basket(-not-tab)?\//);
  await expect(page.getByText(model).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Checkout (4)' }).click();

  // Checkout asks a guest to sign in first, then comes back with the cart merged into the account.
  await expect(page).toHaveURL(/\/pages\/account\/account/);
  await signUpHere(page, request, uniqueEmail('checkout'));
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
  await expectCheckoutOnScreen(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
  const cart = await request.get('/api/p/shopCart/info', { headers: { authorization: token } });
  expect((await cart.json()).totalCount).toBe(4);
  expect(await page.evaluate(() => localStorage.getItem('guestCartInfo') ?? '[]')).not.toContain('skuId');

  await expect(page.getByRole('heading', { name: 'Tires' })).toBeVisible();
  await installAtPartnerNear(page, '90012');

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Sales tax (Los Angeles, CA 9.75%)')).toBeVisible();
  await expect(summary.getByText('State tire fee (4 tires × $1.75)')).toBeVisible();
  await expect(summary.getByText('$7.00')).toBeVisible();
  await expect(summary.getByText('Tire installation fee')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way\?orderNumbers=\d{16}/);
  await expect(page.getByRole('region', { name: 'Amount to pay' })).toBeVisible();
  const after = await request.get('/api/p/shopCart/prodCount', { headers: { authorization: token } });
  expect((await after.json()).count).toBe(0);
});

test('a guest who signs in at checkout sees the whole checkout on the phone screen', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('fits');
  await registerShopper(request, email);
  await openFirstTireOfSize(page, '225', '45', '17');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await pause(page);
  await page.getByRole('link', { name: /^Cart/ }).last().click();
  await page.getByRole('button', { name: 'Checkout (4)' }).click();

  await expect(page).toHaveURL(/\/pages\/account\/account/);
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
  await expectCheckoutOnScreen(page);

  await installAtPartnerNear(page, '90012');
  await expectCheckoutOnScreen(page);
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
  await expectAccessible(page);
});

test('a shopper with no saved address adds one at checkout and keeps home delivery to it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('homebound');
  await registerShopper(request, email);
  await page.goto('/pages/account/account');
  await signInHere(page, email);
  await openFirstTireOfSize(page, '225', '45', '17');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);

  await page.getByText('Home delivery', { exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Deliver to' });
  await expect(sheet.getByText('No saved addresses yet.')).toBeVisible();
  await pause(page);
  await sheet.getByRole('button', { name: 'Add new address' }).click();
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Phone number').fill('2135550123');
  await page.getByLabel('ZIP code').fill('90012');
  await expect(page.getByLabel('City')).toHaveValue('Los Angeles');
  await page.getByLabel('Address line 1').fill('100 Main Street');
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
  await expect(page.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  await expect(page.getByText(/100 Main Street, Los Angeles, CA 90012/)).toBeVisible();
  await expect(page.getByText('Please choose delivery type')).toBeHidden();
  const place = page.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await expectAccessible(page);
  await place.click();
  await expect(page).toHaveURL(/\/pages\/pay-way\/pay-way\?orderNumbers=\d{16}/);
});
