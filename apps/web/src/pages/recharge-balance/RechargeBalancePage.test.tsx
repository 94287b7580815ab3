import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, WalletEntryKind } from '@tread/domain';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleWalletRecord } from '../../testing/data/wallet';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/user/recharge-balance';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const tiles = () => within(screen.getByRole('group', { name: 'Top-up amounts' })).getAllByRole('radio');
const otherAmount = () => screen.getByLabelText('Other amount') as HTMLInputElement;
const fullPath = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('recharge-balance', () => {
  it('shows the balance and each option with its points, growth and coupons', async () => {
    backend.wallet.records = [sampleWalletRecord(1, { kind: WalletEntryKind.Refund, change: 4_250 })];
    backend.wallet.topUpOptions[3] = {
      ...backend.wallet.topUpOptions[3]!,
      coupons: [{ id: 7, name: '$10 off installation' }],
    };
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Recharge', level: 1 })).toBeTruthy();
    await screen.findByRole('group', { name: 'Top-up amounts' });
    expect(screen.getByRole('region', { name: 'Current balance' }).textContent).toContain('$42.50');
    const labels = tiles().map((tile) => tile.closest('label')?.textContent);
    expect(labels).toEqual([
      '$25.00+25 growth',
      '$50.00+100 points+50 growth',
      '$100.00+300 points+100 growth',
      '$200.00+800 points+200 growth$10 off installation',
    ]);
    expect(screen.getByText('From $0.01 to $100,000.00 per top-up')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recharge' })).toBeTruthy();
  });

  it('tops up the $100 option and goes to pay it on pay-way', async () => {
    const { router } = renderApp(PATH);
    await screen.findByRole('group', { name: 'Top-up amounts' });
    fireEvent.click(screen.getByRole('radio', { name: /\$100\.00/ }));
    expect((screen.getByRole('radio', { name: /\$100\.00/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Recharge $100.00' }));
    await waitFor(() =>
      expect(fullPath(router)).toBe('/pages/pay-way/pay-way?orderNumbers=R261128000000001'),
    );
    expect(callsTo('/p/wallet/topUp').map((call) => call.body)).toEqual([{ amountCents: 10_000 }]);
  });

  it('tops up another amount typed in dollars; typing an offered amount picks its tile', async () => {
    const { router } = renderApp(PATH);
    await screen.findByRole('group', { name: 'Top-up amounts' });
    fireEvent.click(screen.getByRole('radio', { name: /\$25\.00/ }));
    fireEvent.change(otherAmount(), { target: { value: '50' } });
    expect((screen.getByRole('radio', { name: /\$50\.00/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(otherAmount(), { target: { value: '1,234.5' } });
    expect(tiles().every((tile) => !(tile as HTMLInputElement).checked)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Recharge $1,234.50' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way'));
    expect(callsTo('/p/wallet/topUp').map((call) => call.body)).toEqual([{ amountCents: 123_450 }]);
  });

  it('says what is wrong with the amount in the spec’s words, and asks nothing of the server', async () => {
    renderApp(PATH);
    await screen.findByRole('group', { name: 'Top-up amounts' });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText(Messages.TopUpRequired)).toBeTruthy();
    expect(otherAmount().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(otherAmount(), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText(Messages.TopUpTooSmall)).toBeTruthy();

    fireEvent.change(otherAmount(), { target: { value: '100000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText(Messages.TopUpTooLarge)).toBeTruthy();
    expect(callsTo('/p/wallet/topUp')).toHaveLength(0);
  });

  it('shows the server’s refusal of the amount on the field', async () => {
    server.use(
      http.post('/api/p/wallet/topUp', () =>
        HttpResponse.json(
          { code: 'INVALID_INPUT', message: Messages.TopUpTooLarge, field: 'amountCents' },
          { status: 400 },
        ),
      ),
    );
    const { router } = renderApp(PATH);
    await screen.findByRole('group', { name: 'Top-up amounts' });
    fireEvent.change(otherAmount(), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Recharge $75.00' }));
    expect(await screen.findByText(Messages.TopUpTooLarge)).toBeTruthy();
    expect(otherAmount().getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe(PATH);
  });
});
