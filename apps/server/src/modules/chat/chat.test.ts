import { randomUUID } from 'node:crypto';
import {
  ChatClose,
  type ChatConversation,
  ConversationStatus,
  type LoginResult,
  Messages,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Customer } from '../../../test/accounts';
import {
  historyOf,
  isFrame,
  listening,
  messageWithText,
  openInquiry,
  openSocket,
  setOnline,
  type TestSocket,
  take,
  textFrame,
  tokenOf,
} from '../../../test/chat';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';
import { nextShopper, placeOrder, signUpShoppers } from '../../../test/orders';
import { freshProduct } from '../../../test/reviews';

let t: TestApp;
let base: string;
let shoppers: Customer[];
let agent: { authorization: string };
let agentSocket: TestSocket;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listening(t.app);
  shoppers = await signUpShoppers(t, 14);
  agent = await staffMember(t, UserRole.CustomerService);
  await setOnline(t.app, agent, true);
  agentSocket = await socketOf(agent);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

async function socketOf(who: { authorization: string }): Promise<TestSocket> {
  const socket = await openSocket(base, tokenOf(who));
  sockets.push(socket);
  return socket;
}

/** A shopper with a conversation the agent has taken, and the shopper's socket. */
async function openChat() {
  const shopper = nextShopper(shoppers);
  const socket = await socketOf(shopper.headers);
  const conversation = await openInquiry(t.app, shopper.headers);
  const taken = await take(t.app, agent, conversation.id);
  return { shopper, socket, conversation, taken };
}

const errorFrame = (code: string) => isFrame('error', (frame) => frame.code === code);

