import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatClose } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_NOW, stubShop } from '../../testing/stub-shop';
import { ANA, chatShop, FakeSocket, message, ORDER, renderChat } from './testing';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SHOP_NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const list = (name: string) => screen.getByRole('list', { name });
const itemsOf = (name: string) =>
  within(list(name))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function open(at: string) {
  const shop = chatShop();
  const calls = stubShop(shop.answer);
  renderChat(at);
  await screen.findByRole('list', { name: 'Mine' });
  await waitFor(() =>
    expect(FakeSocket.latest().sent[0]).toEqual({ type: 'auth', token: 'agent-access-token' }),
  );
  return { shop, calls, socket: FakeSocket.latest() };
}

describe('the chat queue', () => {
  it('lists waiting shoppers oldest first with wait time, origin and last message, then mine with unread counts', async () => {
    await open('/chat');
    expect(itemsOf('Waiting')).toEqual([
      `Danawaiting 42 minOrder ${ORDER}Where is my order?`,
      'Samwaiting 3 minPersonal centerDo you install on Sundays?',
    ]);
    expect(itemsOf('Mine')).toEqual(['Lee5 min agoProduct #7Is this tire good in snow?2 unread']);
    expect(screen.getByRole('heading', { name: 'No conversation open' })).toBeTruthy();
  });

  it('takes a waiting conversation: it moves to Mine and the reply box opens', async () => {
    const { calls } = await open('/chat/11');
    expect(await screen.findByText('Take this conversation to reply.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reply' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take' }));
    await screen.findByRole('form', { name: 'Reply' });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/chat/11/take',
    ]);
    expect(itemsOf('Waiting')).toHaveLength(1);
    expect(itemsOf('Mine')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send order card' })).toBeTruthy();
  });
});

describe('a conversation of mine', () => {
  it('sends a text that appears once, however often the server delivers it', async () => {
    const { socket } = await open('/chat/21');
    await screen.findByText('Hi there');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Yes, it is rated for snow.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await waitFor(() => {
      const frame = socket.sent.find((item) => item.type === 'send');
      if (frame?.type !== 'send') throw new Error('nothing sent');
      return frame;
    });
    expect(sent).toMatchObject({
      conversationId: 21,
      content: { kind: 'text', text: 'Yes, it is rated for snow.' },
    });
    expect(await screen.findByText('Sending…')).toBeTruthy();
    const echo = message({
      id: 130,
      conversationId: 21,
      clientId: sent.clientId,
      sender: 'agent',
      senderName: 'Me',
      content: sent.content,
      sentAt: SHOP_NOW.toISOString(),
    });
    socket.receive({ type: 'message', message: echo });
    socket.receive({ type: 'message', message: echo });
    expect(screen.getAllByText('Yes, it is rated for snow.')).toHaveLength(1);
    expect(screen.queryByText('Sending…')).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('marks what it shows read, and pages the history upward', async () => {
    const { socket, calls } = await open('/chat/21');
    await screen.findByText('Hi there');
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'read', conversationId: 21, upTo: 99 }));
    expect(itemsOf('Mine')).toEqual(['Lee5 min agoProduct #7Is this tire good in snow?']);
    expect(screen.queryByText('An earlier question')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await screen.findByText('An earlier question');
    expect(calls.map((call) => call.url)).toContain('/api/admin/chat/21/messages?before=98');
    expect(
      within(screen.getByRole('list', { name: 'Conversation history' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.chat-bubble')?.textContent),
    ).toEqual(['An earlier question', 'Hi there', 'Is this tire good in snow?']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
  });

  it('refuses a blank message with the domain message and sends nothing', async () => {
    const { socket } = await open('/chat/21');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Message cannot be blank']),
    );
    expect(socket.sent.some((frame) => frame.type === 'send')).toBe(false);
  });

  it('inserts a quick reply into the composer with one click', async () => {
    await open('/chat/21');
    fireEvent.click(await screen.findByRole('button', { name: 'Checking' }));
    expect(screen.getByLabelText('Message')).toHaveProperty(
      'value',
      'Let me check that for you, one moment please.',
    );
  });

  it("shows the customer's typing and, after a drop, resumes after the last message it saw", async () => {
    const { socket } = await open('/chat/21');
    await screen.findByText('Hi there');
    socket.receive({ type: 'typing', conversationId: 21, from: 'customer' });
    expect(screen.getByText('Lee is typing…')).toBeTruthy();
    socket.drop();
    expect(screen.getByRole('status').textContent).toMatch(/^Disconnected, reconnecting now/);
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 3_000 });
    const again = FakeSocket.latest();
    await waitFor(() =>
      expect(again.sent).toEqual([
        { type: 'auth', token: 'agent-access-token' },
        { type: 'resume', conversationId: 21, after: 99 },
      ]),
    );
    again.receive({
      type: 'message',
      message: message({
        id: 99,
        conversationId: 21,
        senderName: 'Lee',
        content: { kind: 'text', text: 'Is this tire good in snow?' },
      }),
    });
    expect(screen.getAllByText('Is this tire good in snow?')).toHaveLength(2);
  });

  it('says it is reconnecting the moment the network goes, and reconnects as soon as it is back', async () => {
    const { socket } = await open('/chat/21');
    await screen.findByText('Hi there');
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(socket.readyState).toBe(FakeSocket.CLOSED);
    expect(screen.getByRole('status').textContent).toMatch(/^Disconnected, reconnecting now/);
    // Offline, no attempt is made however long it lasts.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(FakeSocket.instances).toHaveLength(1);

    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(FakeSocket.instances).toHaveLength(2);
    await waitFor(() =>
      expect(FakeSocket.latest().sent).toEqual([
        { type: 'auth', token: 'agent-access-token' },
        { type: 'resume', conversationId: 21, after: 99 },
      ]),
    );
  });

  it('stops, and says so, when the agent opened the chat in another tab', async () => {
    const { socket } = await open('/chat/21');
    act(() => socket.close(ChatClose.Replaced));
    expect(screen.getByRole('status').textContent).toBe(
      'You opened the chat in another tab or signed in elsewhere. Refresh this page to use it here.',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('hands over only to agents online now', async () => {
    const { calls } = await open('/chat/21');
    fireEvent.click(await screen.findByRole('button', { name: 'Hand over' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over the conversation' });
    const agent = (await within(dialog).findByLabelText(/^Agent/)) as HTMLSelectElement;
    expect([...agent.options].map((option) => option.textContent)).toEqual(['Choose an agent…', 'Ana']);
    fireEvent.change(agent, { target: { value: ANA } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand over' }));
    await screen.findByRole('heading', { name: 'No conversation open' });
    expect(calls.find((call) => call.url.endsWith('/handover'))?.body).toEqual({ agentId: ANA });
    expect(screen.queryByRole('list', { name: 'Mine' })).toBeNull();
  });
});

describe('the customer beside the chat', () => {
  it('shows their e-mail, nickname and recent orders, and sends an order as a card', async () => {
    const { socket } = await open('/chat/21');
    const customer = screen.getByRole('complementary', { name: 'Customer' });
    expect(within(customer).getByText('lee.kim@example.com')).toBeTruthy();
    const orders = await within(customer).findByRole('list', { name: 'Recent orders' });
    expect(within(orders).getByRole('link', { name: ORDER })).toBeTruthy();
    expect(within(orders).getByText('Shipped · $519.96 · 4 items')).toBeTruthy();
    fireEvent.click(within(orders).getByRole('button', { name: `Send order card ${ORDER}` }));
    expect(socket.sent.at(-1)).toMatchObject({
      type: 'send',
      conversationId: 21,
      content: { kind: 'order', orderNumber: ORDER },
    });
  });
});

describe('the presence switch', () => {
  it('shows the agent away, and puts them online with one click', async () => {
    const { calls } = await open('/chat');
    const online = screen.getByRole('button', { name: 'Online' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Away' }).getAttribute('aria-pressed')).toBe('true'),
    );
    fireEvent.click(online);
    await waitFor(() => expect(online.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', url: '/api/admin/chat/presence', body: { online: true } },
    ]);
  });
});
