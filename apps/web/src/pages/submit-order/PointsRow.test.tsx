import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckoutDelivery, Messages, PointsMessages, PointsSource, refusal } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { backend } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { TIRE_SKU } from '../../testing/data/catalog';
import { samplePointsRecord } from '../../testing/data/points';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useToastStore } from '../../ui/toast';

const SUBMIT_ORDER = '/pages/submit-order/submit-order';

const givePoints = (change: number) => {
  backend.points.records = [samplePointsRecord(1, { source: PointsSource.Staff, change })];
};

beforeEach(() => {
  resetSessionForTest();
  useToastStore.setState({ current: null });
  signInForTest();
  startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
  useCheckoutStore.getState().choose({
    group: 'tires',
    deliveryType: CheckoutDelivery.Installer,
    stationId: 1,
    serviceCodes: ['MOUNT_BALANCE'],
  });
});

afterEach(cleanup);

const pointsRow = () => screen.findByRole('region', { name: 'Points' });
const summaryValue = (label: string) =>
  screen.queryByText(label, { selector: '.summary-line dt' })?.nextElementSibling?.textContent;
const lastConfirm = () => backend.confirms.at(-1);

describe('paying with points at checkout', () => {
  it('hides the row when the shopper has no points', async () => {
    renderApp(SUBMIT_ORDER);
    await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.queryByRole('region', { name: 'Points' })).toBeNull();
    expect(lastConfirm()?.points).toBe(0);
  });

  it('uses up to the balance at one switch, and the summary shows the points line', async () => {
    givePoints(1_250);
    renderApp(SUBMIT_ORDER);
    const row = await pointsRow();
    expect(within(row).getByText('Balance 1,250 points')).toBeTruthy();
    const use = within(row).getByRole('switch', { name: 'Use up to 1,250 points (-$12.50)' });
    expect((use as HTMLInputElement).checked).toBe(false);
    expect(summaryValue('Total')).toBe('$709.36');

    fireEvent.click(use);
    await waitFor(() => expect(summaryValue('Points')).toBe('-$12.50 (1,250 points)'));
    expect(summaryValue('Total')).toBe('$696.86');
    expect(lastConfirm()?.points).toBe(1_250);
    expect((within(row).getByLabelText('Points to use') as HTMLInputElement).value).toBe('1250');
    expect(within(row).getByText('Multiples of 10 · 100 points = $1.00')).toBeTruthy();

    fireEvent.click(use);
    await waitFor(() => expect(summaryValue('Points')).toBeUndefined());
    expect(lastConfirm()?.points).toBe(0);
  });

  it('takes a number of points in multiples of ten, within the balance', async () => {
    givePoints(1_250);
    renderApp(SUBMIT_ORDER);
    const row = await pointsRow();
    fireEvent.click(within(row).getByRole('switch'));
    const field = within(row).getByLabelText('Points to use');
    const apply = within(row).getByRole('button', { name: 'Apply' });

    fireEvent.change(field, { target: { value: '55' } });
    fireEvent.click(apply);
    expect(await within(row).findByText(Messages.PointsMultipleOfTen)).toBeTruthy();
    fireEvent.change(field, { target: { value: '2000' } });
    fireEvent.click(apply);
    expect(await within(row).findByText(PointsMessages.NotEnough)).toBeTruthy();

    fireEvent.change(field, { target: { value: '50' } });
    fireEvent.click(apply);
    await waitFor(() => expect(summaryValue('Points')).toBe('-$0.50 (50 points)'));
    expect(summaryValue('Total')).toBe('$708.86');
    expect(within(row).queryByText(Messages.PointsMultipleOfTen)).toBeNull();
    expect(within(row).queryByText(PointsMessages.NotEnough)).toBeNull();
  });

  it('places the order with the points', async () => {
    givePoints(500);
    const { router } = renderApp(SUBMIT_ORDER);
    const row = await pointsRow();
    fireEvent.click(within(row).getByRole('switch'));
    fireEvent.change(within(row).getByLabelText('Points to use'), { target: { value: '50' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(summaryValue('Points')).toBe('-$0.50 (50 points)'));
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way'));
    expect(backend.submits[0]?.points).toBe(50);
    expect(useCheckoutStore.getState().points).toBe(0);
  });

  it('shows ‘Not enough points’ on the field when the points were spent elsewhere before placing', async () => {
    givePoints(500);
    backend.submitFailures.push(refusal('CHECKOUT_POINTS_NOT_ENOUGH'));
    const { router } = renderApp(SUBMIT_ORDER);
    const row = await pointsRow();
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect(summaryValue('Points')).toBe('-$5.00 (500 points)'));
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    fireEvent.click(place);
    expect(await within(row).findByText(PointsMessages.NotEnough)).toBeTruthy();
    expect(useToastStore.getState().current).toBeNull();
    await waitFor(() => expect(summaryValue('Points')).toBeUndefined());
    expect(router.state.location.pathname).toBe(SUBMIT_ORDER);
  });

  it('says the points are too few for this order when none can be used', async () => {
    givePoints(5);
    renderApp(SUBMIT_ORDER);
    const row = await pointsRow();
    expect(within(row).getByText('Balance 5 points')).toBeTruthy();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(row.textContent).toContain('not enough for this order yet');
  });
});
