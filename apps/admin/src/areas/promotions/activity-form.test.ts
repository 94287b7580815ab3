import { ActivityType, PromotionMessages } from '@tread/domain';
import { describe, expect, it } from 'vitest';
import { type ActivityFormInput, activityForm, newActivityForm } from './activity-form';

const now = new Date('2026-04-10T19:00:00Z');
const filled = (change: Partial<ActivityFormInput>): ActivityFormInput => ({
  ...newActivityForm(now),
  name: 'Four for three',
  scope: { prodIds: [12], brandIds: [], categoryIds: [] },
  ...change,
});
const messagesOf = (input: ActivityFormInput) => {
  const parsed = activityForm.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the activity form, read into the API request', () => {
  it('sends buy 3 get 1 free with no figure, whatever was typed for another type', () => {
    expect(activityForm.parse(filled({ amount: '20', percent: '15' }))).toEqual({
      name: 'Four for three',
      type: ActivityType.BuyThreeReduceOne,
      description: '',
      amount: null,
      percent: null,
      cashback: false,
      membersOnly: false,
      startsAt: '2026-04-10T07:00:00.000Z',
      endsAt: '2026-04-24T07:00:00.000Z',
      scope: { prodIds: [12], brandIds: [], categoryIds: [] },
    });
  });

  it("sends each type's own figure", () => {
    expect(activityForm.parse(filled({ type: '4', offKind: 'percent', percent: '15' }))).toMatchObject({
      type: ActivityType.Discount,
      percent: 15,
      amount: null,
    });
    expect(activityForm.parse(filled({ type: '4', offKind: 'amount', amount: '20' }))).toMatchObject({
      percent: null,
      amount: 2000,
    });
    expect(activityForm.parse(filled({ type: '5', paybackKind: 'rebate', amount: '70' }))).toMatchObject({
      type: ActivityType.Rebate,
      amount: 7000,
      percent: null,
      cashback: false,
    });
    expect(activityForm.parse(filled({ type: '5', paybackKind: 'cashback', percent: '5' }))).toMatchObject({
      amount: null,
      percent: 5,
      cashback: true,
    });
  });

  it('marks the products for Tread Plus members when staff tick members only', () => {
    expect(
      activityForm.parse(filled({ type: '4', offKind: 'percent', percent: '15', membersOnly: true })),
    ).toMatchObject({ type: ActivityType.Discount, percent: 15, membersOnly: true });
  });

  it('needs the figure, a window in order and something to cover', () => {
    expect(Object.keys(messagesOf(filled({ type: '4', offKind: 'percent', percent: '' })))).toEqual([
      'percent',
    ]);
    expect(messagesOf(filled({ endsAt: '2026-04-09T00:00' }))).toEqual({
      endsAt: PromotionMessages.WindowOrder,
    });
    expect(messagesOf(filled({ scope: { prodIds: [], brandIds: [], categoryIds: [] } }))).toEqual({
      scope: PromotionMessages.ScopeRequired,
    });
  });
});
