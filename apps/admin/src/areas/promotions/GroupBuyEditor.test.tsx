import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GroupBuyMessages } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPromotions, stubShop } from './testing';
import { groupActivity, offersAnswer } from './testing-offers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const writes = (calls: { method: string }[]) => calls.filter((call) => call.method !== 'GET');

describe('the group-buy editor', () => {
  it('refuses a group price not below the usual price and a time limit out of range, then sends cents and days', async () => {
    const calls = stubShop(offersAnswer({ activities: [] }));
    renderPromotions('/promotions/group-buys/new');
    type(/^Name/, 'Team up on PS4S');
    fireEvent.change(
      await screen.findByRole('searchbox', { name: 'Find a product by name, SKU code or id' }),
      {
        target: { value: 'pilot' },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Pilot Sport 4S/ }));
    fireEvent.click(await screen.findByRole('radio', { name: /245\/40R18 97Y/ }));
    type(/^Group price/, '230');
    type(/^Group size/, '3');
    type(/^Time limit/, '96');
    type(/^First day/, '2026-11-20');
    type(/^Last day/, '2026-12-10');
    fireEvent.click(screen.getByRole('button', { name: 'Create group buy' }));
    expect(await screen.findByText(GroupBuyMessages.PriceBelowUsual)).toBeTruthy();
    expect(screen.getByText(GroupBuyMessages.TimeLimitRange)).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    type(/^Group price/, '199.99');
    type(/^Time limit/, '24');
    expect(
      screen.getByText('$199.99 instead of $229.99 (13% off) · groups of 3 within 24 hours'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create group buy' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]).toEqual({
      method: 'POST',
      url: '/api/admin/group-activities',
      body: {
        name: 'Team up on PS4S',
        skuId: 121,
        groupPrice: 19999,
        groupSize: 3,
        timeLimitHours: 24,
        firstDay: '2026-11-20',
        lastDay: '2026-12-10',
      },
    });
    expect(
      await screen.findByText('Group buy “Team up on PS4S” created: $199.99 in groups of 3'),
    ).toBeTruthy();
  });

  it('opens a group buy as saved and shows a refusal about one field under that field', async () => {
    const calls = stubShop(
      offersAnswer({ activities: [groupActivity()] }, ({ method }) =>
        method === 'PUT'
          ? {
              status: 400,
              body: { code: 'INVALID_INPUT', message: GroupBuyMessages.PriceBelowUsual, field: 'groupPrice' },
            }
          : null,
      ),
    );
    renderPromotions('/promotions/group-buys/7/edit');
    expect(await screen.findByRole('heading', { name: 'Edit Team up on PS4S' })).toBeTruthy();
    expect(await screen.findByRole('radio', { name: /245\/40R18 97Y/ })).toHaveProperty('checked', true);
    expect((screen.getByLabelText(/^Group price/) as HTMLInputElement).value).toBe('199.99');
    expect((screen.getByLabelText(/^Group size/) as HTMLSelectElement).value).toBe('3');

    type(/^Group price/, '219.99');
    fireEvent.click(screen.getByRole('button', { name: 'Save group buy' }));
    await waitFor(() => expect(screen.getAllByText(GroupBuyMessages.PriceBelowUsual)).toHaveLength(2));
    const field = screen.getByLabelText(/^Group price/).closest('label') as HTMLElement;
    expect(within(field).getByText(GroupBuyMessages.PriceBelowUsual)).toBeTruthy();
    expect(writes(calls)).toEqual([
      expect.objectContaining({ method: 'PUT', url: '/api/admin/group-activities/7' }),
    ]);
  });
});
