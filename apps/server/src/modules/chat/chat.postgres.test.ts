import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChatConversation, type LoginResult, UserRole } from '@tread/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFrame, messageWithText, openSocket, type TestSocket, textFrame } from '../../../test/chat';
import { freshPostgres } from '../../../test/harness';
import { isRunning, type ShopProcess, startShopProcess } from '../../../test/shop-process';

// Two server processes on one PostgreSQL database and one Redis, as production runs them (issue 18): a shopper's
// socket on one and an agent's on the other talk in real time through Redis pub/sub.

const ADMIN = { email: 'ops@tread.test', password: 'Ops-2026-tread' };
const SETTINGS = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: `chat-${randomUUID().slice(0, 8)}`,
};
/** A message crosses within this; the spec's 'at once' for a person watching. */
const CROSSES_WITHIN_MS = 1_000;

let database: Awaited<ReturnType<typeof freshPostgres>>;
let sql: pg.Client;
const dataDirs: string[] = [];
const shops: ShopProcess[] = [];
const sockets: TestSocket[] = [];

async function startOne(): Promise<ShopProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tread-pg-chat-'));
  dataDirs.push(dataDir);
  const shop = await startShopProcess(database.url, dataDir, SETTINGS);
  shops.push(shop);
  return shop;
}

async function call<T>(shop: ShopProcess, method: string, path: string, body?: unknown, token?: string) {
  const answer = await fetch(`${shop.url}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

const login = async (shop: ShopProcess, email: string, password: string) =>
  (await call<LoginResult>(shop, 'POST', '/api/login', { email, password })).accessToken;

/** A shopper signed up with the code the shop mailed (read from its outbox). */
async function shopperOn(shop: ShopProcess): Promise<string> {
  const email = `chat.${randomUUID().slice(0, 8)}@example.com`;
  await call(shop, 'POST', '/api/user/sendCode', { email, purpose: 'register' });
  const { rows } = await sql.query('select text from mail_outbox where "to" = $1 order by id desc limit 1', [
    email,
  ]);
  const code = String(rows[0]?.text).match(/\b(\d{6})\b/)?.[1];
  const password = 'tread2026';
  return (await call<LoginResult>(shop, 'POST', '/api/user/register', { email, password, code })).accessToken;
}

async function agentOn(shop: ShopProcess): Promise<string> {
  const admin = await login(shop, ADMIN.email, ADMIN.password);
  const email = `agent.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'staff-pass-1';
  await call(shop, 'POST', '/api/admin/staff', { email, password, role: UserRole.CustomerService }, admin);
  return login(shop, email, password);
}

async function socketOn(shop: ShopProcess, token: string): Promise<TestSocket> {
  const socket = await openSocket(shop.url.replace(/^http/, 'ws'), token);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  database = await freshPostgres();
  // The first migrates and seeds; the second starts on the ready database.
  await startOne();
  await startOne();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 180_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await sql?.end();
  for (const shop of shops) {
    if (isRunning(shop.process)) {
      shop.process.kill('SIGKILL');
      await once(shop.process, 'exit');
    }
  }
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('chat across two server processes', () => {
  it('carries a shopper’s message on one process to the agent on the other and the reply back, at once', async () => {
    const [first, second] = shops as [ShopProcess, ShopProcess];
    const agent = await agentOn(second);
    await call(second, 'PUT', '/api/admin/chat/presence', { online: true }, agent);
    const agentSocket = await socketOn(second, agent);
    const shopper = await shopperOn(first);
    const shopperSocket = await socketOn(first, shopper);
    await shopperSocket.next(isFrame('presence', (f) => f.online));

    const conversation = await call<ChatConversation>(
      first,
      'POST',
      '/api/p/chat/inquiry',
      { origin: { kind: 'personal' } },
      shopper,
    );
    await agentSocket.next(isFrame('conversation', (f) => f.conversation.id === conversation.id));
    await call(second, 'POST', `/api/admin/chat/${conversation.id}/take`, undefined, agent);

    const started = performance.now();
    shopperSocket.send(textFrame(conversation.id, 'Hello from process one'));
    await agentSocket.next(messageWithText('Hello from process one'), CROSSES_WITHIN_MS);
    const there = performance.now() - started;
    expect(there).toBeLessThan(CROSSES_WITHIN_MS);
    agentSocket.send(textFrame(conversation.id, 'Hello from process two'));
    await shopperSocket.next(messageWithText('Hello from process two'), CROSSES_WITHIN_MS);
    console.info(
      `chat across two processes: there in ${there.toFixed(0)} ms, back in ${(performance.now() - started - there).toFixed(0)} ms`,
    );
  });
});
