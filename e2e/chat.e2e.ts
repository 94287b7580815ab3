import { Messages, UserRole } from '@tread/domain';
import { createStaff, signInToConsole } from './console';
import { expect, expectAccessible, test } from './fixtures';
import { placeTireOrder, registerShopper, SHOPPER_PASSWORD, uniqueEmail } from './shop-api';
import { signInHere } from './shopper';

const CONSOLE_VIEWPORT = { width: 1280, height: 800 };

test('a shopper asks about an order in chat, an agent answers from the console, and a dropped connection loses nothing', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('chat');
  await registerShopper(request, email);
  const login = await request.post('/api/login', { data: { email, password: SHOPPER_PASSWORD } });
  const order = await placeTireOrder(request, (await login.json()).accessToken);

  // The agent comes online in the console, in a second browser of their own.
  const agentContext = await browser.newContext({
    viewport: CONSOLE_VIEWPORT,
    baseURL: process.env.E2E_BASE_URL,
  });
  const agent = await agentContext.newPage();
  await signInToConsole(agent, await createStaff(request, UserRole.CustomerService));
  await agent.getByRole('link', { name: 'Chat' }).click();
  await agent.getByRole('button', { name: 'Online' }).click();
  await expect(agent.getByRole('button', { name: 'Online' })).toHaveAttribute('aria-pressed', 'true');

  // The shopper opens the chat from the order and sends the order's card.
  await page.goto('/pages/account/account');
  await signInHere(page, email);
  await page.goto(`/pages/order-detail/order-detail?orderNum=${order.orderNumber}`);
  await page.getByRole('link', { name: /Questions about this order\? Chat with us/ }).click();
  await page.getByRole('button', { name: 'Send order' }).click();
  const shopperChat = page.getByRole('main');
  await expect(shopperChat.getByText(`Order ${order.orderNumber}`)).toBeVisible();
  await page.getByLabel('Type a message').fill('When will my tires be ready?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(shopperChat.getByText('When will my tires be ready?')).toBeVisible();
  await expectAccessible(page);

  // The agent takes it from the queue, sees the card and answers.
  const waiting = agent.getByRole('list', { name: 'Waiting' });
  await waiting.getByRole('link').filter({ hasText: 'When will my tires be ready?' }).click();
  await agent.getByRole('button', { name: 'Take' }).click();
  const history = agent.getByRole('list', { name: 'Conversation history' });
  await expect(history.getByText(order.orderNumber)).toBeVisible();
  await agent.getByLabel('Message').fill('They are at the installer tomorrow morning.');
  await agent.getByLabel('Message').press('Enter');
  await expect(history.getByText('They are at the installer tomorrow morning.')).toBeVisible();
  await expectAccessible(agent);
  await expect(shopperChat.getByText('They are at the installer tomorrow morning.')).toBeVisible();

  // The shopper's network drops: the shop says so; a message written meanwhile waits, and one sent to them too.
  await page.context().setOffline(true);
  await expect(page.getByText(Messages.Reconnecting)).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Type a message').fill('Can I come at 9?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await agent.getByLabel('Message').fill('Bring your wheel lock key, please.');
  await agent.getByLabel('Message').press('Enter');
  await expect(history.getByText('Bring your wheel lock key, please.')).toBeVisible();

  // Back online: both messages arrive, each once.
  await page.context().setOffline(false);
  await expect(page.getByText(Messages.Reconnecting)).toBeHidden({ timeout: 20_000 });
  await expect(shopperChat.getByText('Bring your wheel lock key, please.')).toHaveCount(1);
  await expect(history.getByText('Can I come at 9?')).toHaveCount(1);
  await expect(shopperChat.getByText('Can I come at 9?')).toHaveCount(1);
  await agentContext.close();
});
