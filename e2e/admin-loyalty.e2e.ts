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

  const usual = await wheel.getByLabel(/^Points per spin/).inputValue();
  const cost = String(20 + (Date.now() % 50));
  await wheel.getByLabel(/^Points per spin/).fill(cost);
  await expect(wheel.getByText(`A spin costs ${cost} points`)).toBeVisible();
  await wheel.getByRole('button', { name: 'Save the wheel' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the wheel spins with these prizes now');

  await page.reload();
  const saved = page.getByRole('form', { name: 'Lucky wheel' });
  await expect(saved.getByLabel(/^Points per spin/)).toHaveValue(cost);
  // The shop's other journeys spin at the usual price: it is put back.
  await saved.getByLabel(/^Points per spin/).fill(usual);
  await saved.getByRole('button', { name: 'Save the wheel' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved: the wheel spins with these prizes now');
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
    'Saved: the member center and the membership page show this now',
  );
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Membership' }).getByLabel('Level 3 growth needed'),
  ).toHaveValue(growth);
});

test('operations adds a coupon and a product to the points mall, then hides the product', async ({
  page,
  request,
}) => {
  await signInToConsole(page, await createStaff(request, UserRole.Operations));
  await page.goto('/admin/loyalty/mall');
  const goods = page.getByRole('table', { name: 'Points mall goods' });
  await expect(goods).toBeVisible();
  await expectAccessible(page);
  const run = Date.now().toString(36);

  // A coupon for points only.
  await page.getByRole('button', { name: 'Add an item' }).click();
  const editor = page.getByRole('form', { name: 'Mall item' });
  await editor.getByRole('radio', { name: 'Coupon' }).check();
  await editor.getByLabel(/^Name/).fill(`Coupon ${run}`);
  const coupon = editor.getByRole('combobox', { name: 'Coupon' });
  await expect(coupon.locator('option')).not.toHaveCount(1);
  await coupon.selectOption({ index: 1 });
  await editor.getByLabel(/^Points/).fill('800');
  await editor.getByLabel(/^Stock/).fill('100');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('status')).toHaveText(`“Coupon ${run}” added to the points mall`);
  await expect(goods.getByRole('row', { name: new RegExp(`Coupon ${run}`) })).toContainText('800 points');

  // A product SKU for points and money; too few points are refused before anything is sent.
  await page.getByRole('button', { name: 'Add an item' }).click();
  await editor.getByLabel('Find a product by name or SKU code').fill('Michelin');
  await editor.locator('.mall-sku__product').first().click();
  await editor.locator('.mall-sku__skus input[type=radio]:enabled').first().check();
  await editor.getByLabel(/^Name/).fill(`Tire ${run}`);
  await editor.getByLabel(/^Points/).fill('5');
  await editor.getByLabel(/^Money on top/).fill('4.99');
  await editor.getByLabel(/^Stock/).fill('10');
  await editor.getByRole('button', { name: 'Add item' }).click();
  await expect(editor.getByText('At least 10 points')).toBeVisible();
  await editor.getByLabel(/^Points/).fill('500');
  await editor.getByRole('button', { name: 'Add item' }).click();
  const tire = goods.getByRole('row', { name: new RegExp(`Tire ${run}`) });
  await expect(tire).toContainText('500 points + $4.99');
  await expect(tire).toContainText('In the mall');

  await tire.getByRole('button', { name: `Edit Tire ${run}` }).click();
  await editor.getByRole('checkbox', { name: /In the points mall/ }).uncheck();
  await editor.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('status')).toHaveText(`Saved “Tire ${run}”`);
  await expect(tire).toContainText('Hidden');
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'Points mall goods' })
      .getByRole('row', { name: new RegExp(`Tire ${run}`) }),
  ).toContainText('Hidden');
});

test('a merchant does not see loyalty and is refused when opening it', async ({ page, request }) => {
  await signInToConsole(page, await createStaff(request, UserRole.Merchant));
  await expect(page.getByRole('link', { name: 'Loyalty' })).toHaveCount(0);
  await page.goto('/admin/loyalty/wheel');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
});
