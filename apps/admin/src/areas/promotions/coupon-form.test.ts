import {
  type AdminCouponRow,
  CouponTarget,
  Messages,
  PromotionMessages,
  PromotionState,
} from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { type CouponFormInput, couponForm, couponFormOf, newCouponForm } from './coupon-form';
import { PromotionFormMessages } from './form-fields';

const now = new Date('2026-04-10T19:00:00Z'); // noon in Los Angeles
const filled = (change: Partial<CouponFormInput>): CouponFormInput => ({
  ...newCouponForm(now),
  name: 'Spring $15',
  amount: '15',
  ...change,
});
const messagesOf = (input: CouponFormInput) => {
  const parsed = couponForm.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the coupon form, read into the API request', () => {
  it('turns dollars into cents, Los Angeles times into instants and blanks into none', () => {
    expect(couponForm.parse(filled({}))).toEqual({
      name: 'Spring $15',
      target: CouponTarget.Order,
      amount: 1500,
      percent: null,
      maxOff: null,
      minSpend: 0,
      validFrom: '2026-04-10T07:00:00.000Z',
      validTo: '2026-05-10T07:00:00.000Z',
      totalQuantity: null,
      perUserLimit: 1,
      stackable: false,
      appOnly: false,
      inCenter: true,
      bannerEnabled: true,
      code: null,
      channelKey: null,
      scope: { prodIds: [], brandIds: [], categoryIds: [] },
    });
  });

  it('sends a percent with its cap, a code in capitals and the items it covers', () => {
    const edit = couponForm.parse(
      filled({
        target: CouponTarget.Items,
        offKind: 'percent',
        percent: '10',
        maxOff: '$1,250.5',
        minSpend: '300',
        totalQuantity: '500',
        code: 'spring-10',
        scope: { prodIds: [7], brandIds: [2, 3], categoryIds: [] },
      }),
    );
    expect(edit).toMatchObject({
      amount: null,
      percent: 10,
      maxOff: 125050,
      minSpend: 30000,
      totalQuantity: 500,
      code: 'SPRING-10',
      scope: { prodIds: [7], brandIds: [2, 3], categoryIds: [] },
    });
  });

  it('covers no items with an installation coupon', () => {
    const edit = couponForm.parse(
      filled({ target: CouponTarget.Installation, scope: { prodIds: [7], brandIds: [], categoryIds: [] } }),
    );
    expect(edit.scope).toEqual({ prodIds: [], brandIds: [], categoryIds: [] });
  });

  it('refuses every field at once, each with its own message', () => {
    expect(messagesOf(filled({ name: ' ', amount: '', validTo: '2026-04-01T00:00' }))).toEqual({
      amount: PromotionFormMessages.AmountRequired,
      name: PromotionMessages.NameRequired,
      validTo: PromotionMessages.WindowOrder,
    });
    expect(messagesOf(filled({ amount: '12.345' }))).toEqual({ amount: Messages.AmountTooManyDecimals });
    expect(messagesOf(filled({ offKind: 'percent', percent: '150' }))).toEqual({
      percent: PromotionMessages.PercentRange,
    });
    expect(messagesOf(filled({ offKind: 'percent', percent: '' }))).toEqual({
      percent: PromotionFormMessages.PercentRequired,
    });
    // An unreadable start is not also called out of order.
    expect(messagesOf(filled({ validFrom: '' }))).toEqual({ validFrom: PromotionFormMessages.TimeRequired });
    expect(messagesOf(filled({ perUserLimit: 'two' }))).toEqual({
      perUserLimit: PromotionFormMessages.WholeNumber,
    });
    expect(Object.keys(messagesOf(filled({ code: 'NO SPACES' })))).toEqual(['code']);
  });

  it('starts an edit from the coupon as it is, and saves it unchanged', () => {
    const row: AdminCouponRow = {
      couponId: 4,
      name: 'Tire week',
      kind: 'C2M',
      target: CouponTarget.Items,
      amount: null,
      percent: 15,
      maxOff: 5000,
      minSpend: 0,
      title: '15% off up to $50.00',
      condition: 'No minimum spend',
      appliesTo: 'Michelin',
      validFrom: '2026-05-01T07:00:00.000Z',
      validTo: '2026-05-08T07:00:00.000Z',
      stackable: true,
      appOnly: false,
      state: PromotionState.Scheduled,
      totalQuantity: 200,
      perUserLimit: 2,
      inCenter: false,
      code: 'TIREWEEK',
      channelKey: null,
      bannerEnabled: false,
      scope: { prodIds: [], brandIds: [1], categoryIds: [] },
      claimed: 0,
      used: 0,
      discountGiven: 0,
    };
    const form = couponFormOf(row);
    expect(form).toMatchObject({ offKind: 'percent', percent: '15', maxOff: '50.00', minSpend: '' });
    expect(form.validFrom).toBe('2026-05-01T00:00');
    expect(couponForm.parse(form)).toMatchObject({
      percent: 15,
      maxOff: 5000,
      minSpend: 0,
      validFrom: row.validFrom,
      validTo: row.validTo,
      totalQuantity: 200,
      perUserLimit: 2,
      inCenter: false,
      code: 'TIREWEEK',
      scope: row.scope,
    });
  });
});