describe('chat between a shopper and customer service', () => {
  it('carries messages both ways over the sockets, each stored before it is delivered', async () => {
    const shopper = nextShopper(shoppers);
    const socket = await socketOf(shopper.headers);
    const conversation = await openInquiry(t.app, shopper.headers, { kind: 'personal' });
    // The new inquiry reaches the agents' queue at once.
    await agentSocket.next(isFrame('conversation', (f) => f.conversation.id === conversation.id));

    socket.send(textFrame(conversation.id, 'Do you fit 225/45R17 on a Civic?'));
    const queued = await agentSocket.next(messageWithText('Do you fit 225/45R17 on a Civic?'));
    expect(queued.message).toMatchObject({ sender: 'customer', conversationId: conversation.id });
    // Delivered means stored: the history already holds it.
    expect((await historyOf(t, shopper.headers, conversation.id)).list.map((m) => m.id)).toContain(
      queued.message.id,
    );

    const taken = await take(t.app, agent, conversation.id);
    expect(taken.status).toBe(ConversationStatus.Open);
    await socket.next(isFrame('conversation', (f) => f.conversation.status === ConversationStatus.Open));
    agentSocket.send(textFrame(conversation.id, 'Yes, we do.'));
    const reply = await socket.next(messageWithText('Yes, we do.'));
    expect(reply.message).toMatchObject({ sender: 'agent', senderName: 'Customer service' });
    const history = await historyOf(t, shopper.headers, conversation.id);
    expect(history.list.map((m) => m.sender)).toEqual(['agent', 'customer']);
  });

  it('fills a product card from the catalog and refuses another user’s photo', async () => {
    const { socket, conversation } = await openChat();
    const product = await freshProduct(t);
    socket.send({
      type: 'send',
      conversationId: conversation.id,
      clientId: randomUUID(),
      content: { kind: 'product', prodId: product.prodId, skuId: product.skuId },
    });
    const card = await agentSocket.next(
      isFrame('message', (f) => f.message.conversationId === conversation.id && f.message.card !== null),
    );
    expect(card.message.card).toMatchObject({
      price: 10_000,
      path: expect.stringContaining(`${product.prodId}`),
    });

    const clientId = randomUUID();
    socket.send({
      type: 'send',
      conversationId: conversation.id,
      clientId,
      content: { kind: 'image', url: `/uploads/photos/${randomUUID()}/${randomUUID()}.webp` },
    });
    const refused = await socket.next(isFrame('error', (f) => f.clientId === clientId));
    expect(refused.code).toBe('CHAT_PHOTO_NOT_YOURS');
  });

  it('fills an order card from the shopper’s own order only, and passes typing to the other side', async () => {
    const { shopper, socket, conversation } = await openChat();
    const [orderNumber] = (await placeOrder(t, shopper, { delivery: 'home' })).orderNumbers;
    agentSocket.send({
      type: 'send',
      conversationId: conversation.id,
      clientId: randomUUID(),
      content: { kind: 'order', orderNumber: orderNumber ?? '' },
    });
    const card = await socket.next(
      isFrame('message', (f) => f.message.content.kind === 'order' && f.message.card !== null),
    );
    expect(card.message.card?.path).toContain(orderNumber);

    const stranger = nextShopper(shoppers);
    const [theirs] = (await placeOrder(t, stranger, { delivery: 'home' })).orderNumbers;
    const clientId = randomUUID();
    socket.send({
      type: 'send',
      conversationId: conversation.id,
      clientId,
      content: { kind: 'order', orderNumber: theirs ?? '' },
    });
    expect((await socket.next(isFrame('error', (f) => f.clientId === clientId))).code).toBe(
      'ORDER_NOT_FOUND',
    );

    socket.send({ type: 'typing', conversationId: conversation.id });
    await agentSocket.next(
      isFrame('typing', (f) => f.conversationId === conversation.id && f.from === 'customer'),
    );
  });

  it('stores a message sent again with the same clientId once, even when 20 tabs send it at once', async () => {
    const { shopper, socket, conversation } = await openChat();
    const clientId = randomUUID();
    socket.send(textFrame(conversation.id, 'Only once, please', clientId));
    const first = await socket.next(messageWithText('Only once, please'));
    socket.send(textFrame(conversation.id, 'Only once, please', clientId));
    socket.send({ type: 'ping' });
    await socket.next(isFrame('pong'));

    const raced = randomUUID();
    const tabs = await Promise.all(Array.from({ length: 20 }, () => socketOf(shopper.headers)));
    for (const tab of tabs) tab.send(textFrame(conversation.id, 'Raced', raced));
    const answers = await Promise.all(tabs.map((tab) => tab.next(messageWithText('Raced'))));
    const stored = (await historyOf(t, shopper.headers, conversation.id)).list;
    expect(stored.filter((m) => m.clientId === clientId).map((m) => m.id)).toEqual([first.message.id]);
    const racedRows = stored.filter((m) => m.clientId === raced);
    expect(racedRows).toHaveLength(1);
    expect(new Set(answers.map((f) => f.message.id))).toEqual(new Set([racedRows[0]?.id]));
    for (const tab of tabs) tab.close();
  });

  it('replays what was missed while the socket was away', async () => {
    const { shopper, socket, conversation } = await openChat();
    socket.send(textFrame(conversation.id, 'Before the tunnel'));
    const seen = await socket.next(messageWithText('Before the tunnel'));
    socket.close();
    await socket.closed;
    agentSocket.send(textFrame(conversation.id, 'Missed one'));
    agentSocket.send(textFrame(conversation.id, 'Missed two'));
    await agentSocket.next(messageWithText('Missed two'));

    const again = await socketOf(shopper.headers);
    again.send({ type: 'resume', conversationId: conversation.id, after: seen.message.id });
    await again.next(messageWithText('Missed two'));
    const replayed = again.frames.filter(isFrame('message')).map((f) => f.message.content);
    expect(replayed).toEqual([
      { kind: 'text', text: 'Missed one' },
      { kind: 'text', text: 'Missed two' },
    ]);
  });

  it('counts unread messages and moves the read marks both sides see', async () => {
    const { shopper, socket, conversation } = await openChat();
    agentSocket.send(textFrame(conversation.id, 'First'));
    agentSocket.send(textFrame(conversation.id, 'Second'));
    const second = await socket.next(messageWithText('Second'));
    const mine = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/p/chat/conversations', headers: shopper.headers }))
        .json<{ list: ChatConversation[] }>()
        .list.find((c) => c.id === conversation.id);
    expect((await mine())?.unread).toBe(2);

    socket.send({ type: 'read', conversationId: conversation.id, upTo: second.message.id });
    const read = await agentSocket.next(
      isFrame('read', (f) => f.conversationId === conversation.id && f.by === 'customer'),
    );
    expect(read.upTo).toBe(second.message.id);
    expect(await mine()).toMatchObject({ unread: 0, customerReadUpTo: second.message.id });

    // A mark past the newest message stops at it.
    socket.send({ type: 'read', conversationId: conversation.id, upTo: Number.MAX_SAFE_INTEGER });
    socket.send({ type: 'ping' });
    await socket.next(isFrame('pong'));
    expect((await mine())?.customerReadUpTo).toBe(second.message.id);
  });

  it('expires the older inquiry when the shopper opens a new one on another page', async () => {
    const { shopper, socket, conversation: old } = await openChat();
    const product = await freshProduct(t);
    const fresh = await openInquiry(t.app, shopper.headers, {
      kind: 'product',
      prodId: product.prodId,
      skuId: product.skuId,
    });
    expect(fresh.status).toBe(ConversationStatus.Waiting);
    await socket.next(
      isFrame('conversation', (f) => f.conversation.id === old.id && f.conversation.status === 'expired'),
    );
    socket.send(textFrame(old.id, 'Still there?'));
    await socket.next(errorFrame('CHAT_ENDED'));
  });

  it('refuses another shopper’s conversation, on the socket and over HTTP', async () => {
    const { conversation } = await openChat();
    const stranger = nextShopper(shoppers);
    const socket = await socketOf(stranger.headers);
    socket.send(textFrame(conversation.id, 'Let me in'));
    await socket.next(errorFrame('CHAT_NOT_FOUND'));
    socket.send({ type: 'resume', conversationId: conversation.id, after: 0 });
    socket.send({ type: 'read', conversationId: 2_147_483_648, upTo: 1 });
    await socket.next(
      isFrame('error', () => socket.frames.filter(errorFrame('CHAT_NOT_FOUND')).length === 3),
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/p/chat/messages?conversationId=${conversation.id}`,
      headers: stranger.headers,
    });
    expect([res.statusCode, res.json().code]).toEqual([404, 'CHAT_NOT_FOUND']);
    expect(socket.frames.filter(isFrame('message'))).toEqual([]);
  });

  it('shows customer service online while an agent is, and tells an offline shopper once', async () => {
    const shopper = nextShopper(shoppers);
    const socket = await socketOf(shopper.headers);
    await socket.next(isFrame('presence', (f) => f.online));
    await setOnline(t.app, agent, false);
    await socket.next(isFrame('presence', (f) => !f.online));
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/status' })).json()).toMatchObject({
      online: false,
    });
    const agents = await t.app.inject({ method: 'GET', url: '/api/admin/chat/agents', headers: agent });
    expect(agents.json().list).toContainEqual(expect.objectContaining({ online: false }));

    const conversation = await openInquiry(t.app, shopper.headers);
    socket.send(textFrame(conversation.id, 'Anyone?'));
    socket.send(textFrame(conversation.id, 'Hello?'));
    await socket.next(messageWithText(Messages.CustomerServiceOffline));
    await socket.next(messageWithText('Hello?'));
    socket.send({ type: 'ping' });
    await socket.next(isFrame('pong'));
    const history = await historyOf(t, shopper.headers, conversation.id);
    // Kept for later, with one notice.
    expect(history.list.filter((m) => m.sender === 'system')).toHaveLength(1);
    expect(history.list.filter((m) => m.sender === 'customer')).toHaveLength(2);

    await setOnline(t.app, agent, true);
    await socket.next(isFrame('presence', (f) => f.online));
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/status' })).json().online).toBe(true);
  });

  it('closes the older session’s sockets when the shopper signs in elsewhere, and keeps tabs of one session', async () => {
    const shopper = nextShopper(shoppers);
    const firstTab = await socketOf(shopper.headers);
    const secondTab = await socketOf(shopper.headers);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    const elsewhere = await socketOf(bearer(login.json<LoginResult>()));
    expect(await firstTab.closed).toBe(ChatClose.Replaced);
    expect(await secondTab.closed).toBe(ChatClose.Replaced);
    expect(firstTab.frames).toContainEqual(expect.objectContaining({ message: Messages.LoggedInElsewhere }));
    elsewhere.send({ type: 'ping' });
    await elsewhere.next(isFrame('pong'));
  });

  it('keeps the socket on a refreshed token and closes it without a valid sign-in', async () => {
    const shopper = nextShopper(shoppers);
    const socket = await socketOf(shopper.headers);
    socket.send({ type: 'auth', token: shopper.tokens.accessToken });
    socket.send({ type: 'ping' });
    await socket.next(isFrame('pong'));

    const early = await openSocket(base);
    early.send({ type: 'ping' });
    expect(await early.closed).toBe(ChatClose.Unauthorized);
    const wrong = await openSocket(base);
    wrong.send({ type: 'auth', token: 'not-a-token' });
    expect(await wrong.closed).toBe(ChatClose.Unauthorized);
    const garbled = await openSocket(base);
    garbled.ws.send('{"type":');
    expect(await garbled.closed).toBe(ChatClose.Unauthorized);

    socket.ws.send('not json');
    socket.send({ type: 'typing', conversationId: -1 });
    await socket.next(isFrame('error', () => socket.frames.filter(errorFrame('INVALID_INPUT')).length === 2));
    socket.send(textFrame(1, '   '));
    const blank = await socket.next(isFrame('error', (f) => f.message === Messages.MessageBlank));
    expect(blank.code).toBe('INVALID_INPUT');
  });

  it('lets agents list, hand over and close conversations; shoppers may not', async () => {
    const { shopper, socket, conversation, taken } = await openChat();
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/chat/queue', headers: agent });
    expect(queue.json().mine.map((c: ChatConversation) => c.id)).toContain(conversation.id);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chat/queue',
      headers: shopper.headers,
    });
    expect(denied.statusCode).toBe(403);

    const colleague = await staffMember(t, UserRole.CustomerService);
    const away = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${conversation.id}/handover`,
      headers: agent,
      payload: { agentId: randomUUID() },
    });
    expect(away.json().code).toBe('CHAT_AGENT_NOT_ONLINE');
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${conversation.id}/take`,
      headers: colleague,
    });
    expect(late.json().code).toBe('CHAT_ALREADY_TAKEN');
    await setOnline(t.app, colleague, true);
    const agents = (
      await t.app.inject({ method: 'GET', url: '/api/admin/chat/agents', headers: agent })
    ).json();
    const target = agents.list.find(
      (a: { online: boolean; userId: string }) => a.online && a.userId !== taken.agentId,
    );
    const handed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${conversation.id}/handover`,
      headers: agent,
      payload: { agentId: target.userId },
    });
    expect(handed.json().agentId).toBe(target.userId);
    // It is the colleague's now: the first agent may no longer close it.
    const notYours = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${conversation.id}/close`,
      headers: agent,
    });
    expect(notYours.json().code).toBe('CHAT_NOT_PARTICIPANT');
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${conversation.id}/close`,
      headers: colleague,
    });
    expect(closed.json().status).toBe(ConversationStatus.Closed);
    await socket.next(isFrame('conversation', (f) => f.conversation.status === ConversationStatus.Closed));
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/chat/${conversation.id}/messages`,
      headers: agent,
    });
    expect(history.statusCode).toBe(200);
    await setOnline(t.app, colleague, false);
  });
});
