import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminToken } from './shop-api';

/** Sets the home page's marketing switches as operations would in the console, returning the config before. */
async function setHomeSwitches(request: APIRequestContext, switches: Record<string, boolean>) {
  const headers = { authorization: await adminToken(request) };
  const before = (await (await request.get('/api/admin/config/homePage', { headers })).json()).value;
  const res = await request.put('/api/admin/config/homePage', {
    headers,
    data: { value: { ...before, ...switches } },
  });
  expect(res.ok()).toBe(true);
  return async () => {
    await request.put('/api/admin/config/homePage', { headers, data: { value: before } });
  };
}

test('with forceAddVehicle on, a shopper with no vehicle opening brands is sent to say what fits first', async ({
  page,
  request,
}) => {
  const restore = await setHomeSwitches(request, { forceAddVehicle: true });
  try {
    await page.goto('/pages/brands/brands');
    await expect(page).toHaveURL(/\/pages\/tires\/tires/);
    await expect(page.getByText('Add your vehicle first, so we only show what fits it')).toBeVisible();
    // A whitelisted page is never gated.
    await page.goto('/pages/category/category');
    await expect(page.getByRole('heading', { name: 'Shop' })).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/category\/category/);
  } finally {
    await restore();
  }
});

test('a deep link opens a whitelisted product page, and home for a page off the whitelist', async ({
  page,
  request,
}) => {
  const found = await request.get(`/api/search/tires?tireSize=${encodeURIComponent('225/45R17')}`);
  const card = (await found.json()).records[0] as { prodId: number; skuId: number; prodName: string };
  const product = `/pages/prod/prod?prodid=${card.prodId}&skuId=${card.skuId}`;

  await page.goto(`/link?to=${encodeURIComponent(product)}`);
  await expect(page).toHaveURL(new RegExp(`/pages/prod/prod\\?prodid=${card.prodId}`));
  await expect(page.getByRole('heading', { name: card.prodName })).toBeVisible();

  await page.goto(`/link?to=${encodeURIComponent('/pages/order-list/order-list')}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Find tires that fit')).toBeVisible();
});
