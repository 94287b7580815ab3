import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole, useConsoleViewport } from './console';
import { expect, expectAccessible, test } from './fixtures';

useConsoleViewport();

type Card = { prodId: number; skuId: number; partyCode: string };

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test('operations reprices and restocks a tire by CSV, and the shop shows the new price', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/search/searchProdPage?prodName=michelin%20defender2&size=1');
  const [card] = (await search.json()).records as Card[];
  if (!card) throw new Error('no Michelin Defender2 to reprice');

  await signInToConsole(page, await createStaff(request, UserRole.Operations));
  await page.getByRole('link', { name: 'Catalog' }).click();
  await expect(page.getByRole('heading', { name: 'Catalog' })).toBeVisible();
  await page.getByRole('link', { name: 'Price and stock CSV' }).click();

  // A file with a bad line is refused line by line, and cannot be applied.
  await page
    .getByLabel('CSV file')
    .setInputFiles(csvFile('typo.csv', `skuId,price,stock\n${card.skuId},187.65,-3\n`));
  await expect(page.getByRole('row').filter({ hasText: card.partyCode })).toContainText(
    'The stock cannot be negative',
  );
  await expect(page.getByRole('button', { name: /^Apply/ })).toBeDisabled();

  await page
    .getByLabel('CSV file')
    .setInputFiles(csvFile('spring-prices.csv', `skuId,price,stock\n${card.skuId},187.65,77\n`));
  const line = page.getByRole('row').filter({ hasText: card.partyCode });
  await expect(line).toContainText('→ $187.65');
  await expect(line).toContainText('→ 77');
  await expect(line).toContainText('Will change');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Apply 1 change' }).click();
  await expect(page.getByText('Applied: 1 SKU changed.')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/pages/prod/prod?prodid=${card.prodId}&skuId=${card.skuId}`);
  await expect(page.getByText('$187.65/ea').first()).toBeVisible();
});
