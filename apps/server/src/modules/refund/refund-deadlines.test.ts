import { RefundMessages, RefundServiceType, RefundStatus } from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { DAY, detailOf, LONG_SESSIONS } from '../../../test/order-lifecycle';
import { nextShopper, signUpShoppers } from '../../../test/orders';
import {
  applied,
  balanceCents,
  claimFor,
  paidOrder,
  receivedOrder,
  refundDetail,
  refused,
  requestRows,
  shopperCall,
  staffMove,
} from '../../../test/refunds';

/** Both refund deadlines (SPEC §4) with the clock moved: read as passed before any sweep, then written by it. */

let t: TestApp;
let pool: Customer[] = [];
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  pool = await signUpShoppers(t, 2);
  admin = await signInAsAdmin(t);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);
const balanceOf = (who: Customer) => balanceCents(t, who);

describe('the deadlines (configuration, kept in the rows)', () => {
  it('treats an unanswered request as accepted on read, and the sweep refunds it', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    const balance = await balanceOf(ann);
    const claim = await claimFor(t, ann, order, 1);
    const refundNumber = await applied(t, ann, claim);
    t.clock.advance(48 * 60 * 60_000 + 1000);
    // Read before any sweep: accepted, waiting for the money.
    expect(await refundDetail(t, ann, refundNumber)).toMatchObject({
      status: RefundStatus.AcceptedAwaitingRefund,
      actions: [],
    });
    expect(refused(await shopperCall(t, ann, 'withdraw', { refundNumber }))).toEqual([
      409,
      RefundMessages.StatusChanged,
      undefined,
    ]);
    await t.runJobs();
    expect((await refundDetail(t, ann, refundNumber)).status).toBe(RefundStatus.Refunded);
    expect(await balanceOf(ann)).toBe(balance + claim.amount);
    await t.runJobs();
    expect(await balanceOf(ann)).toBe(balance + claim.amount);
  });

  it('closes an accepted return not sent in time, on read and by the sweep', async () => {
    const ann = shopper();
    const order = await paidOrder(t, ann);
    await receivedOrder(t, ann, order.orderNumber);
    const refundNumber = await applied(
      t,
      ann,
      await claimFor(t, ann, order, 1, RefundServiceType.ReturnAndRefund),
    );
    await staffMove(t, admin, refundNumber, 'accept');
    t.clock.advance(7 * DAY + 1000);
    expect((await refundDetail(t, ann, refundNumber)).status).toBe(RefundStatus.Closed);
    const late = { refundNumber, company: 'UPS', trackingNumber: '1Z2', phone: '2135550142' };
    expect((await shopperCall(t, ann, 'logistics', late)).statusCode).toBe(409);
    await t.runJobs();
    expect((await requestRows(t, order.orderNumber)).map((row) => row.status)).toEqual([RefundStatus.Closed]);
    // The item can be asked for again.
    expect((await detailOf(t, ann, order.orderNumber)).items[0]?.refundableCount).toBe(4);
  });
});
