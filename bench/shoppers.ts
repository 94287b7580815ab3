// Shoppers for the benchmarks: signed up as one would (the code read from the outbox), calling the shop over
// kept-alive sockets.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type pg from 'pg';

const PASSWORD = 'bench-2026';

export type Shopper = { authorization: string };

// node:http over kept-alive sockets: fetch costs the load generator about four times the CPU per call, which
// on two vCPUs is taken from the shop and PostgreSQL.
export const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

export function call(
  base: string,
  path: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, base),
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inBatches<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += limit) {
    results.push(...(await Promise.all(items.slice(i, i + limit).map(work))));
  }
  return results;
}

/** A shopper signs up as one would: the code comes from the outbox (no SMTP); each from its own address. */
export async function signUp(base: string, db: pg.Pool, index: number): Promise<Shopper> {
  const email = `bench.${index}.${randomUUID().slice(0, 8)}@example.com`;
  // The shop runs with TRUST_PROXY, so per-IP sign-up limits count each shopper separately.
  const from = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
  const sent = await call(base, '/api/user/sendCode', { email, purpose: 'register' }, from);
  if (sent.status !== 200) throw new Error(`sendCode: ${JSON.stringify(sent.json)}`);
  const mail = await db.query<{ text: string }>(
    'select text from mail_outbox where "to" = $1 order by id desc limit 1',
    [email],
  );
  const code = mail.rows[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  const registered = await call(base, '/api/user/register', { email, password: PASSWORD, code }, from);
  if (registered.status !== 200) throw new Error(`register: ${JSON.stringify(registered.json)}`);
  return { authorization: String(registered.json.accessToken) };
}
