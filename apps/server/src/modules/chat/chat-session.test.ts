import { ChatClose, type LoginResult } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/accounts';
import { isFrame, listening, openSocket, type TestSocket, tokenOf } from '../../../test/chat';
import { createTestApp, type TestApp } from '../../../test/harness';

// A socket silent for two seconds is closed here, so idling can be seen in a test; the shop's default is a minute.
const IDLE_SECONDS = 2;
const TOKEN_LIFE_MS = 7200 * 1000;

let t: TestApp;
let base: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CHAT_IDLE_SECONDS: String(IDLE_SECONDS) });
  base = await listening(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t?.close();
});

async function signedInSocket(token: string): Promise<TestSocket> {
  const socket = await openSocket(base, token);
  sockets.push(socket);
  return socket;
}

const sessionExpired = isFrame('error', (frame) => frame.code === 'SESSION_EXPIRED');

describe('a chat socket lives only as long as its session', () => {
  it('is closed at its next ping once the shopper signs out in another tab', async () => {
    const shopper = await signUp(t);
    const socket = await signedInSocket(tokenOf(shopper.headers));
    socket.send({ type: 'ping' });
    await socket.next(isFrame('pong'));

    const out = await t.app.inject({ method: 'POST', url: '/api/p/logout', headers: shopper.headers });
    expect(out.statusCode).toBe(200);
    socket.send({ type: 'ping' });
    await socket.next(sessionExpired);
    expect(await socket.closed).toBe(ChatClose.Unauthorized);
  });

  it('is closed at its next ping once its access token expires, unless a refreshed one signed it in again', async () => {
    const kept = await signUp(t);
    const lapsed = await signUp(t);
    const keptSocket = await signedInSocket(tokenOf(kept.headers));
    const lapsedSocket = await signedInSocket(tokenOf(lapsed.headers));

    // Past half its life the app refreshes the token and hands the new one to the open socket.
    t.clock.advance(TOKEN_LIFE_MS / 2 + 60_000);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/token/refresh',
      payload: { refreshToken: kept.tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    keptSocket.send({ type: 'auth', token: tokenOf(bearer(refreshed.json<LoginResult>())) });

    t.clock.advance(TOKEN_LIFE_MS / 2);
    lapsedSocket.send({ type: 'ping' });
    await lapsedSocket.next(sessionExpired);
    expect(await lapsedSocket.closed).toBe(ChatClose.Unauthorized);
    keptSocket.send({ type: 'ping' });
    await keptSocket.next(isFrame('pong'));
    expect(keptSocket.frames.some(sessionExpired)).toBe(false);
  });

  it('closes a socket that sends nothing, and keeps one that pings', async () => {
    const shopper = await signUp(t);
    const silent = await signedInSocket(tokenOf(shopper.headers));
    const pinging = await signedInSocket(tokenOf(shopper.headers));
    const pinger = setInterval(() => pinging.send({ type: 'ping' }), (IDLE_SECONDS * 1000) / 4);
    try {
      await silent.closed;
      // Two idle periods on, the socket that pings is still open and answered.
      await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 2000));
      expect(pinging.ws.readyState).toBe(pinging.ws.OPEN);
      expect(pinging.frames.filter(isFrame('pong')).length).toBeGreaterThan(4);
    } finally {
      clearInterval(pinger);
    }
  });
});
