import {
  CancelReason,
  type GroupActivityDetail,
  type GroupActivityList,
  GroupBuyMessages,
  type GroupDetail,
  GroupState,
  OrderStatus,
  OrderType,
  type SubmitOrderAnswer,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, detailOf, LONG_SESSIONS, MINUTE } from '../../../test/order-lifecycle';
import { nearestStation, signUpShoppers, skuForSale } from '../../../test/orders';
import { adjustBalance, ledgerOf, userIdOf } from '../../../test/payments';
import { buySpecial, closeGroup, createGroupBuy, payFromBalance } from '../../../test/specials';

let t: TestApp;
let pool: Customer[] = [];
let stationId: number;
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  pool = await signUpShoppers(t, 70);
  stationId = await nearestStation(t, 'pickup');
});
afterAll(() => t.close());

/** A shopper no other test has used, with $1,000 on their balance to pay with. */
async function shopper(): Promise<Customer> {
  const next = pool.pop();
  if (!next) throw new Error('no shoppers left');
  const credited = await adjustBalance(t, next.email, 100_000);
  if (credited.statusCode !== 200) throw new Error(credited.body);
  return next;
}

const get = async <T>(url: string, who?: Customer) =>
  (await t.app.inject({ method: 'GET', url, headers: who?.headers })).json<T>();
const groupOf = (groupId: number, who?: Customer) => get<GroupDetail>(`/api/group/${groupId}`, who);

/** Places a group-buy order (a new group without `groupId`) and answers its order number. */
async function placeInGroup(
  who: Customer,
  activity: { groupActivityId: number; skuId: number },
  groupId?: number,
) {
  const res = await buySpecial(t, who, {
    special: { kind: 'group', groupActivityId: activity.groupActivityId, groupId },
    skuId: activity.skuId,
    stationId,
  });
  if (res.statusCode !== 200) throw new Error(`group order: ${res.statusCode} ${res.body}`);
  return res.json<SubmitOrderAnswer>().orderNumbers[0] ?? '';
}

/** The group a shopper's group order holds a seat in. */
async function groupIdOf(who: Customer, orderNumber: string): Promise<number> {
  const group = (await detailOf(t, who, orderNumber)).group;
  if (!group) throw new Error('not a group order');
  return group.groupId;
}

