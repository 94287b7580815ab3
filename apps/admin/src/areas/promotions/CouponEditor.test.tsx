import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { PromotionMessages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromotionFormMessages } from './form-fields';
import { couponRow, renderPromotions, stubShop } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalogAnswer = (url: string) =>
  url.startsWith('/api/admin/brands')
    ? {
        body: {
          records: [
            {
              brandId: 3,
              slug: 'michelin',
              name: 'Michelin',
              country: 'FR',
              tier: 'premium',
              productCount: 40,
            },
          ],
        },
      }
    : url.startsWith('/api/admin/categories')
      ? { body: { records: [] } }
      : null;

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the new coupon form', () => {
  it('shows every refusal at once under its field, and sends nothing', async () => {
    const calls = stubShop(({ url }) => catalogAnswer(url) ?? { body: { list: [] } });
    renderPromotions('/promotions/coupons/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(PromotionMessages.NameRequired)).toBeTruthy();
    expect(screen.getByText(PromotionFormMessages.AmountRequired)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends dollars as cents, Los Angeles times as instants, and the brands ticked', async () => {
    const calls = stubShop(({ method, url }) =>
      method === 'POST' ? { body: couponRow() } : (catalogAnswer(url) ?? { body: { list: [] } }),
    );
    renderPromotions('/promotions/coupons/new');
    type(/^Name/, 'Spring $15');
    type(/^Amount off/, '15');
    type(/^Valid from/, '2026-04-10T00:00');
    type(/^Valid until/, '2026-05-10T00:00');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Michelin' }));
    expect(screen.getByText('$15.00 off · No minimum spend')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/coupons',
      body: expect.objectContaining({
        name: 'Spring $15',
        target: 'order',
        amount: 1500,
        percent: null,
        minSpend: 0,
        validFrom: '2026-04-10T07:00:00.000Z',
        validTo: '2026-05-10T07:00:00.000Z',
        totalQuantity: null,
        inCenter: true,
        scope: { prodIds: [], brandIds: [3], categoryIds: [] },
      }),
    });
    // Back on the list, which says what was made.
    expect(await screen.findByText('Coupon “Spring $15” created: $15.00 off')).toBeTruthy();
  });

  it('shows a code another coupon has under the code', async () => {
    stubShop(({ method, url }) =>
      method === 'POST'
        ? {
            status: 409,
            body: { code: 'COUPON_CODE_TAKEN', message: PromotionMessages.CodeTaken, field: 'code' },
          }
        : (catalogAnswer(url) ?? { body: { list: [] } }),
    );
    renderPromotions('/promotions/coupons/new');
    type(/^Name/, 'Spring $15');
    type(/^Amount off/, '15');
    type(/^Code/, 'spring');
    fireEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    // Once in the form's alert, once under the field.
    await waitFor(() => expect(screen.getAllByText(PromotionMessages.CodeTaken)).toHaveLength(2));
  });
});
