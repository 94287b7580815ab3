import { expect, expectAccessible, test } from './fixtures';
import { uniqueEmail } from './shop-api';
import { searchSize, signUpHere } from './shopper';

test('a shopper picks a vehicle by year, make, model and trim and sees only tires that fit', async ({
  page,
}) => {
  await page.goto('/pages/tires/tires');
  await page.getByRole('tab', { name: 'Vehicle' }).click();
  await page.getByRole('link', { name: 'Select year' }).click();
  await page.getByRole('button', { name: '2019', exact: true }).click();
  await page.getByRole('button', { name: 'Toyota', exact: true }).click();
  await page.getByRole('button', { name: 'Camry', exact: true }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^LE/ }).first().click();

  await expect(page).toHaveURL(/search-tires-by/);
  const cards = page.getByRole('link', { name: /, \d{3}\/\d{2}R\d{2}/ });
  await expect(cards.first()).toBeVisible();
  const sizes = new Set((await cards.allInnerTexts()).map((text) => text.match(/\d{3}\/\d{2}R\d{2}/)?.[0]));
  expect(sizes.size).toBe(1);
  await expect(page.getByText('Fits your vehicle').first()).toBeVisible();
  await expectAccessible(page);
});

test('a shopper searches a size, filters by brand and season, sorts by price and switches size', async ({
  page,
}) => {
  await searchSize(page, '225', '45', '17');
  await expect(page.getByText('225/45R17').first()).toBeVisible();

  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: /^Michelin/ }).check();
  await filters.getByRole('checkbox', { name: /^All Season/ }).check();
  await expectAccessible(page);
  await filters.getByRole('button', { name: /^Show \d+ tires?/ }).click();
  await expect(filters).toBeHidden();

  await page.getByRole('button', { name: /^Sort/ }).click();
  await page.getByRole('dialog', { name: 'Sort by' }).getByText('Price: low to high').click();
  await expect(page.getByRole('button', { name: 'Sort: Price: low to high' })).toBeVisible();
  const results = page.getByRole('list', { name: /\d+ tires?/ }).getByRole('article');
  await expect(results.first()).toBeVisible();
  const shown = async () => {
    const texts = await results.allInnerTexts();
    const prices = texts
      .map((text) => Number(text.match(/\$([\d,]+\.\d{2})\/ea/)?.[1]?.replace(',', '') ?? 'NaN'))
      .filter((price) => !Number.isNaN(price));
    return { texts, prices };
  };
  // The list re-renders once the sorted page arrives; wait until what is shown is in price order.
  await expect
    .poll(async () => {
      const { prices } = await shown();
      return prices.length > 1 && prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);
  const { texts } = await shown();
  expect(texts.every((text) => /michelin/i.test(text) && /all season/i.test(text))).toBe(true);

  await results.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pages\/prod\/prod\?prodid=/);
  await expect(page.getByRole('button', { name: /^Size 225\/45R17/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Size 225\/45R17/ }).click();
  const sizes = page.getByRole('dialog', { name: 'Choose a size' });
  const other = sizes.getByRole('button', { name: /^2\d5\/\d{2}R1[89]/ }).first();
  const otherSize = (await other.innerText()).match(/\d{3}\/\d{2}R\d{2}/)?.[0] ?? '';
  await other.click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Size ${otherSize.replace('/', '\\/')}`) }),
  ).toBeVisible();
});

test('a guest saves a tire size, signs up, and finds it in the library', async ({ page, request }) => {
  await page.goto('/pages/custom-tire-page/custom-tire-page');
  await page.getByLabel('Tire size').fill('245/40R18');
  await page.getByRole('button', { name: 'Save size' }).click();
  await page.goto('/pages/tires/tires');
  const library = page.getByRole('region', { name: 'My tire library' });
  await expect(library.getByRole('button', { name: '245/40R18' })).toBeVisible();

  const email = uniqueEmail('library');
  await page.goto('/pages/account/account');
  await signUpHere(page, request, email);

  // The library now comes from the server: check it there, then in the page after a reload.
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? '{}').accessToken);
  const saved = await request.get('/api/p/vehicle/userTireList', { headers: { authorization: token } });
  expect((await saved.json()).records.map((r: { displaySize: string }) => r.displaySize)).toContain(
    '245/40R18',
  );
  await page.goto('/pages/tires/tires');
  await expect(
    page.getByRole('region', { name: 'My tire library' }).getByRole('button', { name: '245/40R18' }),
  ).toBeVisible();
});
