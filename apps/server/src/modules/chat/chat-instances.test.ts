import { randomUUID } from 'node:crypto';
import { ChatClose, type LoginResult, UserRole } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Customer } from '../../../test/accounts';
import {
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
import { createTestApp, type SecondApp, type TestApp } from '../../../test/harness';
import { staffMember } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';

// Two instances of the shop on one database and one Redis, as production runs several: the chat crosses
// between them through Redis pub/sub. (chat.postgres.test.ts proves the same with two server processes.)

const REDIS = {
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `chat-${randomUUID().slice(0, 8)}`,
};

let t: TestApp;
let second: SecondApp;
let first: string;
let other: string;
let shoppers: Customer[];
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp(REDIS);
  second = await t.another(REDIS);
  first = await listening(t.app);
  other = await listening(second.app);
  shoppers = await signUpShoppers(t, 2);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await second?.close();
  await t?.close();
});

async function socketOn(base: string, who: { authorization: string }) {
  const socket = await openSocket(base, tokenOf(who));
  sockets.push(socket);
  return socket;
}

describe('chat across two instances through Redis', () => {
  it('carries a shopper’s message on one instance to the agent on the other, and the reply back, at once', async () => {
    const agent = await staffMember(t, UserRole.CustomerService);
    await setOnline(second.app, agent, true);
    const agentSocket = await socketOn(other, agent);
    const shopper = nextShopper(shoppers);
    const shopperSocket = await socketOn(first, shopper.headers);
    // The agent's presence, set on the other instance, reached this one's shopper.
    await shopperSocket.next(isFrame('presence', (f) => f.online));

    const conversation = await openInquiry(t.app, shopper.headers);
    await agentSocket.next(isFrame('conversation', (f) => f.conversation.id === conversation.id));
    await take(second.app, agent, conversation.id);

    const sent = Date.now();
    shopperSocket.send(textFrame(conversation.id, 'Across the instances'));
    const received = await agentSocket.next(messageWithText('Across the instances'), 2_000);
    agentSocket.send(textFrame(conversation.id, 'Heard you'));
    await shopperSocket.next(messageWithText('Heard you'), 2_000);
    expect(Date.now() - sent).toBeLessThan(2_000);
    expect(received.message.sender).toBe('customer');
  });

  it('closes the older session’s socket on one instance when the shopper signs in on the other', async () => {
    const shopper = nextShopper(shoppers);
    const older = await socketOn(first, shopper.headers);
    const login = await second.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    await socketOn(other, bearer(login.json<LoginResult>()));
    expect(await older.closed).toBe(ChatClose.Replaced);
  });
});
