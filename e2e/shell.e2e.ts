import { expect, expectAccessible, test } from './fixtures';

const tabs = [
  { name: 'Home', path: '/' },
  { name: 'Tires', path: '/pages/tires/tires' },
  { name: 'Shop', path: '/pages/category/category' },
  { name: 'Stores', path: '/pages/store-tab-page/store-tab-page' },
  { name: 'Me', path: '/pages/user/user' },
];

test('a shopper opens the home page and sees the tire finder and the tab bar', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find tires that fit' })).toBeVisible();
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  for (const tab of tabs)
    await expect(tabBar.getByRole('link', { name: tab.name, exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('a shopper switches between every tab', async ({ page }) => {
  await page.goto('/');
  const tabBar = page.getByRole('navigation', { name: 'Main' });
  for (const tab of [...tabs.slice(1), tabs[0]!]) {
    await tabBar.getByRole('link', { name: tab.name, exact: true }).click();
    await expect(page).toHaveURL(tab.path);
    await expect(tabBar.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
  }
});

test('a shopper opens the return policy from the personal center', async ({ page }) => {
  await page.goto('/pages/user/user');
  await page.getByRole('link', { name: 'Return Policy' }).click();
  await expect(page).toHaveURL(/\/pages\/terms-page\/terms-page\?sts=return-policy/);
  await expect(page.getByRole('heading', { name: 'Return Policy', level: 1 })).toBeVisible();
  await expect(page.getByText(/30 days/).first()).toBeVisible();
  await expectAccessible(page);
});

test('an unknown address says the page was not found and lands on home', async ({ page }) => {
  // The message is up for only 1.5 s: the page's clock stands still until it is read, however slow the load.
  const opened = new Date('2026-03-02T17:00:00Z');
  await page.clock.install({ time: opened });
  await page.clock.pauseAt(new Date(opened.getTime() + 60_000));
  await page.goto('/pages/no-such-page/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.clock.resume();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Find tires that fit' })).toBeVisible();
  await expect(page.getByText('Page not found')).toBeHidden();
});

test('/pages/index/index is home too', async ({ page }) => {
  await page.goto('/pages/index/index');
  await expect(page.getByRole('heading', { name: 'Find tires that fit' })).toBeVisible();
});

test('the health page shows the server is up with its version', async ({ page }) => {
  await page.goto('/pages/health-check/health-check');
  await expect(page.getByText('1.3.16')).toBeVisible();
  await expect(page.getByText(/database/i).first()).toBeVisible();
  await expectAccessible(page);
});

test('a developer reads the API document, which runs under the same security policy', async ({ page }) => {
  await page.goto('/api/docs');
  // The first request builds the whole document, which takes a few seconds on a busy machine.
  await expect(page.getByRole('heading', { name: /Tread API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/health').first()).toBeVisible();
});

test('no other site can frame the shop', async ({ context }) => {
  // Another page (not the journey's, whose console must stay clean) frames the shop; Chromium refuses it.
  const other = await context.newPage();
  const refusals: string[] = [];
  other.on('console', (message) => refusals.push(message.text()));
  await other.setContent(`<iframe title="shop" src="${process.env.E2E_BASE_URL}/"></iframe>`);
  await expect.poll(() => refusals.some((text) => text.includes("frame-ancestors 'none'"))).toBe(true);
  await other.close();
});
