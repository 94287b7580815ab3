import { CHAT_PING_MS, ChatClose, type ChatMessage } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatServer, FakeWebSocket, resetChatServer } from '../../testing/fake-websocket';
import { mergeMessages } from './chat-room';
import { type ChatLink, ChatSocket } from './socket';

beforeEach(() => {
  resetChatServer();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

// Every socket a test started is stopped, so none answers a later test's 'online' event.
const startedSockets: ChatSocket[] = [];

afterEach(() => {
  for (const socket of startedSockets.splice(0)) socket.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function started(
  token: () => string | null = () => 'access-1',
  renew = async (): Promise<string | null> => null,
) {
  const links: ChatLink[] = [];
  const socket = new ChatSocket({
    url: 'ws://tread.test/api/ws',
    token,
    renew,
    onFrame: () => undefined,
    onLink: (link) => links.push(link),
  });
  socket.start();
  startedSockets.push(socket);
  return { socket, links };
}

const message = (id: number): ChatMessage => ({
  id,
  conversationId: 1,
  clientId: null,
  sender: 'agent',
  senderName: 'Customer service',
  content: { kind: 'text', text: `m${id}` },
  card: null,
  sentAt: '2026-11-28T17:00:00.000Z',
});

describe('chat socket', () => {
  it('pings every CHAT_PING_MS while ready', async () => {
    const { socket } = started();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.isReady).toBe(true);
    await vi.advanceTimersByTimeAsync(CHAT_PING_MS * 2);
    expect(chatServer.sentFrames('ping')).toHaveLength(2);
    socket.stop();
  });

  it('refreshes a refused token once, then gives up when refused again', async () => {
    const renew = vi.fn(async () => 'access-stale');
    const { links } = started(() => 'access-stale', renew);
    await vi.advanceTimersByTimeAsync(100);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(chatServer.sockets).toHaveLength(2);
    expect(links.at(-1)).toEqual({ status: 'disconnected', everReady: false, end: 'broken' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(chatServer.sockets).toHaveLength(2);
  });

  it('does not reconnect after being replaced by another sign-in', async () => {
    const { links } = started();
    await vi.advanceTimersByTimeAsync(0);
    chatServer.sockets[0]?.end(ChatClose.Replaced);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(chatServer.sockets).toHaveLength(1);
    expect(links.at(-1)).toEqual({ status: 'disconnected', everReady: true, end: 'replaced' });
  });

  it('drops the socket when the browser goes offline, waits, and reconnects at once when it is back', async () => {
    const { socket, links } = started();
    await vi.advanceTimersByTimeAsync(0);
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    window.dispatchEvent(new Event('offline'));
    expect(links.at(-1)).toMatchObject({ status: 'reconnecting', everReady: true });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(chatServer.sockets).toHaveLength(1);
    expect(links.at(-1)?.status).toBe('reconnecting');
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(chatServer.sockets).toHaveLength(2);
    expect(socket.isReady).toBe(true);
    socket.stop();
  });

  it('keeps each message once, in id order', () => {
    const merged = mergeMessages(
      [message(3), message(1)].sort((a, b) => a.id - b.id),
      [message(2), message(3)],
    );
    expect(merged.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });
});
