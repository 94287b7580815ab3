import { randomUUID } from 'node:crypto';
import type {
  AgentConversation,
  ChatClientFrame,
  ChatConversation,
  ChatHistoryAnswer,
  ChatOrigin,
  ChatServerFrame,
} from '@tread/domain';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import type { TestApp } from './harness';

/** Test kit of the chat tests: sockets that sign in and wait for frames, inquiries, agents online. */

type Headers = { authorization: string };

/** The ws:// address of an app listening on a free port (sockets need a real server). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

export type TestSocket = {
  ws: WebSocket;
  /** Every frame the server sent, in order. */
  frames: ChatServerFrame[];
  send(frame: ChatClientFrame): void;
  /** The first frame (already received or still to come) that `match` accepts. */
  next<F extends ChatServerFrame>(match: (frame: ChatServerFrame) => frame is F, ms?: number): Promise<F>;
  closed: Promise<number>;
  close(): void;
};

/** A socket to `/api/ws`; signed in with `token` when given, after which it has had its 'ready' frame. */
export async function openSocket(base: string, token?: string): Promise<TestSocket> {
  const ws = new WebSocket(`${base}/api/ws`);
  const frames: ChatServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ChatServerFrame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const socket: TestSocket = {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next: (match, ms = 5_000) =>
      new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.find(match);
          if (!found) return;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no such frame within ${ms} ms; got ${JSON.stringify(frames)}`));
        }, ms);
        waiters.add(look);
        look();
      }),
    closed,
    close: () => ws.close(),
  };
  if (token) {
    socket.send({ type: 'auth', token });
    await socket.next(isFrame('ready'));
  }
  return socket;
}

/** A type guard for frames of one type, optionally with more to check. */
export const isFrame =
  <T extends ChatServerFrame['type']>(
    type: T,
    more: (frame: Extract<ChatServerFrame, { type: T }>) => boolean = () => true,
  ) =>
  (frame: ChatServerFrame): frame is Extract<ChatServerFrame, { type: T }> =>
    frame.type === type && more(frame as Extract<ChatServerFrame, { type: T }>);

/** A message frame whose text is `text`. */
export const messageWithText = (text: string) =>
  isFrame('message', ({ message }) => message.content.kind === 'text' && message.content.text === text);

export const textFrame = (
  conversationId: number,
  text: string,
  clientId = randomUUID(),
): ChatClientFrame => ({
  type: 'send',
  conversationId,
  clientId,
  content: { kind: 'text', text },
});

export const tokenOf = (headers: Headers): string => headers.authorization;

export async function openInquiry(
  app: FastifyInstance,
  who: Headers,
  origin: ChatOrigin = { kind: 'personal' },
): Promise<ChatConversation> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/p/chat/inquiry',
    headers: who,
    payload: { origin },
  });
  if (res.statusCode !== 200) throw new Error(`inquiry: ${res.body}`);
  return res.json<ChatConversation>();
}

export async function setOnline(app: FastifyInstance, agent: Headers, online: boolean): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/admin/chat/presence',
    headers: agent,
    payload: { online },
  });
  if (res.statusCode !== 200) throw new Error(`presence: ${res.body}`);
}

export async function take(
  app: FastifyInstance,
  agent: Headers,
  conversationId: number,
): Promise<AgentConversation> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/chat/${conversationId}/take`,
    headers: agent,
  });
  if (res.statusCode !== 200) throw new Error(`take: ${res.body}`);
  return res.json<AgentConversation>();
}

/** The conversation's history as its customer reads it, newest first. */
export async function historyOf(t: TestApp, who: Headers, conversationId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/p/chat/messages?conversationId=${conversationId}`,
    headers: who,
  });
  if (res.statusCode !== 200) throw new Error(`history: ${res.body}`);
  return res.json<ChatHistoryAnswer>();
}
