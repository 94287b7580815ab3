import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';

useConsoleViewport();

test('operations changes what a spin of the lucky wheel costs, and the wheel keeps it', async ({
  page,
  request,
}) => {
  await signInToConsole(page, await createStaff(request, UserRole.Operations));
  await page.getByRole('link', { name: 'Loyalty' }).click();
  await expect(page.getByRole('form', { name: 'Points rules' })).toBeVisible();
  await expect(page.getByText('one year after they are earned')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Loyalty' }).getByRole('link', { name: 'Lucky wheel' }).click();
  const wheel = page.getByRole('form', { name: 'Lucky wheel' });
  await expect(wheel.getByLabel('Prize 1 name')).not.toHaveValue('');
  await expectAccessible(page);

  // The chances follow the weights as they are typed.
  const weights = await wheel
    .getByLabel(/^Prize \d+ weight$/)
    .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  await wheel.getByLabel('Prize 1 weight').fill(String(total - (weights[0] ?? 0)));
  await expect(wheel.getByLabel('Prize 1 chance')).toHaveText('50%');
  await wheel.getByLabel('Prize 1 weight').fill(String(weights[0]));

  const cost = String(20 + (Date.now() % 50));
  await wheel.getByLabel(/^Points per spin/).fill(cost);
  await expect(wheel.getByText(`A spin costs ${cost} points`)).toBeVisible();
  await wheel.getByRole('button', { name: 'Save the wheel' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the wheel spins with these prizes now');

  await page.reload();
  await expect(page.getByRole('form', { name: 'Lucky wheel' }).getByLabel(/^Points per spin/)).toHaveValue(
    cost,
  );
});

test('operations reads the membership, is told the level order rule, and saves it as it was', async ({
  page,
  request,
}) => {
  await signInToConsole(page, await createStaff(request, UserRole.Operations));
  await page.getByRole('link', { name: 'Loyalty' }).click();
  await page.getByRole('navigation', { name: 'Loyalty' }).getByRole('link', { name: 'Membership' }).click();
  await expect(page).toHaveURL(/\/admin\/loyalty\/membership$/);
  const membership = page.getByRole('form', { name: 'Membership' });
  await expect(membership.getByLabel('Level 1 growth needed')).toHaveValue('0');
  await expect(membership.getByLabel('Plan 1 per month')).toHaveText(/^\$\d+\.\d{2}\/month$/);
  await expectAccessible(page);

  // A level needing no more growth than the one before is refused before anything is sent.
  const third = membership.getByLabel('Level 3 growth needed');
  const growth = await third.inputValue();
  await third.fill(await membership.getByLabel('Level 2 growth needed').inputValue());
  await membership.getByRole('button', { name: 'Save membership' }).click();
  await expect(membership.getByText('Each level needs more growth than the one before')).toBeVisible();

  // Saved as it was: the shoppers' journeys meet the shop's own levels and plans.
  await third.fill(growth);
  await membership.getByRole('button', { name: 'Save membership' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Saved: the member centre and the membership page show this now',
  );
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Membership' }).getByLabel('Level 3 growth needed'),
  ).toHaveValue(growth);
});

test('a merchant does not see loyalty and is refused when opening it', async ({ page, request }) => {
  await signInToConsole(page, await createStaff(request, UserRole.Merchant));
  await expect(page.getByRole('link', { name: 'Loyalty' })).toHaveCount(0);
  await page.goto('/admin/loyalty/wheel');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
});
