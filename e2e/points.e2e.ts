import { expect, expectAccessible, test } from './fixtures';
import { giveBalance, payWithBalance, placeTireOrder, receivePickUpOrder, uniqueEmail } from './shop-api';
import { accessToken, signUpHere, tapWhenLive } from './shopper';

test('a shopper signs in for the day from the points center and sees a received order’s points on hold', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('points');
  await page.goto('/pages/account/account');
  await signUpHere(page, request, email);
  await giveBalance(request, email, 500_000);
  const token = await accessToken(page);
  const order = await placeTireOrder(request, token, '205/65R16', 'pickup');
  await payWithBalance(request, token, order.orderNumber);
  await receivePickUpOrder(request, token, order.orderNumber);
  const detail = await request.get(`/api/p/myOrder/detail?orderNumber=${order.orderNumber}`, {
    headers: { authorization: token },
  });
  // One point per dollar paid, held until the 30-day return window passes.
  const onHold = Math.floor((await detail.json()).total / 100);

  // From the personal center's Points entry.
  await page.goto('/pages/user/user');
  await tapWhenLive(page.getByRole('link', { name: /^Points/ }));
  await expect(page).toHaveURL(/\/packages\/member\/integral-index/);
  await expect(page.getByText(`${onHold.toLocaleString('en-US')} points on hold`)).toBeVisible();
  await page.getByRole('button', { name: 'Sign in +10' }).click();
  await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await expect(page.getByText('Daily sign-in').last()).toBeVisible();
  await expectAccessible(page);

  // The day's sign-in holds after a reload, and the history lists it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await page.getByRole('link', { name: 'See all' }).click();
  await expect(page.getByText('+10').first()).toBeVisible();
  await expectAccessible(page);
});
