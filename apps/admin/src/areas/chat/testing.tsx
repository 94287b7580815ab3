import { act } from '@testing-library/react';
import {
  type AgentConversation,
  type AgentQueueAnswer,
  agentConversation,
  type ChatAgentsAnswer,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
  chatHandoverRequest,
  chatMessage,
  chatPresenceRequest,
  customerDetail,
  OrderStatus,
  orderNumber,
  refusal,
  UserRole,
} from '@tread/domain';
import { vi } from 'vitest';
import { setTokens } from '../../api/session';
import {
  type Answer,
  answerInvalid,
  answerRefusal,
  type Call,
  renderArea,
  SHOP_NOW,
} from '../../testing/stub-shop';
import ChatArea from './routes';

/**
 * A small shop for the agents' chat: the queue, history, agents and presence it holds, changed by take, hand
 * over, close and the presence switch (their bodies checked by the API's schemas), and a fake WebSocket standing
 * in for /api/ws that answers the auth frame with 'ready' and lets a test deliver server frames.
 */

export const ME = '0b7f6a52-3c1d-4e8f-9a2b-5c6d7e8f9a01';
export const ANA = '1c8a7b63-4d2e-4f9a-8b3c-6d7e8f9a0b12';
export const RAY = '2d9b8c74-5e3f-4a0b-9c4d-7e8f9a0b1c23';
const CUSTOMER = '3f6c1d2e-8a4b-4c7d-9e1f-2a3b4c5d6e7f';

export const ORDER = orderNumber(new Date('2026-11-20T18:00:00.000Z'), '4821937765');

const minutesAgo = (minutes: number) => new Date(SHOP_NOW.getTime() - minutes * 60_000).toISOString();

export const message = (change: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'conversationId'>) =>
  chatMessage.parse({
    clientId: null,
    sender: 'customer',
    senderName: 'Dana',
    content: { kind: 'text', text: 'Hello?' },
    card: null,
    sentAt: minutesAgo(5),
    ...change,
  });

const conversation = (change: Partial<AgentConversation> & Pick<AgentConversation, 'id'>) =>
  agentConversation.parse({
    status: 'waiting',
    origin: { kind: 'personal' },
    agentName: null,
    agentId: null,
    customerReadUpTo: 0,
    agentReadUpTo: 0,
    unread: 0,
    lastMessage: null,
    startedAt: minutesAgo(5),
    customer: { userId: CUSTOMER, email: 'dana.lee@example.com', nickname: 'Dana' },
    ...change,
  });

/** Two shoppers waiting (the order one for 42 minutes, the personal-center one for 3) and one chat of mine. */
export function shopQueue(): AgentQueueAnswer {
  return {
    waiting: [
      conversation({
        id: 11,
        origin: { kind: 'order', orderNumber: ORDER },
        startedAt: minutesAgo(42),
        lastMessage: message({
          id: 101,
          conversationId: 11,
          content: { kind: 'text', text: 'Where is my order?' },
        }),
        customer: { userId: CUSTOMER, email: 'dana.lee@example.com', nickname: 'Dana' },
      }),
      conversation({
        id: 12,
        startedAt: minutesAgo(3),
        lastMessage: message({
          id: 105,
          conversationId: 12,
          senderName: 'Sam',
          content: { kind: 'text', text: 'Do you install on Sundays?' },
        }),
        customer: {
          userId: '4a7d2e3f-9b5c-4d8e-8f2a-3b4c5d6e7f80',
          email: 'sam.ortiz@example.com',
          nickname: 'Sam',
        },
      }),
    ],
    mine: [
      conversation({
        id: 21,
        status: 'open',
        origin: { kind: 'product', prodId: 7, skuId: 70 },
        agentName: 'Me',
        agentId: ME,
        unread: 2,
        startedAt: minutesAgo(20),
        lastMessage: message({
          id: 99,
          conversationId: 21,
          senderName: 'Lee',
          content: { kind: 'text', text: 'Is this tire good in snow?' },
        }),
        customer: {
          userId: '5b8e3f40-ac6d-4e9f-9a3b-4c5d6e7f8091',
          email: 'lee.kim@example.com',
          nickname: 'Lee',
        },
      }),
    ],
  };
}

export type ChatShop = {
  queue: AgentQueueAnswer;
  agents: ChatAgentsAnswer['list'];
  history: Map<number, ChatMessage[]>;
};

