import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PromotionState } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { couponRow, renderPromotions, stubShop } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the coupon list', () => {
  it("shows each coupon's offer, window in Los Angeles time, state and what it gave", async () => {
    stubShop(() => ({
      body: {
        list: [
          couponRow(),
          couponRow({
            couponId: 8,
            name: 'Install week',
            state: PromotionState.Paused,
            totalQuantity: null,
            claimed: 1234,
          }),
        ],
      },
    }));
    renderPromotions('/promotions');
    const spring = (await screen.findByRole('link', { name: 'Spring $15' })).closest('tr') as HTMLElement;
    expect(within(spring).getByText('$15.00 off')).toBeTruthy();
    expect(within(spring).getByText('Whole order')).toBeTruthy();
    expect(within(spring).getByText('C2D')).toBeTruthy();
    expect(within(spring).getByText('04/10/2026 12:00 AM PDT')).toBeTruthy();
    expect(within(spring).getByText('to 05/10/2026 12:00 AM PDT')).toBeTruthy();
    expect(within(spring).getByText('Running')).toBeTruthy();
    expect(spring.textContent).toContain('12 / 100');
    expect(within(spring).getByText('$75.00')).toBeTruthy();
    const paused = screen.getByRole('link', { name: 'Install week' }).closest('tr') as HTMLElement;
    expect(within(paused).getByText('Paused')).toBeTruthy();
    expect(paused.textContent).toContain('1,234 / ∞');
    expect(within(paused).getByRole('button', { name: 'Resume Install week' })).toBeTruthy();
  });

  it('ends a coupon only once staff confirm', async () => {
    const calls = stubShop(({ method }) =>
      method === 'POST'
        ? { body: couponRow({ state: PromotionState.Ended }) }
        : { body: { list: [couponRow()] } },
    );
    renderPromotions('/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'End Spring $15' }));
    const dialog = screen.getByRole('dialog', { name: 'End the coupon “Spring $15”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'End Spring $15' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'End coupon' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/admin/coupons/9/state', body: { action: 'end' } },
      ]),
    );
  });
});
