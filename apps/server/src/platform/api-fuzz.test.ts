import { performance } from 'node:perf_hooks';
import { POLICY_PAGES, SYS_SWITCH_KEYS } from '@tread/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdmin, signUp } from '../../test/accounts';
import type { Examples } from '../../test/fuzz-values';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  describeRequest,
  type FuzzRequest,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  requestsFor,
} from '../../test/openapi-fuzz';
import { detailOf, markPaid } from '../../test/order-lifecycle';
import { LA_ZIP, laAddress, nearestStation, placeOrder } from '../../test/orders';
import { startCardPayment, userIdOf } from '../../test/payments';
import { STAFF_PREFIX } from './auth';

/**
 * Every operation of the API document, called as a guest, a shopper and an administrator with generated
 * parameters and bodies: no answer may be a 500 (a bug), and none may take 5 s (a hang, not a speed figure).
 * Seeded, so a failure reproduces: FUZZ_SEED=<seed> runs another sequence.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Runs per operation for a caller the route lets in, and for one it turns away before reading the request. */
const RUNS_ADMITTED = 12;
const RUNS_TURNED_AWAY = 3;
const HANG_MS = 5000;

type Caller = 'guest' | 'shopper' | 'administrator';
type Failure = { caller: Caller; request: string; status: number; ms: number; body: string };

let t: TestApp;
let operations: Operation[];
let examples: Examples;
const headersOf = new Map<Caller, Record<string, string>>();
const figures = { requests: 0, serverErrors: 0, slowestMs: 0 };

/** The shopper's orders (one paid, one being paid by card) and what they name, as values requests may use. */
async function shopExamples(shopper: Awaited<ReturnType<typeof signUp>>): Promise<Examples> {
  const installed = await placeOrder(t, shopper, { delivery: 'installer' });
  const delivered = await placeOrder(t, shopper, { delivery: 'home' });
  const orderNumbers = [...installed.orderNumbers, ...delivered.orderNumbers];
  await markPaid(t, delivered.orderNumbers);
  const { payNumber } = await startCardPayment(t, shopper, installed.orderNumbers);
  const detail = await detailOf(t, shopper, delivered.orderNumbers[0] ?? '');
  const skuIds = detail.items.map((item) => item.skuId);
  const stationId = await nearestStation(t, 'installer');
  const addrId = await laAddress(t, shopper);
  return {
    orderNumber: orderNumbers,
    orderNumbers,
    keyword: orderNumbers,
    payNumber: [payNumber],
    skuId: skuIds,
    skuIds,
    prodId: detail.items.map((item) => item.prodId),
    itemIds: detail.items.map((item) => item.itemId),
    stationId: [stationId],
    addressId: [addrId],
    addrId: [addrId],
    userId: [await userIdOf(t, shopper.email)],
    email: [shopper.email],
    key: [...SYS_SWITCH_KEYS, ...POLICY_PAGES.map((page) => page.key)],
    tireSize: ['225/45R17', '205/55R16', 'LT265/70R17'],
    rearTireSize: ['255/40R17'],
    size: ['225/45R17'],
    lastQueryTireSize: ['225/45R17'],
    vehicleId: ['2019-toyota-camry-le-2.5l'],
    vehicleName: ['2019 Toyota Camry'],
    year: [2019],
    make: ['Toyota'],
    model: ['Camry'],
    prodName: ['michelin defender', '225/45R17'],
    zip: [LA_ZIP],
    zipCode: [LA_ZIP, '90071'],
    state: ['CA'],
    city: ['Los Angeles'],
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operations = operationsOf(t.app.swagger() as OpenApiDocument);
  const shopper = await signUp(t);
  headersOf.set('guest', {});
  headersOf.set('shopper', shopper.headers);
  headersOf.set('administrator', await signInAsAdmin(t));
  examples = await shopExamples(shopper);
});

afterAll(async () => {
  const db = process.env.TEST_DB_KIND ?? 'pglite';
  console.log(
    `api fuzz on ${db}, seed ${SEED}: ${figures.requests} requests, ${figures.serverErrors} answers >= 500, ` +
      `slowest answer ${Math.round(figures.slowestMs)} ms`,
  );
  await t.close();
});

const admits = (operation: Operation, caller: Caller): boolean => {
  if (operation.path.startsWith(STAFF_PREFIX)) return caller === 'administrator';
  if (operation.path.startsWith('/api/p/')) return caller !== 'guest';
  return true;
};

async function send(request: FuzzRequest) {
  const started = performance.now();
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    payload: request.payload,
  });
  const ms = performance.now() - started;
  figures.requests++;
  if (res.statusCode >= 500) figures.serverErrors++;
  figures.slowestMs = Math.max(figures.slowestMs, ms);
  return { status: res.statusCode, ms, body: res.body.slice(0, 200) };
}

async function fuzz(caller: Caller): Promise<Failure[]> {
  const failures: Failure[] = [];
  const headers = headersOf.get(caller) ?? {};
  for (const [index, operation] of operations.entries()) {
    // Signing out would end the run's own session, so the fuzz leaves that one operation to guests.
    if (caller !== 'guest' && operation.path === '/api/p/logout') continue;
    const details = await fc.check(
      fc.asyncProperty(requestsFor(operation, headers, examples), async (request) => {
        const answer = await send(request);
        return answer.status < 500 && answer.ms < HANG_MS;
      }),
      {
        seed: SEED + index,
        numRuns: admits(operation, caller) ? RUNS_ADMITTED : RUNS_TURNED_AWAY,
      },
    );
    const [smallest] = details.counterexample ?? [];
    if (smallest) failures.push({ caller, request: describeRequest(smallest), ...(await send(smallest)) });
  }
  return failures;
}

describe('the API under generated requests', () => {
  for (const caller of ['guest', 'shopper', 'administrator'] as const) {
    it(`never answers 500 or hangs, called as ${caller}`, async () => {
      expect(await fuzz(caller)).toEqual([]);
    }, 300_000);
  }
});
