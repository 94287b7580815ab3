import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flashSaleDay, Messages } from '@tread/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../test/accounts';
import { createTestApp, type SecondApp, type TestApp } from '../../../test/harness';
import { DAY, LONG_SESSIONS } from '../../../test/order-lifecycle';
import { nearestStation, signUpShoppers, skuForSale } from '../../../test/orders';
import { isRunning, type ShopProcess, startShopProcess } from '../../../test/shop-process';
import { buySpecial, createFlashSale } from '../../../test/specials';
import type { OrderEffect } from '../order';
import { flashPurchases, flashSaleDays } from './tables';

// The rules of issue 15 under a rush, on PostgreSQL: 2,000 attempts by 500 shoppers on 100 units sell exactly
// 100 and no shopper more than the limit, with the gate in process, in Redis, and in Redis shared by two
// server processes.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SHOPPERS = 500;
const ATTEMPTS_EACH = 4;
const UNITS = 100;
const LIMIT = 2;

let t: TestApp;
let shoppers: Customer[] = [];
let stationId: number;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  shoppers = await signUpShoppers(t, SHOPPERS);
  stationId = await nearestStation(t, 'pickup');
}, 180_000);
afterAll(() => t.close());

/** A Redis key prefix of this run only: another run's sale ids must not meet this one's in the shared Redis. */
const redisSettings = () => ({ REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID().slice(0, 8)}` });

/**
 * Every shopper at once, each tapping 'Buy now' `ATTEMPTS_EACH` times, again as soon as an answer comes,
 * through `send`; answers the status codes.
 */
async function rush(
  seckillId: number,
  skuId: number,
  send: (who: Customer, body: object) => Promise<number>,
) {
  const perShopper = await Promise.all(
    shoppers.map(async (who) => {
      const codes: number[] = [];
      for (let attempt = 0; attempt < ATTEMPTS_EACH; attempt++) {
        codes.push(
          await send(who, {
            items: [{ skuId, count: 1 }],
            deliveries: [{ group: 'tires', deliveryType: 6, stationId }],
            special: { kind: 'seckill', seckillId },
            submitId: randomUUID(),
          }),
        );
      }
      return codes;
    }),
  );
  return perShopper.flat();
}

/** Submits to an instance of the shop in this process, answering the status code. */
const through = (app: SecondApp['app']) => async (who: Customer, payload: object) =>
  (await app.inject({ method: 'POST', url: '/api/p/order/submit', headers: who.headers, payload }))
    .statusCode;

/** What PostgreSQL says was sold: the day's count, the units held by orders, and the most any shopper holds. */
async function soldInDatabase(saleId: number) {
  const [day] = await t.handle.db
    .select({ sold: flashSaleDays.sold })
    .from(flashSaleDays)
    .where(eq(flashSaleDays.saleId, saleId));
  const perShopper = await t.handle.db
    .select({ units: sql<number>`sum(${flashPurchases.count})::int` })
    .from(flashPurchases)
    .where(and(eq(flashPurchases.saleId, saleId), isNull(flashPurchases.releasedAt)))
    .groupBy(flashPurchases.userId);
  return {
    dayCount: day?.sold ?? 0,
    units: perShopper.reduce((total, row) => total + row.units, 0),
    mostByOneShopper: Math.max(0, ...perShopper.map((row) => row.units)),
  };
}

async function expectExactlySold(saleId: number, codes: number[]) {
  expect(codes).toHaveLength(SHOPPERS * ATTEMPTS_EACH);
  expect(codes.filter((code) => code === 200)).toHaveLength(UNITS);
  // Refused as sold out (409) or, for a shopper who already has the limit, over it (400).
  expect(codes.filter((code) => code !== 200 && code !== 409 && code !== 400)).toEqual([]);
  const sold = await soldInDatabase(saleId);
  expect([sold.dayCount, sold.units]).toEqual([UNITS, UNITS]);
  expect(sold.mostByOneShopper).toBeLessThanOrEqual(LIMIT);
}

/** A sale of 100 units a day, 2 per shopper, on the days `clock` says it is (the processes run on real time). */
const flashSale = async (now: Date = t.clock.now()) =>
  createFlashSale(t, await skuForSale(t, { price: 20_000, stock: 10 }), {
    dailyStock: UNITS,
    perShopperLimit: LIMIT,
    firstDay: flashSaleDay(now),
    lastDay: flashSaleDay(new Date(now.getTime() + DAY)),
  });

describe('2,000 attempts by 500 shoppers on 100 flash units', () => {
  it('sell exactly 100 with the gate in process', async () => {
    const sale = await flashSale();
    const codes = await rush(sale.seckillId, sale.skuId, through(t.app));
    await expectExactlySold(sale.seckillId, codes);
  }, 120_000);

  it('sell exactly 100 with the gate in Redis', async () => {
    const redisShop = await t.another(redisSettings());
    try {
      const sale = await flashSale();
      const codes = await rush(sale.seckillId, sale.skuId, through(redisShop.app));
      await expectExactlySold(sale.seckillId, codes);
    } finally {
      await redisShop.close();
    }
  }, 120_000);

  it('sell exactly 100 across two server processes sharing the gate in Redis', async () => {
    const { databaseUrl } = t;
    if (!databaseUrl) throw new Error('runs on PostgreSQL');
    const settings = { ...redisSettings(), ...LONG_SESSIONS };
    const dirs = [mkdtempSync(join(tmpdir(), 'tread-flash-')), mkdtempSync(join(tmpdir(), 'tread-flash-'))];
    const shops: ShopProcess[] = [];
    try {
      for (const dir of dirs) shops.push(await startShopProcess(databaseUrl, dir, settings));
      const sale = await flashSale(new Date());
      let next = 0;
      const codes = await rush(sale.seckillId, sale.skuId, async (who, payload) => {
        // Alternate instances, as a load balancer would.
        const shop = shops[next++ % shops.length];
        const res = await fetch(`${shop?.url}/api/p/order/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...who.headers },
          body: JSON.stringify(payload),
        });
        await res.arrayBuffer();
        return res.status;
      });
      await expectExactlySold(sale.seckillId, codes);
    } finally {
      for (const shop of shops) {
        if (isRunning(shop.process)) {
          shop.process.kill('SIGKILL');
          await once(shop.process, 'exit');
        }
      }
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('a shopper who cannot get in', () => {
  it("is told 'The activity is very hot' at once while every place is taken, and takes nothing", async () => {
    let letGo: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    // The first order stays inside its placing until the test lets it go, holding the instance's one place.
    const slowOrder: OrderEffect = {
      name: 'held by the test',
      async apply() {
        entered();
        await held;
      },
      async release() {},
    };
    const oneSeat = await t.another(
      { FLASH_ADMISSION_SLOTS: '1', FLASH_ADMISSION_WAIT_MS: '0' },
      {
        orderEffects: [slowOrder],
      },
    );
    try {
      const sale = await flashSale();
      const [first, second] = shoppers;
      if (!first || !second) throw new Error('no shoppers');
      const special = { kind: 'seckill' as const, seckillId: sale.seckillId };
      const buy = (who: Customer) =>
        buySpecial(t, who, { special, skuId: sale.skuId, stationId }, oneSeat.app);
      const placing = buy(first);
      await inside;
      const turnedAway = await buy(second);
      expect(turnedAway.statusCode).toBe(429);
      expect(turnedAway.json()).toMatchObject({
        code: 'ACTIVITY_VERY_HOT',
        message: Messages.ActivityVeryHot,
      });
      letGo();
      expect((await placing).statusCode).toBe(200);
      expect((await soldInDatabase(sale.seckillId)).units).toBe(1);
      // The place is free again: the second shopper gets in now.
      expect((await buySpecial(t, second, { special, skuId: sale.skuId, stationId })).statusCode).toBe(200);
    } finally {
      letGo();
      await oneSeat.close();
    }
  });
});
