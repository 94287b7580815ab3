import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PointsSource } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { samplePointsRecord } from '../../testing/data/points';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/member/integral-detail';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const rows = () => within(screen.getByRole('list', { name: 'Points history' })).getAllByRole('listitem');

describe('the points history', () => {
  it('shows each change newest first: its source, signed change, Los Angeles time, order and note', async () => {
    backend.points.records = [
      samplePointsRecord(1, { source: PointsSource.SignIn, change: 10, time: '2025-06-03T16:00:00.000Z' }),
      samplePointsRecord(2, {
        source: PointsSource.Order,
        change: 229,
        time: '2025-07-04T03:30:00.000Z',
        orderNumber: 'A2',
      }),
      samplePointsRecord(3, {
        source: PointsSource.Staff,
        change: -25,
        time: '2025-07-05T18:00:00.000Z',
        note: 'Points given twice by mistake',
      }),
    ];
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Points history' });
    const [staff, order, signIn] = rows();
    expect(staff?.textContent).toContain('Adjusted by Tread');
    expect(staff?.textContent).toContain('Points given twice by mistake');
    expect(staff?.querySelector('.ledger-row__change--loss')?.textContent).toBe('-25');
    expect(order?.textContent).toContain('Order reward');
    // 03:30 UTC on July 4 is still July 3 in Los Angeles.
    expect(order?.textContent).toContain('07/03/2025, 8:30 PM PDT');
    expect(
      within(order as HTMLElement)
        .getByRole('link', { name: 'Order A2' })
        .getAttribute('href'),
    ).toBe('/pages/order-detail/order-detail?orderNum=A2');
    expect(order?.querySelector('.ledger-row__change--gain')?.textContent).toBe('+229');
    expect(signIn?.textContent).toContain('Daily sign-in');
    expect(signIn?.textContent).toContain('06/03/2025, 9:00 AM PDT');
  });

  it('loads more as the shopper asks, ten at a time', async () => {
    backend.points.records = Array.from({ length: 12 }, (_, index) => samplePointsRecord(index + 1));
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Points history' });
    expect(rows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(callsTo('/p/points/records').map((call) => call.query.get('current'))).toEqual(['1', '2']);
    expect(screen.getByText('That’s everything')).toBeTruthy();
  });

  it('without any change, says so and leads to the daily sign-in', async () => {
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No points activity yet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Collect daily points' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/integral-index'));
  });
});
