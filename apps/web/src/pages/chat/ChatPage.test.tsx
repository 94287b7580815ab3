import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChatClose, ConversationStatus, Messages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { chatServer, FakeWebSocket, resetChatServer } from '../../testing/fake-websocket';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const CHAT = '/packages/user/chat';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  resetChatServer();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(async () => {
  cleanup();
  // The page lets go of the socket a moment after it leaves: that moment passes before the next test.
  if (vi.isFakeTimers()) await vi.runOnlyPendingTimersAsync();
  else await new Promise((resolve) => setTimeout(resolve, 0));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const composer = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Type a message' });

/** The chat page open at `path`, its socket signed in. */
async function openChat(path = CHAT) {
  const view = renderApp(path);
  await waitFor(() => expect(composer().disabled).toBe(false));
  await waitFor(() => expect(chatServer.open()).toHaveLength(1));
  return view;
}

function type(text: string) {
  fireEvent.change(composer(), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
}

/** The messages on screen, by their text, in order. */
const shownTexts = () =>
  [...document.querySelectorAll('.chat-bubble__text')].map((element) => element.textContent ?? '');

/** Lets the fake timers run `ms` forward, with what the callbacks start. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('chat page', { timeout: 20_000 }, () => {
  it('opens a personal inquiry and sends a message, shown once when the server echoes it twice', async () => {
    chatServer.echoes = 2;
    await openChat();
    expect(callsTo('/p/chat/inquiry')[0]?.body).toEqual({ origin: { kind: 'personal' } });
    const socket = chatServer.sockets[0];
    expect(socket?.url).toBe(`ws://${window.location.host}/api/ws`);
    expect(socket?.sent[0]).toEqual({ type: 'auth', token: 'access-1' });

    type('Do you install on Sundays?');
    await waitFor(() => expect(shownTexts()).toEqual(['Do you install on Sundays?']));
    await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
    const [send] = chatServer.sentFrames('send');
    expect(send?.conversationId).toBe(1);
    expect(send?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(backend.chat.messages).toHaveLength(1);
    expect(screen.getByText('Unread')).toBeTruthy();
    expect(composer().value).toBe('');
  });

  it('stays in the chat when the network comes back, where other pages relaunch home (§4)', async () => {
    const { router } = await openChat();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(Messages.Reconnecting)).toBeTruthy();
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(chatServer.open()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(Messages.Reconnecting)).toBeNull());
    expect(router.state.location.pathname).toBe(CHAT);
  });

  it('refuses a blank message inline and sends nothing', async () => {
    await openChat();
    type('    ');
    expect((await screen.findByRole('alert')).textContent).toBe(Messages.MessageBlank);
    expect(composer().getAttribute('aria-invalid')).toBe('true');
    expect(chatServer.sentFrames('send')).toHaveLength(0);
  });

  it('shows the agent reply, typing and the read mark on the shopper message', async () => {
    await openChat();
    type('Hi');
    await waitFor(() => expect(shownTexts()).toEqual(['Hi']));
    chatServer.broadcast({ type: 'typing', conversationId: 1, from: 'agent' });
    expect(await screen.findByText('Customer service is typing')).toBeTruthy();
    chatServer.broadcast({ type: 'read', conversationId: 1, by: 'agent', upTo: 1 });
    expect(await screen.findByText('Read')).toBeTruthy();
    const reply = chatServer.agentSays(1, 'Yes, from 9 to 5.');
    await waitFor(() => expect(shownTexts()).toEqual(['Hi', 'Yes, from 9 to 5.']));
    expect(screen.queryByText('Customer service is typing')).toBeNull();
    await waitFor(() =>
      expect(chatServer.sentFrames('read')).toContainEqual({
        type: 'read',
        conversationId: 1,
        upTo: reply.id,
      }),
    );
  });

  it('reconnects with the banner and resumes after the last id, without duplicates', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    await openChat();
    chatServer.agentSays(1, 'Hello there');
    await waitFor(() => expect(shownTexts()).toEqual(['Hello there']));

    chatServer.dropAll(1);
    expect(await screen.findByText(Messages.Reconnecting)).toBeTruthy();
    // Said while the shopper was away: only the resume brings it.
    chatServer.agentSays(1, 'Are you still there?');
    await wait(1000);
    expect(screen.getByText(Messages.Reconnecting)).toBeTruthy();
    await wait(2000);
    await waitFor(() => expect(screen.queryByText(Messages.Reconnecting)).toBeNull());
    await waitFor(() => expect(shownTexts()).toEqual(['Hello there', 'Are you still there?']));
    expect(chatServer.sentFrames('resume').at(-1)).toEqual({ type: 'resume', conversationId: 1, after: 1 });
    expect(chatServer.sockets).toHaveLength(3);
  });

  it('sends a message written while offline after the reconnect, with the same clientId', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    await openChat();
    chatServer.dropAll(5);
    await screen.findByText(Messages.Reconnecting);
    type('Written offline');
    expect(await screen.findByText('Sending')).toBeTruthy();
    expect(chatServer.sentFrames('send')).toHaveLength(0);

    chatServer.refusing = 0;
    await wait(1000);
    await waitFor(() => expect(shownTexts()).toEqual(['Written offline']));
    await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
    expect(chatServer.sentFrames('send')).toHaveLength(1);
  });

  it('sends again with the same clientId when the echo was lost, and the server stores it once', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    await openChat();
    chatServer.loseEchoes = true;
    type('Is it in stock?');
    await screen.findByText(Messages.Reconnecting);
    chatServer.loseEchoes = false;
    await wait(1000);
    await waitFor(() => expect(screen.queryByText('Sending')).toBeNull());
    const sends = chatServer.sentFrames('send');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.clientId).toBe(sends[0]?.clientId);
    expect(backend.chat.messages).toHaveLength(1);
    expect(shownTexts()).toEqual(['Is it in stock?']);
  });

  it('says the connection is broken after the retries are used up', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    await openChat();
    chatServer.dropAll(100);
    await screen.findByText(Messages.Reconnecting);
    await wait(31_000);
    expect(await screen.findByText(Messages.ConnectionBroken)).toBeTruthy();
    const tried = chatServer.sockets.length;
    await wait(60_000);
    expect(chatServer.sockets).toHaveLength(tried);
  });

  it('says Ws connection failed when the first connection never opens', async () => {
    chatServer.refusing = 1;
    renderApp(CHAT);
    expect(await screen.findByText(Messages.WsConnectionFailed)).toBeTruthy();
  });

  it('stops retrying when signed in elsewhere', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    await openChat();
    chatServer.replace();
    expect(await screen.findByText(Messages.LoggedInElsewhere)).toBeTruthy();
    await wait(60_000);
    expect(chatServer.sockets).toHaveLength(1);
    expect(composer().disabled).toBe(true);
  });

  it('refreshes a refused token and reconnects once', async () => {
    await openChat();
    backend.liveAccess.delete('access-1');
    chatServer.sockets[0]?.end(ChatClose.Unauthorized);
    await waitFor(() => expect(chatServer.open()).toHaveLength(1));
    expect(callsTo('/token/refresh')).toHaveLength(1);
    expect(chatServer.sockets[1]?.sent[0]).toEqual({ type: 'auth', token: 'access-2' });
  });

  it('signs the open socket in again when the token is refreshed, without dropping it', async () => {
    await openChat();
    backend.liveAccess.add('access-9');
    const { saveTokens } = await import('../../features/auth/session-store');
    saveTokens({ accessToken: 'access-9', refreshToken: 'refresh-9', expiresIn: 7200 });
    await waitFor(() =>
      expect(chatServer.sentFrames('auth').at(-1)).toEqual({ type: 'auth', token: 'access-9' }),
    );
    expect(chatServer.sockets).toHaveLength(1);
  });

  it('sends the product card from a product origin', async () => {
    await openChat(`${CHAT}?prodId=5&skuId=7`);
    expect(callsTo('/p/chat/inquiry')[0]?.body).toEqual({ origin: { kind: 'product', prodId: 5, skuId: 7 } });
    expect(screen.queryByRole('button', { name: 'Send order' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send product' }));
    expect(await screen.findByText('Michelin Defender2')).toBeTruthy();
    expect(chatServer.sentFrames('send')[0]?.content).toEqual({ kind: 'product', prodId: 5, skuId: 7 });
    expect(screen.getByRole('link', { name: /Michelin Defender2/ }).getAttribute('href')).toBe(
      '/pages/prod/prod?prodid=5&skuId=7',
    );
  });

  it('sends the order card from an order origin', async () => {
    await openChat(`${CHAT}?orderNumber=A2`);
    fireEvent.click(screen.getByRole('button', { name: 'Send order' }));
    expect(await screen.findByText('Order A2')).toBeTruthy();
    expect(chatServer.sentFrames('send')[0]?.content).toEqual({ kind: 'order', orderNumber: 'A2' });
  });

  it('keeps the message when customer service is offline', async () => {
    backend.chat.status = { online: false, hours: '8 AM–6 PM PT' };
    chatServer.online = false;
    await openChat();
    expect(await screen.findByText(Messages.CustomerServiceOffline)).toBeTruthy();
    expect(screen.getByText(/Hours: 8 AM–6 PM PT/)).toBeTruthy();
    type('Call me back please');
    await waitFor(() => expect(shownTexts()).toEqual(['Call me back please']));
  });

  it('ends the chat when a new inquiry on another page expires it, with the way there', async () => {
    const { router } = await openChat();
    chatServer.conversationChanged({ ...backend.chat.conversations[0]!, status: ConversationStatus.Expired });
    chatServer.conversationChanged({
      ...backend.chat.conversations[0]!,
      id: 7,
      status: ConversationStatus.Waiting,
    });
    expect(
      await screen.findByText('This chat ended because you started a new one on another page'),
    ).toBeTruthy();
    expect(composer().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue there' }));
    await waitFor(() => expect(router.state.location.search).toBe('?conversationId=7'));
  });
});