export function chatShop(
  role: UserRole = UserRole.CustomerService,
): ChatShop & { answer: (call: Call) => Answer } {
  const shop: ChatShop = {
    queue: shopQueue(),
    agents: [
      { userId: ME, name: 'Me', online: false },
      { userId: ANA, name: 'Ana', online: true },
      { userId: RAY, name: 'Ray', online: false },
    ],
    history: new Map([
      [11, [message({ id: 101, conversationId: 11, content: { kind: 'text', text: 'Where is my order?' } })]],
      [
        21,
        [
          message({
            id: 99,
            conversationId: 21,
            senderName: 'Lee',
            content: { kind: 'text', text: 'Is this tire good in snow?' },
          }),
          message({
            id: 98,
            conversationId: 21,
            senderName: 'Lee',
            content: { kind: 'text', text: 'Hi there' },
          }),
          message({
            id: 90,
            conversationId: 21,
            senderName: 'Lee',
            content: { kind: 'text', text: 'An earlier question' },
            sentAt: minutesAgo(90),
          }),
        ],
      ],
    ]),
  };
  const answer = (call: Call): Answer => {
    const { pathname } = new URL(call.url, 'http://shop.test');
    if (pathname === '/api/p/user/userInfo')
      return { body: { role, userId: ME, userMail: `${role}@tread.local` } };
    if (pathname === '/api/admin/chat/queue') return { body: shop.queue };
    if (pathname === '/api/admin/chat/agents') return { body: { list: shop.agents } };
    if (pathname === '/api/admin/chat/presence' && call.method === 'PUT') {
      const parsed = chatPresenceRequest.safeParse(call.body);
      if (!parsed.success) return answerInvalid(parsed.error);
      shop.agents = shop.agents.map((agent) =>
        agent.userId === ME ? { ...agent, online: parsed.data.online } : agent,
      );
      return { body: { online: parsed.data.online } };
    }
    if (pathname.startsWith('/api/admin/customers/'))
      return {
        body: customerDetail.parse({
          userId: pathname.split('/').at(-1),
          email: 'dana.lee@example.com',
          nickName: 'Dana',
          mobile: null,
          disabled: false,
          createdAt: '2025-06-02T17:00:00.000Z',
          gender: null,
          mktEmail: null,
          balance: 0,
          recentOrders: [
            {
              orderNumber: ORDER,
              status: OrderStatus.Shipped,
              statusLabel: 'Shipped',
              createdAt: '2026-11-20T18:00:00.000Z',
              total: 51_996,
              itemCount: 4,
            },
          ],
          orderCount: 1,
          addresses: [],
        }),
      };
    const [, id, action] = /^\/api\/admin\/chat\/(\d+)\/(\w+)$/.exec(pathname) ?? [];
    const conversationId = Number(id);
    if (action === 'messages') {
      // Pages of two, newest first, as the server pages them by `before`.
      const before = Number(new URL(call.url, 'http://shop.test').searchParams.get('before') ?? Infinity);
      const older = (shop.history.get(conversationId) ?? []).filter((item) => item.id < before);
      return { body: { list: older.slice(0, 2), hasMore: older.length > 2 } };
    }
    if (action === 'take') {
      const taken = shop.queue.waiting.find((item) => item.id === conversationId);
      if (!taken) return answerRefusal(refusal('NOT_FOUND'));
      const mine = { ...taken, status: 'open' as const, agentId: ME, agentName: 'Me' };
      shop.queue = {
        waiting: shop.queue.waiting.filter((item) => item.id !== conversationId),
        mine: [...shop.queue.mine, mine],
      };
      return { body: mine };
    }
    if (action === 'handover') {
      const parsed = chatHandoverRequest.safeParse(call.body);
      if (!parsed.success) return answerInvalid(parsed.error);
      shop.queue = { ...shop.queue, mine: shop.queue.mine.filter((item) => item.id !== conversationId) };
      return { body: {} };
    }
    if (action === 'close') {
      shop.queue = { ...shop.queue, mine: shop.queue.mine.filter((item) => item.id !== conversationId) };
      return { body: {} };
    }
    return answerRefusal(refusal('NOT_FOUND'));
  };
  return Object.assign(shop, { answer });
}

/** The browser's WebSocket as the console uses it, standing in for the shop's /api/ws. */
export class FakeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeSocket[] = [];

  readyState = FakeSocket.CONNECTING;
  readonly sent: ChatClientFrame[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    queueMicrotask(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  send(data: string): void {
    const frame = JSON.parse(data) as ChatClientFrame;
    this.sent.push(frame);
    if (frame.type === 'auth') this.deliver({ type: 'ready', role: 'agent' });
  }

  close(code = 1000): void {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code });
  }

  /** A frame from the server, as the browser hands it over. */
  deliver(frame: ChatServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The server drops the connection. */
  drop(): void {
    act(() => this.close(1006));
  }

  receive(frame: ChatServerFrame): void {
    act(() => this.deliver(frame));
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('No socket was opened');
    return socket;
  }
}

/** The chat area opened at `at` (under /chat) by a signed-in agent, its socket a fake. */
export function renderChat(at: string) {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setTokens({ accessToken: 'agent-access-token', refreshToken: 'agent-refresh-token' });
  return renderArea('chat', ChatArea, at);
}
