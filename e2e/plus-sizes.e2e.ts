import { expect, expectAccessible, test } from './fixtures';
import { pause, searchSize } from './shopper';

test('a shopper opens the plus sizes of a size, reads the speedometer difference and shops one', async ({
  page,
}, testInfo) => {
  await searchSize(page, '225', '45', '17');
  await expect(page.getByRole('heading', { name: '225/45R17', exact: true })).toBeVisible();

  await pause(page);
  await page.getByRole('button', { name: /^Plus sizes/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Plus sizes for 225/45R17' });
  // 225/40R18 is 637.2 mm tall against 634.3: 0.5% more, so 60 on the speedometer is 60.3 mph.
  const plusOne = sheet.getByRole('link', { name: /^225\/40R18\b/ });
  await expect(plusOne).toContainText('Plus 1 · 18″ rim');
  await expect(plusOne).toContainText('+0.5% diameter · speedometer 60 → 60.3 mph');
  const tires = Number((await plusOne.innerText()).match(/(\d+) tires?/)?.[1]);
  expect(tires).toBeGreaterThan(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('plus-sizes-sheet.png') });

  await pause(page);
  await plusOne.click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/tireSize=225%2F40R18/);
  await expect(page.getByRole('heading', { name: '225/40R18', exact: true })).toBeVisible();
  // As many tires as the sheet promised, all of that size.
  const cards = page
    .getByRole('list', { name: new RegExp(`^${tires} tires?$`) })
    .getByRole('link', { name: /, \d{3}\/\d{2}R\d{2}/ });
  await expect(cards.first()).toBeVisible();
  const names = await cards.evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label') ?? ''),
  );
  const sizes = new Set(names.map((name) => name.match(/\d{3}\/\d{2}R\d{2}/)?.[0]));
  expect(sizes).toEqual(new Set(['225/40R18']));
});
