import { execFileSync } from 'node:child_process';
import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { giveBalance, payWithBalance, placeTireOrder, uniqueEmail } from './shop-api';
import { accessToken, signUpHere } from './shopper';

test('a shopper applies for a business invoice, a merchant issues it, and the shopper downloads the PDF', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const email = uniqueEmail('invoice');
  await page.goto('/pages/account/account');
  await signUpHere(page, request, email);
  await giveBalance(request, email, 500_000);
  const token = await accessToken(page);
  const order = await placeTireOrder(request, token, '225/45R17');
  await payWithBalance(request, token, order.orderNumber);

  // From the order, the invoice button opens the application.
  await page.goto(`/pages/order-detail/order-detail?orderNum=${order.orderNumber}`);
  await page.getByRole('button', { name: 'Invoice', exact: true }).click();
  await expect(page).toHaveURL(/\/packages\/user\/invoice-detail\?orderNumber=\d{16}/);
  await page.getByText('Business', { exact: true }).click();
  await page.getByLabel('Company name').fill('Acme Auto LLC');
  await page.getByLabel(/^Taxpayer number/).fill('12-34567');
  await page.getByRole('button', { name: 'Apply for invoice' }).click();
  await expect(page.getByText('Please enter a valid 9-digit taxpayer number')).toBeVisible();
  await page.getByLabel(/^Taxpayer number/).fill('12-3456789');
  await page.getByRole('button', { name: 'Apply for invoice' }).click();
  await expect(page.getByText('Application in progress').first()).toBeVisible();
  await expectAccessible(page);

  // A merchant issues it in the console.
  const merchant = await createStaff(request, UserRole.Merchant);
  const desk = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  const staffPage = await desk.newPage();
  await signInToConsole(staffPage, merchant);
  await staffPage.getByRole('link', { name: 'Invoices' }).click();
  const row = staffPage.getByRole('row', { name: new RegExp(order.orderNumber) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Issue/ }).click();
  await staffPage
    .getByRole('dialog')
    .getByRole('button', { name: /^Issue/ })
    .click();
  await expect(staffPage.getByText(`INV-${order.orderNumber}`).first()).toBeVisible();
  await expectAccessible(staffPage);
  await desk.close();

  // The shopper downloads the PDF; its text names the order and the total.
  await page.reload();
  await expect(page.getByText('Invoiced').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = testInfo.outputPath('invoice.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const detail = await request.get(`/api/p/myOrder/detail?orderNumber=${order.orderNumber}`, {
    headers: { authorization: token },
  });
  const total = `$${((await detail.json()).total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  expect(text).toContain(`Order: ${order.orderNumber}`);
  expect(text).toMatch(new RegExp(`Total\\s+\\${total}`));
});