describe('a group that fills', () => {
  it('waits for its group after payment, then moves every order on to processing when the last seat is paid', async () => {
    const [leader, friend] = [await shopper(), await shopper()];
    const skuId = await skuForSale(t, { price: 10_000 });
    const activity = await createGroupBuy(t, skuId, { groupPrice: 7_500, groupSize: 2 });
    const listed = (await get<GroupActivityList>('/api/group/activities')).list.find(
      (card) => card.groupActivityId === activity.groupActivityId,
    );
    expect(listed).toMatchObject({ groupPrice: 7_500, price: 10_000, groupSize: 2, timeLimitHours: 24 });

    const first = await placeInGroup(leader, activity);
    const groupId = await groupIdOf(leader, first);
    await payFromBalance(t, leader, [first]);
    const waiting = await detailOf(t, leader, first);
    expect(waiting).toMatchObject({
      status: OrderStatus.WaitingForGroup,
      statusLabel: 'Grouping',
      orderType: OrderType.Group,
      group: {
        groupId,
        state: GroupState.Open,
        seatsLeft: 1,
        sharePath: `/packages/activities/spell-group-details?groupId=${groupId}`,
      },
    });
    expect(waiting.items[0]?.price).toBe(7_500);
    const offered = await get<GroupActivityDetail>(`/api/group/activities/${activity.groupActivityId}`);
    expect(offered.groups.map((group) => [group.groupId, group.seatsLeft])).toEqual([[groupId, 1]]);

    const second = await placeInGroup(friend, activity, groupId);
    expect((await detailOf(t, leader, first)).status).toBe(OrderStatus.WaitingForGroup);
    await payFromBalance(t, friend, [second]);
    expect((await detailOf(t, leader, first)).status).toBe(OrderStatus.Paid);
    expect((await detailOf(t, friend, second)).status).toBe(OrderStatus.Paid);
    const filled = await groupOf(groupId, friend);
    expect(filled).toMatchObject({
      state: GroupState.Filled,
      seatsLeft: 0,
      paidCount: 2,
      myOrderNumber: second,
    });
    expect(filled.members.map((m) => [m.leader, m.mine, m.paid])).toEqual([
      [true, false, true],
      [false, true, true],
    ]);
    expect(filled.members[0]?.name).toMatch(/^.\*\*\*$/);
  });

  it('seats a shopper once, never more than the group holds, and frees the seat of an order left unpaid', async () => {
    const [leader, friend, late] = [await shopper(), await shopper(), await shopper()];
    const activity = await createGroupBuy(t, await skuForSale(t, { price: 10_000 }), { groupSize: 2 });
    const first = await placeInGroup(leader, activity);
    const groupId = await groupIdOf(leader, first);
    await payFromBalance(t, leader, [first]);
    const again = await buySpecial(t, leader, {
      special: { kind: 'group', groupActivityId: activity.groupActivityId, groupId },
      skuId: activity.skuId,
      stationId,
    });
    expect([again.statusCode, again.json().message]).toEqual([409, GroupBuyMessages.AlreadyInGroup]);

    await placeInGroup(friend, activity, groupId);
    const full = await buySpecial(t, late, {
      special: { kind: 'group', groupActivityId: activity.groupActivityId, groupId },
      skuId: activity.skuId,
      stationId,
    });
    expect([full.statusCode, full.json().message]).toEqual([409, GroupBuyMessages.GroupFull]);

    // The friend never pays: after 30 minutes the order expires and the seat is free again.
    t.clock.advance(31 * MINUTE);
    await t.runJobs();
    expect((await groupOf(groupId)).seatsLeft).toBe(1);
    await placeInGroup(late, activity, groupId);
  });

  it('gives the last 2 seats to exactly 2 of 30 shoppers racing for them', async () => {
    const leader = await shopper();
    const activity = await createGroupBuy(t, await skuForSale(t, { price: 10_000, stock: 200 }), {
      groupSize: 3,
    });
    const groupId = await groupIdOf(leader, await placeInGroup(leader, activity));
    const racers = await Promise.all(Array.from({ length: 30 }, () => shopper()));
    const answers = await Promise.all(
      racers.map((who) =>
        buySpecial(t, who, {
          special: { kind: 'group', groupActivityId: activity.groupActivityId, groupId },
          skuId: activity.skuId,
          stationId,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    expect(new Set(answers.filter((res) => res.statusCode !== 200).map((res) => res.json().message))).toEqual(
      new Set([GroupBuyMessages.GroupFull]),
    );
    expect(await groupOf(groupId)).toMatchObject({ seatsTaken: 3, seatsLeft: 0 });
  });
});

describe('filling or failing, once', () => {
  it('fills once when the last members pay at the same moment, and every order moves on', async () => {
    const members = await Promise.all([shopper(), shopper(), shopper()]);
    const [leader, ...others] = members;
    if (!leader) throw new Error('no leader');
    const activity = await createGroupBuy(t, await skuForSale(t, { price: 10_000 }), { groupSize: 3 });
    const first = await placeInGroup(leader, activity);
    const groupId = await groupIdOf(leader, first);
    const rest = await Promise.all(others.map((who) => placeInGroup(who, activity, groupId)));
    await Promise.all([
      payFromBalance(t, leader, [first]),
      ...others.map((who, i) => payFromBalance(t, who, [rest[i] ?? ''])),
    ]);
    const statuses = await Promise.all(
      members.map((who, i) => detailOf(t, who, [first, ...rest][i] ?? '').then((order) => order.status)),
    );
    expect(statuses).toEqual([OrderStatus.Paid, OrderStatus.Paid, OrderStatus.Paid]);
    expect(await groupOf(groupId)).toMatchObject({ state: GroupState.Filled, paidCount: 3 });
  });

  it('refuses a payment that races the end of its group, and refunds the member who had paid, once', async () => {
    const [leader, friend] = [await shopper(), await shopper()];
    const activity = await createGroupBuy(t, await skuForSale(t, { price: 10_000 }), { groupSize: 3 });
    const first = await placeInGroup(leader, activity);
    const groupId = await groupIdOf(leader, first);
    const second = await placeInGroup(friend, activity, groupId);
    await payFromBalance(t, leader, [first]);
    const [closed, late] = await Promise.all([
      closeGroup(t, groupId),
      t.app.inject({
        method: 'POST',
        url: '/api/p/order/pay',
        headers: friend.headers,
        payload: { orderNumbers: [second], payType: 9 },
      }),
    ]);
    expect(closed).toBeTruthy();
    const friendOrder = await detailOf(t, friend, second);
    const leaderId = await userIdOf(t, leader.email);
    const friendId = await userIdOf(t, friend.email);
    // Whichever came first, nobody paid for a group that ended: the friend's money stays (or comes back) whole.
    expect(friendOrder.status).toBe(OrderStatus.Canceled);
    expect((await ledgerOf(t, friendId)).balance).toBe(100_000);
    expect((await ledgerOf(t, leaderId)).balance).toBe(100_000);
    expect([200, 400, 409]).toContain(late.statusCode);
  });
});

describe('a group that does not fill', () => {
  it('cancels and refunds every paid member in full once its time runs out, however many sweeps run', async () => {
    const [leader, friend] = [await shopper(), await shopper()];
    const activity = await createGroupBuy(t, await skuForSale(t, { price: 10_000 }), {
      groupSize: 3,
      timeLimitHours: 2,
    });
    const first = await placeInGroup(leader, activity);
    const groupId = await groupIdOf(leader, first);
    const second = await placeInGroup(friend, activity, groupId);
    await payFromBalance(t, leader, [first]);
    const leaderId = await userIdOf(t, leader.email);
    const paidFrom = (await ledgerOf(t, leaderId)).balance;

    t.clock.advance(2 * 60 * MINUTE);
    // Read before any sweep: the group shows it failed and the order canceled; nothing was written yet.
    expect((await groupOf(groupId)).state).toBe(GroupState.Failed);
    expect(await detailOf(t, leader, first)).toMatchObject({
      status: OrderStatus.Canceled,
      cancelReason: CancelReason.GroupFailed,
    });
    await Promise.all([t.runJobs(), t.runJobs()]);
    await t.runJobs();

    const closed = await detailOf(t, leader, first);
    expect(closed).toMatchObject({ status: OrderStatus.Canceled, cancelReason: CancelReason.GroupFailed });
    expect(closed.group?.state).toBe(GroupState.Failed);
    expect((await ledgerOf(t, leaderId)).balance).toBe(paidFrom + closed.total);
    // The friend had not paid: the order is closed, nothing is refunded.
    expect((await detailOf(t, friend, second)).status).toBe(OrderStatus.Canceled);
  });

  it('closes a group staff close early the same way, and a member paying after that is refused', async () => {
    const [leader, friend] = [await shopper(), await shopper()];
    const activity = await createGroupBuy(t, await skuForSale(t, { price: 10_000 }), { groupSize: 2 });
    const first = await placeInGroup(leader, activity);
    const groupId = await groupIdOf(leader, first);
    const second = await placeInGroup(friend, activity, groupId);
    await payFromBalance(t, leader, [first]);
    const leaderId = await userIdOf(t, leader.email);
    const before = (await ledgerOf(t, leaderId)).balance;

    await closeGroup(t, groupId);
    expect((await groupOf(groupId)).state).toBe(GroupState.Closed);
    const refunded = await detailOf(t, leader, first);
    expect(refunded.status).toBe(OrderStatus.Canceled);
    expect((await ledgerOf(t, leaderId)).balance).toBe(before + refunded.total);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/p/order/pay',
      headers: friend.headers,
      payload: { orderNumbers: [second], payType: 9 },
    });
    expect([late.statusCode, late.json().code]).toEqual([400, 'ORDER_STATUS_CHANGED']);
  });

  it('ends a group the next time the shop starts when its deadline passed while no sweep ran', async () => {
    const leader = await shopper();
    const activity = await createGroupBuy(t, await skuForSale(t, { price: 10_000 }), { timeLimitHours: 1 });
    const first = await placeInGroup(leader, activity);
    await payFromBalance(t, leader, [first]);
    // A day passes with the shop down: the first sweep after starting refunds it.
    t.clock.advance(DAY);
    expect((await t.runJobs())['end groups whose time ran out']).toBeGreaterThanOrEqual(1);
    expect((await detailOf(t, leader, first)).status).toBe(OrderStatus.Canceled);
  });
});
