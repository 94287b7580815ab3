import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WalletEntryKind } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleWalletRecord } from '../../testing/data/wallet';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/user/my-wallet';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const rows = () => within(screen.getByRole('list', { name: 'Balance activity' })).getAllByRole('listitem');

describe('my wallet', () => {
  it('shows the balance, the sum of its records, and each record newest first with its kind, sign, time and reference', async () => {
    backend.wallet.records = [
      sampleWalletRecord(1, {
        kind: WalletEntryKind.Adjustment,
        change: 10_000,
        reference: 'staff:7f0c',
        note: 'Sorry for the late delivery',
        time: '2025-06-03T16:00:00.000Z',
      }),
      sampleWalletRecord(2, {
        kind: WalletEntryKind.Payment,
        change: -4_250,
        reference: 'A1,A2',
        time: '2025-07-04T03:30:00.000Z',
      }),
      sampleWalletRecord(3, { kind: WalletEntryKind.Refund, change: 1_999, reference: 'R9' }),
      sampleWalletRecord(4, { kind: WalletEntryKind.Rebate, change: 123_456, reference: 'A3' }),
    ];
    renderApp(PATH);
    const card = await screen.findByRole('region', { name: 'Available balance' });
    expect(card.textContent).toContain('$1,312.05');
    await screen.findByRole('list', { name: 'Balance activity' });
    const [rebate, refund, payment, adjustment] = rows();

    expect(rebate?.textContent).toContain('Cash back');
    expect(rebate?.querySelector('.ledger-row__change--gain')?.textContent).toBe('+$1,234.56');
    expect(within(rebate as HTMLElement).getByRole('link', { name: 'Order A3' })).toBeTruthy();

    expect(refund?.textContent).toContain('Refund');
    expect(
      within(refund as HTMLElement)
        .getByRole('link', { name: 'Refund R9' })
        .getAttribute('href'),
    ).toBe('/packages/refund/details-of-refund?refundNumber=R9');

    expect(payment?.textContent).toContain('Payment');
    expect(payment?.querySelector('.ledger-row__change--loss')?.textContent).toBe('-$42.50');
    // 03:30 UTC on July 4 is still July 3 in Los Angeles.
    expect(payment?.textContent).toContain('07/03/2025, 8:30 PM PDT');
    expect(
      within(payment as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Order A1', '/pages/order-detail/order-detail?orderNum=A1'],
      ['Order A2', '/pages/order-detail/order-detail?orderNum=A2'],
    ]);

    expect(adjustment?.textContent).toContain('Adjusted by Tread');
    expect(adjustment?.textContent).toContain('Sorry for the late delivery');
    expect(adjustment?.textContent).toContain('06/03/2025, 9:00 AM PDT');
    expect(adjustment?.textContent).not.toContain('staff:');
    expect(within(adjustment as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('leads to recharge-balance from the balance card', async () => {
    const { router } = renderApp(PATH);
    const card = await screen.findByRole('region', { name: 'Available balance' });
    fireEvent.click(within(card).getByRole('link', { name: 'Recharge' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/recharge-balance'));
    expect(await screen.findByRole('heading', { name: 'Recharge', level: 1 })).toBeTruthy();
  });

  it('loads more as the shopper asks, ten at a time', async () => {
    backend.wallet.records = Array.from({ length: 12 }, (_, index) => sampleWalletRecord(index + 1));
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Balance activity' });
    expect(rows()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(callsTo('/p/wallet/records').map((call) => call.query.get('current'))).toEqual(['1', '2']);
    expect(screen.getByText('That’s everything')).toBeTruthy();
  });

  it('without any record, shows a zero balance and says there is no activity yet', async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No balance activity yet' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Available balance' }).textContent).toContain('$0.00');
    expect(screen.queryByRole('list', { name: 'Balance activity' })).toBeNull();
  });
});
