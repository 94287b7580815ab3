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
