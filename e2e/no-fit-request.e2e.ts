import { UserRole } from '@tread/domain';
import { createStaff, signInToConsole } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { registerShopper, uniqueEmail } from './shop-api';
import { signInHere, untilLive } from './shopper';

// A Smart Fortwo's 155/60R15 is a size the shop does not carry: nothing fits it.
const SMART = '2012-smart-fortwo-pure-1.0l';

test('a shopper whose car nothing fits asks for tires, customer service answers from the console, and the answer arrives', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('nofit');
  await registerShopper(request, email);
  await page.goto('/pages/account/account');
  await signInHere(page, email);

  await page.goto(`/pages/search-tires-by/search-tires-by?activeTab=1&vehicleId=${SMART}`);
  await expect(page.getByText('No tires match')).toBeVisible();
  const form = page.getByRole('form', { name: "Can't find tires that fit?" });
  await expect(form).toContainText('2012 Smart Fortwo');
  // The results page is drawn by the server first; the form takes typing once the app has taken it over.
  await untilLive(form);
  await form.getByLabel('Tires').selectOption('2');
  await form.getByLabel('Tire size (if you know it)').fill('155/60r15');
  await form.getByLabel('Anything else?').fill('Front axle, all-season please');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request sent. We will email you within one business day.')).toBeVisible();

  // Customer service finds it waiting in the console and answers.
  const console = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    baseURL: process.env.E2E_BASE_URL,
  });
  const agent = await console.newPage();
  try {
    await signInToConsole(agent, await createStaff(request, UserRole.CustomerService));
    await agent.getByRole('link', { name: 'Tire requests' }).click();
    const row = agent.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('2 × 155/60R15 · Front axle, all-season please');
    await row.getByRole('button', { name: /^Answer / }).click();
    await agent
      .getByRole('textbox', { name: /^Your answer/ })
      .fill('We can order Bridgestone Ecopia 155/60R15 for Tuesday.');
    await agent.getByRole('button', { name: 'Send answer' }).click();
    await expect(agent.getByRole('status')).toHaveText(`Answer sent to ${email}`);
    await expectAccessible(agent);
  } finally {
    await console.close();
  }

  // The answer is in the shopper's message center.
  await page.goto('/packages/user/message-platform');
  await expect(page.getByText('We can order Bridgestone Ecopia 155/60R15 for Tuesday.')).toBeVisible();
});
