import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GroupState } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPromotions, stubShop } from './testing';
import { type GroupActivitySettings, groupActivity, offersAnswer, SHOP_NOW } from './testing-offers';

beforeEach(() => {
  // The groups' time left is read against the shop's clock.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SHOP_NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A group buy of three with four groups at noon on 11/27: one open, one filled, one out of time, one closed. */
const teamUp = (): GroupActivitySettings =>
  groupActivity({
    groups: [
      {
        groupId: 41,
        createdAt: '2026-11-27T15:00:00.000Z',
        state: GroupState.Open,
        members: [
          { nickname: 'Jamie', paid: true, orderDigits: '1000000041' },
          { nickname: 'Alex', paid: false, orderDigits: '2000000041' },
        ],
      },
      {
        groupId: 40,
        createdAt: '2026-11-26T10:00:00.000Z',
        state: GroupState.Filled,
        members: ['Kim', 'Lee', 'Max'].map((nickname, i) => ({
          nickname,
          paid: true,
          orderDigits: `${i + 1}000000040`,
        })),
      },
      {
        groupId: 39,
        createdAt: '2026-11-25T10:00:00.000Z',
        state: GroupState.Open,
        members: [{ nickname: 'Sam', paid: true, orderDigits: '1000000039' }],
      },
      {
        groupId: 38,
        createdAt: '2026-11-24T10:00:00.000Z',
        state: GroupState.Closed,
        members: [{ nickname: 'Ana', paid: true, orderDigits: '1000000038' }],
      },
    ],
  });

const rowOf = async (name: string | RegExp) =>
  (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;
const groupRowOf = async (groupId: number) =>
  (await screen.findByText(`#${groupId}`)).closest('tr') as HTMLElement;

describe('the group-buy list', () => {
  it('shows each group buy with its price against the usual price, its group, its groups so far, days and state', async () => {
    stubShop(
      offersAnswer({
        activities: [
          teamUp(),
          groupActivity({ groupActivityId: 8, name: 'December duo', firstDay: '2026-12-01', groupSize: 2 }),
          groupActivity({ groupActivityId: 6, name: 'Closed early', closedAt: '2026-11-26T18:00:00.000Z' }),
        ],
      }),
    );
    renderPromotions('/promotions/group-buys');
    const row = await rowOf('Team up on PS4S');
    expect(within(row).getByText('245/40R18 97Y')).toBeTruthy();
    expect(within(row).getByText('$199.99')).toBeTruthy();
    expect(row.textContent).toContain('$229.99 · 13% off');
    expect(within(row).getByText('3 shoppers', { exact: false })).toBeTruthy();
    expect(within(row).getByText('24 h to fill')).toBeTruthy();
    expect(row.textContent).toContain('1 open');
    expect(within(row).getByText('1 filled · 2 failed')).toBeTruthy();
    expect(within(row).getByText('11/20 – 12/10/2026')).toBeTruthy();
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(await rowOf('December duo')).getByText('Scheduled')).toBeTruthy();
    const closed = await rowOf('Closed early');
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).queryByRole('button', { name: 'Close Closed early' })).toBeNull();
  });

  it('closes a group buy once staff confirm that its open groups are refunded, and then shows it closed', async () => {
    const calls = stubShop(offersAnswer({ activities: [teamUp()] }));
    renderPromotions('/promotions/group-buys');
    const row = await rowOf('Team up on PS4S');
    fireEvent.click(within(row).getByRole('button', { name: 'Close Team up on PS4S' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this group buy now?' });
    expect(dialog.textContent).toContain(
      'its 1 open group is closed: every paid member is refunded in full and their orders are canceled.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close group buy' }));
    expect(await within(row).findByText('Closed')).toBeTruthy();
    expect(within(row).getByText('1 filled · 3 failed')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/group-activities/7/close',
    ]);
  });
});

describe("a group buy's groups", () => {
  it('shows each group with its seats, payments, time left, members and orders', async () => {
    stubShop(offersAnswer({ activities: [teamUp()] }));
    renderPromotions('/promotions/group-buys/7');
    expect(await screen.findByRole('heading', { name: 'Team up on PS4S' })).toBeTruthy();
    const open = await groupRowOf(41);
    expect(within(open).getByText('Open')).toBeTruthy();
    expect(open.textContent).toContain('2 / 3 taken');
    expect(within(open).getByText('1 paid')).toBeTruthy();
    expect(within(open).getByText('19 h 00 min left')).toBeTruthy();
    expect(within(open).getByText('until 11/28/2026 7:00 AM PST')).toBeTruthy();
    const members = within(open)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(members.slice(0, 2)).toEqual(['J*** · leader Paid', 'A*** Not paid']);
    expect(within(open).getByRole('link', { name: '2611271000000041' }).getAttribute('href')).toBe(
      '/orders/2611271000000041',
    );
    expect(within(open).getByRole('button', { name: 'Close group #41' })).toBeTruthy();

    expect(within(await groupRowOf(40)).getByText('Filled')).toBeTruthy();
    const late = await groupRowOf(39);
    expect(within(late).getByText('Failed')).toBeTruthy();
    expect(within(late).queryByRole('button', { name: 'Close group #39' })).toBeNull();
    expect(within(await groupRowOf(38)).getByText('Closed')).toBeTruthy();
  });

  it('closes an open group once staff confirm that its paid members are refunded', async () => {
    const calls = stubShop(offersAnswer({ activities: [teamUp()] }));
    renderPromotions('/promotions/group-buys/7');
    const open = await groupRowOf(41);
    fireEvent.click(within(open).getByRole('button', { name: 'Close group #41' }));
    const dialog = screen.getByRole('dialog', { name: 'Close group #41 now?' });
    expect(dialog.textContent).toContain('Its 1 paid member is refunded in full');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it open' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(open).getByRole('button', { name: 'Close group #41' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close group' }));
    expect(await within(open).findByText('Closed')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Groups so far' }).textContent).toContain('0 open'),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/admin/groups/41/close',
    ]);
  });
});
