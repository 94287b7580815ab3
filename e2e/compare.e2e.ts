import { expect, expectAccessible, test } from './fixtures';
import { pause, searchSize } from './shopper';

test('a shopper compares four tires from cards and a product page, a fifth refused, and opens one', async ({
  page,
}) => {
  await searchSize(page, '225', '45', '17');
  const results = page.getByRole('list', { name: /\d+ tires?/ }).getByRole('article');
  await expect(results.nth(4)).toBeVisible();
  const compareOn = (card: number) => results.nth(card).getByRole('button', { name: /^Compare / });

  // Three from their cards: the tray counts them.
  const tray = page.getByRole('complementary', { name: 'Tires to compare' });
  for (const card of [0, 1, 2]) {
    await compareOn(card).click();
    await expect(compareOn(card)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(tray.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
  await expect(tray.getByText('3 of 4')).toBeVisible();
  await page.screenshot({ path: '/tmp/compare-results.png' });

  // The tray lasts the browser session: a reload of the server-drawn results page hydrates, then brings it back.
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) {
      hydrationErrors.push(message.text());
    }
  });
  await page.reload();
  await expect(tray.getByText('3 of 4')).toBeVisible();
  await expect(compareOn(0)).toHaveAttribute('aria-pressed', 'true');
  expect(hydrationErrors).toEqual([]);

  // A fourth from its product page: the tray is still there, and a ZIP checked there is used by the comparison.
  await results.nth(3).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/prod\/prod\?prodid=/);
  await expect(tray.getByText('3 of 4')).toBeVisible();
  await page.getByLabel('ZIP code').fill('90012');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByText(/^Arrives /)).toBeVisible();
  await page.getByRole('button', { name: /^Compare / }).click();
  await expect(tray.getByRole('link', { name: 'Compare (4)' })).toBeVisible();
  await page.screenshot({ path: '/tmp/compare-product.png' });

  // A fifth is refused.
  await page.goBack();
  await expect(compareOn(4)).toBeVisible();
  await compareOn(4).click();
  await expect(page.getByText('You can compare up to 4 tires')).toBeVisible();
  await expect(compareOn(4)).toHaveAttribute('aria-pressed', 'false');

  await pause(page);
  await tray.getByRole('link', { name: 'Compare (4)' }).click();
  await expect(page).toHaveURL(/\/packages\/prod\/compare\?ids=(\d+:\d+,){3}\d+:\d+$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(4);
  await expect(table.locator('img.compare-table__pic')).toHaveCount(4);
  const treadwear = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Treadwear' }) });
  await expect(treadwear.getByRole('cell')).toHaveCount(4);
  await expect(treadwear.getByRole('cell').first()).toHaveText(/\d{3}|Not graded/);
  const warranty = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Mileage warranty' }) });
  await expect(warranty.getByRole('cell').first()).toHaveText(/mi|None/);
  await expect(table.getByRole('rowheader', { name: 'Delivery' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Tires to compare' })).toBeHidden();
  // The columns scroll inside their box: the page itself never scrolls sideways.
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  await expect(page.getByText('You can compare up to 4 tires')).toBeHidden();
  await page.screenshot({ path: '/tmp/compare-page.png' });
  await page.screenshot({ path: '/tmp/compare-page-full.png', fullPage: true });
  await expectAccessible(page);

  // One taken out, one opened.
  await table
    .getByRole('button', { name: /^Remove / })
    .nth(1)
    .click();
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  await expect(page).toHaveURL(/\/packages\/prod\/compare\?ids=(\d+:\d+,){2}\d+:\d+$/);
  await pause(page);
  await table
    .getByRole('link', { name: /^View / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pages\/prod\/prod\?prodid=/);
  await expect(tray.getByRole('link', { name: 'Compare (3)' })).toBeVisible();
});
