import { expect, expectAccessible, test } from './fixtures';
import { registerShopper, uniqueEmail } from './shop-api';
import { openFirstTireOfSize, pause, signInHere } from './shopper';

/** A tile as Leaflet asks for it: {z}/{x}/{y}.png at the tile server global-setup starts. */
const TILE_URL = /\/\d+\/\d+\/\d+\.png$/;

test('the installer finder draws tile maps with the 10-mile circle, and a pin’s card chooses the shop', async ({
  page,
  request,
}) => {
  const tilesServed: string[] = [];
  page.on('response', (response) => {
    if (TILE_URL.test(response.url()) && response.headers()['content-type'] === 'image/png') {
      tilesServed.push(response.url());
    }
  });
  const email = uniqueEmail('map');
  await registerShopper(request, email);
  await page.goto('/pages/account/account');
  await signInHere(page, email);
  await openFirstTireOfSize(page, '225', '45', '17');
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);

  await pause(page);
  await page.getByText('Installation at a partner shop').click();
  await page.getByLabel('Enter ZIP code').fill('90012');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const map = page.getByRole('region', { name: /^Map of \d+ locations within 10 miles/ });
  await expect(map).toBeVisible();

  // Tiles come from the configured server and are drawn: loaded 256-pixel images in the map.
  const tiles = map.locator('img.leaflet-tile');
  await expect
    .poll(() =>
      tiles.evaluateAll(
        (images) =>
          images.filter((image) => image instanceof HTMLImageElement && image.naturalWidth === 256).length,
      ),
    )
    .toBeGreaterThanOrEqual(4);
  expect(tilesServed.length).toBeGreaterThanOrEqual(4);
  await expect(map.getByText('© Tread test tiles')).toBeVisible();

  // The 10-mile circle spans the map's width, centered on the searched ZIP.
  const circle = await map.locator('path.leaflet-map__area').boundingBox();
  const box = await map.boundingBox();
  if (!circle || !box) throw new Error('the map or its 10-mile circle is not drawn');
  expect(circle.width).toBeGreaterThan(box.width * 0.5);
  expect(Math.abs(circle.x + circle.width / 2 - (box.x + box.width / 2))).toBeLessThan(4);

  // The nearest shop's pin, numbered 1 like its card in the list, opens that card.
  const nearest = page
    .getByRole('region', { name: 'Installers' })
    .getByRole('listitem')
    .first()
    .getByRole('article');
  const name = (await nearest.getAttribute('aria-label')) ?? '';
  const pin = map.getByRole('button', { name, exact: true });
  await expect(pin).toHaveText('1');
  await pin.tap();
  const close = page.getByRole('button', { name: `Close ${name} on the map` });
  await expect(close).toBeVisible();
  const card = page.locator('.leaflet-map__card').getByRole('article', { name });
  await expect(card.getByText(/\d+(\.\d)? miles?/)).toBeVisible();
  await expect(card.getByText(/, CA 9\d{4}/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/map.png' });

  await pause(page);
  await card.getByRole('button', { name: `Select ${name}` }).click();
  await expect(page).toHaveURL(/\/pages\/submit-order\/submit-order/);
  await expect(page.getByText(name).first()).toBeVisible();
});
