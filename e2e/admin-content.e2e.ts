import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';

useConsoleViewport();

test('operations edits a policy page in the console, and the shop shows the new text', async ({
  page,
  request,
}) => {
  const promise = `Deliveries in Greater Los Angeles now arrive within 2 business days (${Date.now().toString(36)}).`;
  await signInToConsole(page, await createStaff(request, UserRole.Operations));
  await page.getByRole('link', { name: 'Content & switches' }).click();
  await expect(page.getByRole('link', { name: 'Installers' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Show Delivery Policy to shoppers' })).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Delivery Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Delivery Policy', level: 1 })).toBeVisible();
  const firstSection = page.getByRole('group', { name: 'Section 1', exact: true });
  await firstSection
    .getByLabel('Text')
    .fill(`${promise}\n\nWe will text you the delivery window the day before.`);
  // The preview follows the typing, before anything is published.
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview).toContainText(promise);
  await expect(preview).toContainText('We will text you the delivery window the day before.');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByRole('status')).toHaveText('Published: shoppers see this text now');

  await page.goto('/pages/terms-page/terms-page?sts=delivery-policy');
  await expect(page.getByRole('heading', { name: 'Delivery Policy' }).first()).toBeVisible();
  await expect(page.getByText(promise)).toBeVisible();
  await expect(page.getByText('We will text you the delivery window the day before.')).toBeVisible();
});

test('a refused edit shows the rule and publishes nothing', async ({ page, request }) => {
  await signInToConsole(page, await createStaff(request, UserRole.Operations));
  await page.goto('/admin/content/policy/faq');
  await page.getByRole('group', { name: 'Section 1', exact: true }).getByLabel('Heading').fill('');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText('Enter the section heading')).toBeVisible();
  await expectAccessible(page);
  const shop = await request.get('/api/content/policy/faq');
  expect(((await shop.json()) as { sections: { heading: string }[] }).sections[0]?.heading).not.toBe('');
});

test('a merchant does not see content or installers and is refused when opening them', async ({
  page,
  request,
}) => {
  await signInToConsole(page, await createStaff(request, UserRole.Merchant));
  await expect(page.getByRole('link', { name: 'Content & switches' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Installers' })).toHaveCount(0);
  for (const path of ['/admin/content', '/admin/installers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  }
});

test('operations sets an installer’s fee in dollars and closes it; shoppers see both at once', async ({
  page,
  request,
}) => {
  const near = await request.get('/api/station/prodServiceStation?zip=90012');
  const [shop] = ((await near.json()) as { records: { stationId: number; name: string }[] }).records;
  if (!shop) throw new Error('no installer near 90012');
  await signInToConsole(page, await createStaff(request, UserRole.Operations));
  await page.getByRole('link', { name: 'Installers' }).click();
  await page.getByLabel('Name, city or ZIP').fill(shop.name);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectAccessible(page);

  await page.getByRole('link', { name: shop.name }).click();
  await expect(page.getByRole('heading', { name: shop.name, level: 1 })).toBeVisible();
  await page.getByLabel('Service 1 fee in dollars').fill('27.50');
  await page.getByRole('button', { name: 'Save services' }).click();
  await expect(page.getByRole('status')).toHaveText('Services saved');
  await expectAccessible(page);
  const detail = await request.get(`/api/station/detail?stationId=${shop.stationId}`);
  expect(((await detail.json()) as { serviceInfo: { price: number }[] }).serviceInfo[0]?.price).toBe(2750);

  await page.getByRole('button', { name: 'Close to shoppers' }).click();
  await expect(page.getByText('Closed: shoppers do not see this installer')).toBeVisible();
  const after = await request.get('/api/station/prodServiceStation?zip=90012');
  const ids = ((await after.json()) as { records: { stationId: number }[] }).records.map((s) => s.stationId);
  expect(ids).not.toContain(shop.stationId);
  await page.getByRole('button', { name: 'Open to shoppers' }).click();
  await expect(page.getByRole('button', { name: 'Close to shoppers' })).toBeVisible();
});
