import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { adminToken } from './shop-api';

// Home, size results and the product page arrive rendered by the server (issue 12): a phone paints them from
// the HTML alone, and the app then takes them over where they stand.

type Card = { prodId: number; skuId: number; prodName: string; price: number };

/** The first card of a size's results, as the shop's API answers it. */
async function firstCardOf(request: APIRequestContext, size: string): Promise<Card> {
  const res = await request.get(`/api/search/tires?tireSize=${encodeURIComponent(size)}`);
  expect(res.ok()).toBe(true);
  const card = (await res.json()).records[0] as Card | undefined;
  if (!card) throw new Error(`no tire of ${size}`);
  return card;
}

/** The price of one tire on the product page, e.g. '$223.99/ea'. */
const unitPrice = (page: Page) => page.locator('.price-block .card-price .price__now');
const productPath = (card: Card) => `/pages/prod/prod?prodid=${card.prodId}&skuId=${card.skuId}`;
const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a phone still sees the home page, a size’s results and a product with its price and picture', async ({
    page,
    request,
  }) => {
    const card = await firstCardOf(request, '225/45R17');

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find tires that fit' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.goto('/pages/search-tires-by/search-tires-by?activeTab=0&tireSize=225%2F45R17');
    await expect(page.getByText('225/45R17').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /, 225\/45R17/ }).first()).toBeVisible();

    await page.goto(productPath(card));
    await expect(page.locator('.prod__name')).toContainText(card.prodName);
    await expect(unitPrice(page)).toHaveText(`${dollars(card.price)}/ea`);
    const picture = page.locator('.gallery img').first();
    await expect(picture).toBeVisible();
    const loaded = await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);
  });

  test('the shop tab, brands, a brand’s tires and a text search are there too, their links leading on', async ({
    page,
  }) => {
    await page.goto('/pages/category/category');
    await expect(page.getByText('Passenger Tires')).toBeVisible();
    await page.goto('/pages/brands/brands');
    await page
      .getByRole('link', { name: /^Michelin/ })
      .first()
      .click();
    await expect(page).toHaveURL(/prod-classify\?brandId=/);
    await expect(page.getByRole('heading', { name: 'Michelin', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Premier A\/S/ }).first()).toBeVisible();
    await page.goto('/pages/search-prod-show/search-prod-show?prodName=michelin%20defender');
    await expect(page.getByText('3 results for “michelin defender”')).toBeVisible();
  });

  test('a price staff change is on the next product page the server renders', async ({ page, request }) => {
    const card = await firstCardOf(request, '205/55R16');
    const token = await adminToken(request);
    const setPrice = (price: number) =>
      request.patch(`/api/admin/skus/${card.skuId}`, { headers: { authorization: token }, data: { price } });

    expect((await setPrice(card.price + 1000)).ok()).toBe(true);
    try {
      await page.goto(productPath(card));
      await expect(unitPrice(page)).toHaveText(`${dollars(card.price + 1000)}/ea`);
    } finally {
      expect((await setPrice(card.price)).ok()).toBe(true);
    }
  });
});

test('the app takes over the server’s product page without drawing it again, and it works', async ({
  page,
  request,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const card = await firstCardOf(request, '225/45R17');

  await page.goto(productPath(card), { waitUntil: 'commit' });
  // The server's product name element, kept to tell later whether the app kept it or drew the page anew.
  const serverHeading = await page.locator('.prod__name').elementHandle();
  // React marks each element it has taken over (hydrated) with its own properties.
  await page.waitForFunction(
    (heading) => heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber')),
    serverHeading,
  );

  const quantity = page.getByRole('group', { name: 'Quantity' }).locator('output');
  await expect(quantity).toHaveText('4');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveText('3');
  expect(await serverHeading?.evaluate((heading) => heading.isConnected)).toBe(true);
  await expectAccessible(page);

  // The product page leads on into the app without a page load.
  await page.getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/basket-not-tab/);
  expect(problems).toEqual([]);
});
