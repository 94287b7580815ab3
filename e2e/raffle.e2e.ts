import { expect, expectAccessible, test } from './fixtures';
import { givePoints, uniqueEmail } from './shop-api';
import { accessToken, pause, signUpHere, tapWhenLive } from './shopper';

/** 'You won 50 points!' → 50; a prize without points → 0. */
const pointsWon = (message: string) =>
  Number(message.match(/You won ([\d,]+) points?/)?.[1]?.replace(',', '') ?? 0);

test('a shopper signs in for the day, is refused a spin without the points, then spins the wheel', async ({
  page,
  request,
}) => {
  await page.goto('/pages/account/account');
  await signUpHere(page, request, uniqueEmail('raffle'));

  await page.goto('/pages/user/user');
  await tapWhenLive(page.getByRole('link', { name: /^Points/ }));
  await expect(page).toHaveURL(/\/packages\/member\/integral-index/);
  await page.getByRole('button', { name: 'Sign in +10' }).click();
  await expect(page.getByRole('button', { name: 'Signed in today' })).toBeDisabled();
  await pause(page);
  await page.getByRole('link', { name: /^Lucky wheel/ }).click();

  // 10 points from the sign-in do not pay a 20-point spin.
  await expect(page).toHaveURL(/\/packages\/member\/raffle-wheel/);
  await expect(page.getByRole('heading', { name: 'Lucky wheel', level: 1 })).toBeVisible();
  const standing = page.getByRole('region', { name: 'Your points' });
  await expect(standing).toContainText('10');
  await expect(page.getByRole('list', { name: 'Chance of each prize' }).getByRole('listitem')).toHaveCount(6);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Spin for 20 points' }).click();
  await expect(page.getByRole('alert')).toContainText('Not enough points');

  await givePoints(request, await accessToken(page), 100);
  await page.reload();
  await expect(standing).toContainText('110');
  await pause(page);
  await page.getByRole('button', { name: 'Spin for 20 points' }).click();
  await expect(page.getByRole('button', { name: 'Spinning…' })).toBeVisible();
  const result = page.getByRole('dialog', { name: 'Your spin' });
  await expect(result).toBeVisible({ timeout: 10_000 });
  const message = (await result.getByRole('status').innerText()).trim();
  expect(message).toMatch(/^You won .+!$|^Thanks for playing/);
  const after = 110 - 20 + pointsWon(message);
  await expect(result).toContainText(`You now have ${after.toLocaleString('en-US')} points`);
  await expectAccessible(page);
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();
  await expect(standing).toContainText(after.toLocaleString('en-US'));
  await expect(page.getByRole('list', { name: 'Your latest spins' }).getByRole('listitem')).toHaveCount(1);

  // The points center's history shows the spin's price.
  await page.goto('/packages/member/integral-index');
  await expect(page.getByRole('region', { name: 'Available points' })).toContainText(
    after.toLocaleString('en-US'),
  );
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Lucky wheel spin');
});
