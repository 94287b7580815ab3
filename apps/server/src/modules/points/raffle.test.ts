import {
  DEFAULT_RAFFLE,
  type MyCouponsAnswer,
  PointsMessages,
  type RaffleConfig,
  RaffleMessages,
  type RaffleWheel,
  type SignInAnswer,
  type SpinAnswer,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import { givePoints, pointsOf, setConfig } from '../../../test/points';
import { createCoupon } from '../../../test/promotions';
import { refused } from '../../../test/refunds';

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  // Sessions outlive the week of sign-ins the clock moves through.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String((30 * DAY) / 1000) });
  pool = await signUpShoppers(t, 9);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
const spin = (who: Customer) =>
  t.app.inject({ method: 'POST', url: '/api/p/raffle/spin', headers: who.headers, payload: {} });
const wheelOf = async (who: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/p/raffle', headers: who.headers })).json<RaffleWheel>();
const prize = (id: string, weight: number, stock: number | null = null) =>
  ({ id, name: id, kind: 'nothing', points: 0, couponId: null, weight, stock }) as const;
const wheel = (change: Partial<RaffleConfig>): RaffleConfig => ({ ...DEFAULT_RAFFLE, ...change });

describe('the lucky wheel', () => {
  it('costs its points a spin, says so when they are short, and lands on a prize of the wheel', async () => {
    const ann = shopper();
    const before = await wheelOf(ann);
    expect(before).toMatchObject({ enabled: true, spinCost: 20, freeSpins: 0, balance: 0 });
    expect(before.prizes.map((p) => p.id)).toEqual(DEFAULT_RAFFLE.prizes.map((p) => p.id));
    expect(before.prizes.reduce((sum, p) => sum + p.chance, 0)).toBeCloseTo(100, 0);
    expect(refused(await spin(ann))).toEqual([409, PointsMessages.NotEnough, undefined]);

    await givePoints(t, admin, ann, 20);
    const res = await spin(ann);
    expect(res.statusCode).toBe(200);
    const won = res.json<SpinAnswer>();
    const landed = DEFAULT_RAFFLE.prizes[won.prizeIndex];
    expect(landed?.id).toBe(won.prizeId);
    expect(won.cost).toBe(20);
    expect(won.balance).toBe(landed?.kind === 'points' ? landed.points : 0);
    expect(won.message).toBe(
      landed?.kind === 'nothing' ? RaffleMessages.NothingWon : RaffleMessages.Won(won.name),
    );
    expect((await wheelOf(ann)).spins).toEqual([expect.objectContaining({ prizeName: won.name })]);
  });

  it('never goes below zero: 20 spins racing on points for 5 make 5 spins', async () => {
    const ben = shopper();
    await setConfig(t, admin, 'raffle', wheel({ prizes: [prize('a', 1), prize('b', 1)] }));
    await givePoints(t, admin, ben, 100);
    const results = await Promise.all(Array.from({ length: 20 }, () => spin(ben)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect(await pointsOf(t, ben)).toBe(0);
    expect((await wheelOf(ben)).spins).toHaveLength(5);
  });

  it('never gives a prize past its stock, however the spins race', async () => {
    const cat = shopper();
    await setConfig(
      t,
      admin,
      'raffle',
      wheel({ spinCost: 0, prizes: [prize('gold', 1000, 3), prize('thanks', 1)] }),
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => spin(cat)));
    const won = results.map((r) => r.json<SpinAnswer>().prizeId);
    expect(won.filter((id) => id === 'gold')).toHaveLength(3);
    expect(won.filter((id) => id === 'thanks')).toHaveLength(17);
    const after = await wheelOf(cat);
    expect(after.prizes).toEqual([
      expect.objectContaining({ id: 'gold', soldOut: true, chance: 0 }),
      expect.objectContaining({ id: 'thanks', soldOut: false, chance: 100 }),
    ]);
  });

  it('gives a coupon prize as the coupon center would, and draws again once the coupon is all handed out', async () => {
    const gus = shopper();
    const coupon = await createCoupon(t, { totalQuantity: 1, perUserLimit: 1 });
    await setConfig(
      t,
      admin,
      'raffle',
      wheel({
        spinCost: 0,
        prizes: [
          {
            id: 'coupon',
            name: coupon.name,
            kind: 'coupon',
            points: 0,
            couponId: coupon.couponId,
            weight: 1000,
            stock: null,
          },
          prize('thanks', 1),
        ],
      }),
    );
    const first = (await spin(gus)).json<SpinAnswer>();
    const second = (await spin(gus)).json<SpinAnswer>();
    expect([first.prizeId, second.prizeId]).toEqual(['coupon', 'thanks']);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/p/myCoupon/list?status=unused',
      headers: gus.headers,
    });
    expect(mine.json<MyCouponsAnswer>().list.filter((c) => c.couponId === coupon.couponId)).toHaveLength(1);
  });

  it('lands with the configured odds: 1,500 spins within 4.5 standard deviations of each prize’s share', async () => {
    const dan = shopper();
    const weights = { half: 50, third: 30, fifth: 20 };
    await setConfig(
      t,
      admin,
      'raffle',
      wheel({ spinCost: 0, prizes: Object.entries(weights).map(([id, weight]) => prize(id, weight)) }),
    );
    const spins = 1_500;
    const counts = new Map<string, number>();
    for (let done = 0; done < spins; done += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => spin(dan)));
      for (const res of batch) {
        const id = res.json<SpinAnswer>().prizeId;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    for (const [id, weight] of Object.entries(weights)) {
      const p = weight / 100;
      const sigma = Math.sqrt(spins * p * (1 - p));
      expect(Math.abs((counts.get(id) ?? 0) - spins * p)).toBeLessThan(4.5 * sigma);
    }
  });

  it('gives a free spin on the 7th day of a sign-in streak, used before points', async () => {
    const eve = shopper();
    await setConfig(t, admin, 'raffle', DEFAULT_RAFFLE);
    const signIns: SignInAnswer[] = [];
    for (let day = 0; day < 7; day++) {
      if (day > 0) t.clock.advance(DAY);
      signIns.push(
        (
          await t.app.inject({ method: 'POST', url: '/api/p/points/signIn', headers: eve.headers })
        ).json<SignInAnswer>(),
      );
    }
    expect(signIns.map((s) => s.freeSpinWon)).toEqual([false, false, false, false, false, false, true]);
    const points = await pointsOf(t, eve);
    expect((await wheelOf(eve)).freeSpins).toBe(1);
    const free = (await spin(eve)).json<SpinAnswer>();
    expect(free).toMatchObject({ cost: 0, freeSpins: 0 });
    const paid = (await spin(eve)).json<SpinAnswer>();
    expect(paid.cost).toBe(20);
    expect(paid.balance).toBe(
      points -
        20 +
        [free, paid].reduce((sum, s) => sum + (DEFAULT_RAFFLE.prizes[s.prizeIndex]?.points ?? 0), 0),
    );
  });

  it('is closed when staff close it, and refuses a wheel that could land nowhere', async () => {
    const fay = shopper();
    await setConfig(t, admin, 'raffle', wheel({ enabled: false }));
    expect(refused(await spin(fay))).toEqual([409, RaffleMessages.Closed, undefined]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/config/raffle',
      headers: admin,
      payload: { value: wheel({ prizes: [prize('a', 1, 5), prize('b', 1, 5)] }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Keep one prize without a stock limit (such as "Thanks for playing")');
  });
});
