import { once } from 'node:events';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { Messages } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signUp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/harness';

// PostgreSQL only: the embedded PGlite cannot be out of reach.

/**
 * A TCP hop between the shop and PostgreSQL: `cut` makes the database unreachable (connections reset, new
 * ones refused), `mute` makes it accept connections and never answer, `restore` brings it back.
 */
async function databaseHop() {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A reset is what this hop is for; it is not an error of the test.
    socket.on('error', () => socket.destroy());
  };
  let target = { host: '127.0.0.1', port: 5432 };
  let muted = false;
  const server = createServer((shopSide) => {
    track(shopSide);
    if (muted) return;
    const databaseSide = tcpConnect(target.port, target.host);
    track(databaseSide);
    shopSide.on('close', () => databaseSide.destroy());
    databaseSide.on('close', () => shopSide.destroy());
    shopSide.pipe(databaseSide).pipe(shopSide);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the hop has no port');
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    /** The database's URL, through the hop. */
    through(databaseUrl: string): string {
      const url = new URL(databaseUrl);
      target = { host: url.hostname, port: Number(url.port || 5432) };
      url.hostname = '127.0.0.1';
      url.port = String(address.port);
      return url.toString();
    },
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      dropAll();
      await closed;
    },
    mute() {
      muted = true;
      dropAll();
    },
    async restore() {
      muted = false;
      if (!server.listening) {
        server.listen(address.port, '127.0.0.1');
        await once(server, 'listening');
      }
    },
    async close() {
      await this.cut();
    },
  };
}

let hop: Awaited<ReturnType<typeof databaseHop>>;
let t: TestApp;
let shopper: Customer;
beforeAll(async () => {
  hop = await databaseHop();
  t = await createTestApp({}, {}, (url) => hop.through(url));
  shopper = await signUp(t);
});
afterAll(async () => {
  await hop?.restore();
  await t?.close();
  await hop?.close();
});

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
const basket = () => t.app.inject({ method: 'GET', url: '/api/p/shopCart/info', headers: shopper.headers });
const tireSearch = () => t.app.inject({ method: 'GET', url: '/api/search/tires?tireSize=225/45R17' });
const unavailable = { code: 'SERVICE_UNAVAILABLE', message: Messages.ServerError };

describe('the database out of reach', () => {
  it('answers 503 from /api/health and every other call while it is away, and 200 again once it is back', async () => {
    expect((await health()).statusCode).toBe(200);
    await hop.cut();

    const away = await health();
    expect(away.statusCode).toBe(503);
    expect(away.json()).toMatchObject({ status: 'degraded', database: 'down' });
    for (const call of [basket, tireSearch]) {
      const res = await call();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
    }

    await hop.restore();
    const back = await health();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect((await basket()).statusCode).toBe(200);
    expect((await tireSearch()).statusCode).toBe(200);
  });

  it('answers 503 rather than hanging when the database takes connections and never answers', async () => {
    hop.mute();
    // The connections the pool held are gone with the first answer; what follows needs new ones.
    expect((await health()).statusCode).toBe(503);
    const [away, call] = await Promise.all([health(), basket()]);
    expect(away.statusCode).toBe(503);
    expect(call.statusCode).toBe(503);
    expect(call.json()).toEqual(unavailable);

    await hop.restore();
    expect((await health()).statusCode).toBe(200);
    expect((await basket()).statusCode).toBe(200);
  });
});
