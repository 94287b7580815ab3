// Live chat end to end (issue 18): BENCH_CHATS shoppers, each in a conversation one agent has taken, send in a
// closed loop (the next once the agent has the last). A message's delivery latency runs from the shopper's send
// to the agent socket's 'message' frame: validated, stored in PostgreSQL, fanned out through Redis, delivered.
// Beside it, the same load on a bare WebSocket relay (bench/chat-ceiling.ts) measured in the same run.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import { startProcess, startShop } from './lib';
import { benchDatabaseUrl, onServer } from './postgres';
import { inBatches, signUp } from './shoppers';

const CHATS = Number(process.env.BENCH_CHATS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'bench.admin@example.com', password: 'Bench-admin-2026' };

type Frame = { type: string; message?: { clientId: string | null; conversationId: number } };
type Figures = { name: string; messagesPerSec: number; p50Ms: number; p99Ms: number; errors: number };

/** A socket to `/api/ws` signed in with `token`, resolved on its 'ready' frame. */
function openSocket(base: string, token: string, onFrame: (frame: Frame) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/ws`);
  return new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      if (frame.type === 'ready') resolve(ws);
      onFrame(frame);
    });
    ws.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) : 0;

/** The closed loop: every shopper sends, and sends again as soon as the agent's socket has the message. */
async function drive(
  name: string,
  base: string,
  agentToken: string,
  chats: { token: string; conversationId: number }[],
): Promise<Figures> {
  const sentAt = new Map<string, { at: number; next: () => void }>();
  const latencies: number[] = [];
  let errors = 0;
  let running = true;
  const agent = await openSocket(base, agentToken, (frame) => {
    const clientId = frame.message?.clientId;
    const sent = clientId ? sentAt.get(clientId) : undefined;
    if (!clientId || !sent) return;
    sentAt.delete(clientId);
    latencies.push(performance.now() - sent.at);
    if (running) sent.next();
  });
  const shoppers = await inBatches(chats, 20, async (chat) => {
    const ws = await openSocket(base, chat.token, (frame) => {
      if (frame.type === 'error') errors++;
    });
    const next = () => {
      const clientId = randomUUID();
      sentAt.set(clientId, { at: performance.now(), next });
      const content = { kind: 'text', text: `Do these fit a 2019 CR-V? (${clientId.slice(0, 4)})` };
      ws.send(JSON.stringify({ type: 'send', conversationId: chat.conversationId, clientId, content }));
    };
    return { ws, next };
  });
  const started = performance.now();
  for (const shopper of shoppers) shopper.next();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  running = false;
  const elapsed = (performance.now() - started) / 1000;
  for (const shopper of shoppers) shopper.ws.close();
  agent.close();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    name,
    messagesPerSec: Math.round(sorted.length / elapsed),
    p50Ms: Math.round(percentile(sorted, 0.5) * 10) / 10,
    p99Ms: Math.round(percentile(sorted, 0.99) * 10) / 10,
    errors,
  };
}

async function json(base: string, path: string, method: string, body: object | null, token?: string) {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The shop on its own PostgreSQL database and Redis, with CHATS shoppers each in a conversation the agent took. */
async function shopRun(): Promise<Figures> {
  const database = `tread_bench_chat_${randomUUID().slice(0, 8)}`;
  await onServer((client) => client.query(`create database ${database}`));
  const url = benchDatabaseUrl(database);
  const shop = await startShop({
    DATABASE_URL: url,
    REDIS_URL,
    REDIS_KEY_PREFIX: database,
    TRUST_PROXY: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const db = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const agentToken = String((await json(shop.url, '/api/login', 'POST', ADMIN)).accessToken);
    await json(shop.url, '/api/admin/chat/presence', 'PUT', { online: true }, agentToken);
    const shoppers = await inBatches(
      Array.from({ length: CHATS }, (_, i) => i),
      10,
      (i) => signUp(shop.url, db, i),
    );
    const chats = await inBatches(shoppers, 10, async (shopper) => {
      const token = shopper.authorization;
      const origin = { kind: 'personal' };
      const conversation = await json(shop.url, '/api/p/chat/inquiry', 'POST', { origin }, token);
      const conversationId = Number(conversation.id);
      await json(shop.url, `/api/admin/chat/${conversationId}/take`, 'POST', {}, agentToken);
      return { token, conversationId };
    });
    return await drive(`the shop: ${CHATS} open chats, PostgreSQL + Redis`, shop.url, agentToken, chats);
  } finally {
    await db.end();
    await shop.stop();
    await onServer((client) => client.query(`drop database if exists ${database} with (force)`));
  }
}

async function ceilingRun(): Promise<Figures> {
  const ceiling = await startProcess('bench/chat-ceiling.ts', {}, /ceiling serving (http:\/\/[\w.:]+)/);
  try {
    const chats = Array.from({ length: CHATS }, (_, i) => ({ token: `shopper-${i}`, conversationId: i + 1 }));
    return await drive(`ceiling: bare WebSocket relay, ${CHATS} chats`, ceiling.url, 'agent', chats);
  } finally {
    await ceiling.stop();
  }
}

const rows = [await ceilingRun(), await shopRun()];
const ceilingRate = rows[0]?.messagesPerSec ?? 0;
console.log(`\nChat, ${CHATS} chats sending in a closed loop, ${SECONDS} s each\n`);
console.log('| case | messages/s | of ceiling | p50 ms | p99 ms | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const share = ceilingRate > 0 ? `${((row.messagesPerSec / ceilingRate) * 100).toFixed(1)}%` : '';
  console.log(
    `| ${row.name} | ${row.messagesPerSec} | ${share} | ${row.p50Ms} | ${row.p99Ms} | ${row.errors} |`,
  );
}
