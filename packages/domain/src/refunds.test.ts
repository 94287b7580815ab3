import { describe, expect, it } from 'vitest';
import { OrderLabel, RefundServiceType, RefundStatus } from './codes';
import {
  acceptActionFor,
  canRefundTransition,
  effectiveRefundStatus,
  insideReturnWindow,
  nextRefundStatus,
  orderRefundLabel,
  RefundAction,
  RefundMessages,
  refundableUnits,
  refundQuote,
} from './refunds';

const {
  Applied,
  AcceptedAwaitingRefund,
  AcceptedAwaitingReturn,
  ReturnShipped,
  ReturnReceived,
  Refunded,
  Rejected,
  Closed,
} = RefundStatus;

/** The whole machine written out: the status each action reaches from each status it may start from. */
const expected: Record<RefundAction, Partial<Record<RefundStatus, RefundStatus>>> = {
  acceptRefund: { [Applied]: AcceptedAwaitingRefund },
  acceptReturn: { [Applied]: AcceptedAwaitingReturn },
  refuse: { [Applied]: Rejected },
  shipReturn: { [AcceptedAwaitingReturn]: ReturnShipped },
  editLogistics: { [ReturnShipped]: ReturnShipped },
  confirmReturn: { [ReturnShipped]: ReturnReceived },
  moneyBack: { [AcceptedAwaitingRefund]: Refunded, [ReturnReceived]: Refunded },
  reapply: { [Rejected]: Applied },
  withdraw: { [Applied]: Closed, [AcceptedAwaitingReturn]: Closed, [Rejected]: Closed },
  close: { [AcceptedAwaitingReturn]: Closed },
};

describe('the refund state machine', () => {
  const pairs = Object.values(RefundAction).flatMap((action) =>
    Object.values(RefundStatus).map((from) => [action, from] as const),
  );
  it.each(pairs)('%s from %s moves as the table says, or is refused with its message', (action, from) => {
    const to = expected[action][from];
    expect(canRefundTransition(action, from)).toBe(to !== undefined);
    expect(nextRefundStatus(action, from)).toEqual(
      to === undefined ? { ok: false, message: RefundMessages.StatusChanged } : { ok: true, value: to },
    );
  });

  it('accepts refund-only requests to the money and returns to the goods', () => {
    expect(acceptActionFor(RefundServiceType.RefundOnly)).toBe(RefundAction.AcceptRefund);
    expect(acceptActionFor(RefundServiceType.ReturnAndRefund)).toBe(RefundAction.AcceptReturn);
  });
});

describe('the deadlines, read before any sweep', () => {
  const at = (iso: string) => new Date(iso);
  const request = {
    status: Applied,
    serviceType: RefundServiceType.ReturnAndRefund,
    respondBy: at('2026-12-01T00:00:00Z'),
    returnBy: null,
  };
  it('treats a request nobody answered as accepted once its time passed', () => {
    expect(effectiveRefundStatus(request, at('2026-11-30T23:59:59Z'))).toBe(Applied);
    expect(effectiveRefundStatus(request, at('2026-12-01T00:00:00Z'))).toBe(AcceptedAwaitingReturn);
    expect(
      effectiveRefundStatus(
        { ...request, serviceType: RefundServiceType.RefundOnly },
        at('2026-12-02T00:00:00Z'),
      ),
    ).toBe(AcceptedAwaitingRefund);
  });
  it('closes an accepted return not sent in time, and nothing already shipped', () => {
    const accepted = { ...request, status: AcceptedAwaitingReturn, returnBy: at('2026-12-08T00:00:00Z') };
    expect(effectiveRefundStatus(accepted, at('2026-12-07T00:00:00Z'))).toBe(AcceptedAwaitingReturn);
    expect(effectiveRefundStatus(accepted, at('2026-12-08T00:00:00Z'))).toBe(Closed);
    expect(effectiveRefundStatus({ ...accepted, status: ReturnShipped }, at('2026-12-09T00:00:00Z'))).toBe(
      ReturnShipped,
    );
  });
  it('keeps the 30-day return window from receipt (SPEC §9)', () => {
    const received = at('2026-11-01T12:00:00Z');
    expect(insideReturnWindow(null, at('2027-06-01T00:00:00Z'))).toBe(true);
    expect(insideReturnWindow(received, at('2026-12-01T11:59:59Z'))).toBe(true);
    expect(insideReturnWindow(received, at('2026-12-01T12:00:00Z'))).toBe(false);
  });
});

describe('what a request may get back', () => {
  // Two lines: 4 tires at $100 with $40 of coupons on them, 2 valve kits at $10; 9.5% tax on the goods paid.
  const amounts = {
    itemTotal: 42_000,
    activityDiscount: 0,
    itemCoupon: 4_000,
    storeCoupon: 0,
    salesTax: 3_610,
    stateTireFee: 700,
    pointsDeduction: 0,
    total: 42_000 - 4_000 + 3_610 + 700 + 5_000,
  };
  const lines = [
    { itemId: 1, priceCents: 10_000, count: 4, discountCents: 4_000, claimedCount: 0 },
    { itemId: 2, priceCents: 1_000, count: 2, discountCents: 0, claimedCount: 0 },
  ];
  it('gives a unit its share of the goods actually paid, with their tax and fee, never the delivery', () => {
    // 1 of 4 tires: (40,000 - 4,000) / 4 = 9,000 net, times (38,000 + 3,610 + 700) / 38,000.
    expect(refundQuote({ amounts, lines, claimedCents: 0, itemId: 1, quantity: 1 })).toEqual({
      maxCents: Math.round(9_000 * (42_310 / 38_000)),
      includesDelivery: false,
    });
  });
  it('leaves out what points paid: that part comes back as points', () => {
    const withPoints = { ...amounts, pointsDeduction: 3_800, total: amounts.total - 3_800 };
    // 1 of 4 tires: 9,000 net, times (38,000 + 3,610 + 700 - 3,800) / 38,000.
    expect(refundQuote({ amounts: withPoints, lines, claimedCents: 0, itemId: 1, quantity: 1 })).toEqual({
      maxCents: Math.round(9_000 * (38_510 / 38_000)),
      includesDelivery: false,
    });
  });
  it('gives the order’s last units whatever is left of its total, delivery and installation included', () => {
    const taken = [
      { ...lines[0], claimedCount: 4 } as (typeof lines)[number],
      lines[1] as (typeof lines)[number],
    ];
    expect(refundQuote({ amounts, lines: taken, claimedCents: 40_000, itemId: 2, quantity: 2 })).toEqual({
      maxCents: amounts.total - 40_000,
      includesDelivery: true,
    });
  });
  it('counts units held by open and refunded requests, none while one is open', () => {
    expect(
      refundableUnits(4, [
        { status: Refunded, quantity: 1 },
        { status: Closed, quantity: 3 },
      ]),
    ).toBe(3);
    expect(refundableUnits(4, [{ status: Rejected, quantity: 1 }])).toBe(0);
  });
});

describe("the order's refund label (SPEC §4)", () => {
  it.each([
    [[], null],
    [[{ status: Applied, quantity: 1 }], OrderLabel.Refunding],
    [[{ status: Refunded, quantity: 1 }], OrderLabel.PartialRefundCompleted],
    [
      [
        { status: Refunded, quantity: 1 },
        { status: Refunded, quantity: 3 },
      ],
      OrderLabel.RefundComplete,
    ],
    [[{ status: Closed, quantity: 2 }], OrderLabel.RefundClosed],
  ] as const)('%j on a 4-unit order reads %s', (requests, label) => {
    expect(orderRefundLabel([...requests], 4)).toBe(label);
  });
});
