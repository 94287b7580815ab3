import {
  Messages,
  OrderStatus,
  PaymentStatus,
  PaymentType,
  type SubmitOrderAnswer,
  TireTier,
} from '@tread/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/accounts';
import { cartCalls } from '../../test/cart';
import { type ConnectionCutter, connectionCutter } from '../../test/connection-cuts';
import { createTestApp, type TestApp } from '../../test/harness';
import { nearestStation, placeOrder, signUpShoppers, skuForSale, submitOneTire } from '../../test/orders';
import { adjustBalance, pay } from '../../test/payments';
import { selectRows } from './client';

// PostgreSQL only: PGlite runs inside the process and has no connection to lose.

let t: TestApp;
let cutter: ConnectionCutter;
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await selectRows<{ name: string }>(t.handle.db, sql`select current_database() as name`);
  cutter = await connectionCutter(row?.name ?? '');
});
afterAll(async () => {
  await cutter?.close();
  await t?.close();
});

type Answer = { statusCode: number; body: string; json(): unknown };

const submit = (who: Customer, skuId: number, stationId: number) =>
  submitOneTire(t, who, { skuId, stationId });

describe('the shop losing its PostgreSQL connections under load', () => {
  it('answers every request with 2xx, 4xx or 503, stays up, recovers, and keeps stock, balances and payments right', async () => {
    const uncaught: unknown[] = [];
    const recordUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', recordUncaught);
    try {
      const pickUp = await nearestStation(t, 'pickup');
      const shoppers = await signUpShoppers(t, 16);
      const heldTire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 100 });
      const scarceStock = 20;
      const scarceTire = await skuForSale(t, {
        tiers: [TireTier.Regular],
        price: 10_000,
        stock: scarceStock,
      });
      const cartTire = await skuForSale(t, { tiers: [TireTier.Regular], price: 10_000, stock: 100 });
      // Each shopper has an unpaid order to pay during the cuts, and a balance to pay for it and more.
      const unpaid = new Map<string, string[]>();
      for (const who of shoppers) {
        const placed = await placeOrder(t, who, { skuId: heldTire, count: 1, delivery: 'pickup' });
        unpaid.set(who.email, placed.orderNumbers);
        expect((await adjustBalance(t, who.email, placed.total * 10)).statusCode).toBe(200);
      }

      const answers: Answer[] = [];
      const asked = async (request: Promise<Answer>) => {
        const answer = await request;
        answers.push(answer);
        return answer;
      };
      // What one shopper does in a round: buy and pay at once, pay the waiting order twice, change the cart.
      const shopperRound = (who: Customer) => {
        const cart = cartCalls(t, who);
        return Promise.all([
          asked(submit(who, scarceTire, pickUp)).then(async (placed) => {
            if (placed.statusCode !== 200) return;
            const { orderNumbers } = placed.json() as SubmitOrderAnswer;
            await asked(pay(t, who, orderNumbers, PaymentType.Balance));
          }),
          asked(pay(t, who, unpaid.get(who.email) ?? [], PaymentType.Balance)),
          asked(pay(t, who, unpaid.get(who.email) ?? [], PaymentType.Balance)),
          asked(cart.add(cartTire, 1)).then(() => asked(cart.setCount(cartTire, 2))),
          asked(t.app.inject({ method: 'GET', url: '/api/p/shopCart/info', headers: who.headers })),
          asked(t.app.inject({ method: 'GET', url: '/api/health' })),
        ]);
      };

      const cuts = cutter.keepCutting();
      for (let round = 0; round < 6; round++) await Promise.all(shoppers.map(shopperRound));
      const terminated = await cuts.stop();

      const byStatus = new Map<number, number>();
      for (const { statusCode } of answers) byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
      console.info(
        `${answers.length} requests while ${terminated} connections were terminated:`,
        Object.fromEntries(byStatus),
      );
      expect(uncaught.map(String)).toEqual([]);
      expect(terminated).toBeGreaterThan(0);
      const unexpected = answers.filter((a) => ![200, 400, 503].includes(a.statusCode));
      expect(unexpected.map((a) => `${a.statusCode} ${a.body}`)).toEqual([]);
      const unavailable = answers.filter((a) => a.statusCode === 503 && !a.body.includes('"database"'));
      // Cuts landed on requests, and each was answered with the spec's generic text, not a 500.
      expect(unavailable.length).toBeGreaterThan(0);
      expect(new Set(unavailable.map((a) => a.body))).toEqual(
        new Set([JSON.stringify({ code: 'SERVICE_UNAVAILABLE', message: Messages.ServerError })]),
      );

      // Recovers by itself: each request at most finds one connection cut just before, of the pool's 20.
      let health = 0;
      for (let tries = 0; tries <= 20 && health !== 200; tries++) {
        health = (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      }
      expect(health).toBe(200);
      const after = shoppers[0];
      if (!after) throw new Error('no shopper');
      expect((await submit(after, heldTire, pickUp)).statusCode).toBe(200);

      // Stock: what is on the shelf plus what orders hold is what there was.
      const [scarce] = await selectRows<{ stock: number; held: number }>(
        t.handle.db,
        sql`select s.stock, coalesce((select sum(i.count) from order_items i join orders o on o.id = i.order_id
              where i.sku_id = s.id and o.status <> ${OrderStatus.Canceled}), 0)::int as held
            from skus s where s.id = ${scarceTire}`,
      );
      expect(scarce?.stock).toBeGreaterThanOrEqual(0);
      expect((scarce?.stock ?? 0) + (scarce?.held ?? 0)).toBe(scarceStock);

      // Balances: each equals its ledger.
      // 64-bit cents, which pg hands over as text: compared as such.
      const ledgers = await selectRows<{ balance: string; entries: string }>(
        t.handle.db,
        sql`select a.balance_cents::text as balance, coalesce((select sum(e.delta_cents) from wallet_entries e
              where e.user_id = a.user_id), 0)::bigint::text as entries from wallet_accounts a`,
      );
      expect(ledgers.length).toBeGreaterThanOrEqual(shoppers.length);
      for (const ledger of ledgers) expect(ledger.balance).toBe(ledger.entries);

      // Payments: an order is paid by at most one payment, and a paid order by exactly one.
      const paidTwice = await selectRows<{ orderNumber: string }>(
        t.handle.db,
        sql`select n as "orderNumber" from payments, unnest(order_numbers) n
            where status = ${PaymentStatus.Succeeded} group by n having count(*) > 1`,
      );
      expect(paidTwice).toEqual([]);
      const paidUnrecorded = await selectRows<{ orderNumber: string }>(
        t.handle.db,
        sql`select o.order_number as "orderNumber" from orders o where o.status = ${OrderStatus.Paid}
            and not exists (select 1 from payments p where p.status = ${PaymentStatus.Succeeded}
              and o.order_number = any(p.order_numbers))`,
      );
      expect(paidUnrecorded).toEqual([]);
    } finally {
      process.off('uncaughtException', recordUncaught);
    }
  }, 240_000);
});
