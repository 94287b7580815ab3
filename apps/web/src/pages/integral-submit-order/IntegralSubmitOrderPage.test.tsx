import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckoutDelivery } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { backend, callsTo } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { sampleAddress } from '../../testing/data/account';
import { givePoints, mallBalance, mallCoupon, mallProduct, openMallForTest } from '../../testing/points-mall';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const pathOf = (id: number, count = 1) => `/packages/member/integral-submit-order?id=${id}&count=${count}`;

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  startCheckoutForTest([]);
});

afterEach(cleanup);

/** The pick-up point chosen on select-store, as that page leaves it in the checkout's choices. */
const pickUpChosen = () =>
  useCheckoutStore.getState().choose({ group: 'parts', deliveryType: CheckoutDelivery.PickUp, stationId: 3 });

const summary = () => screen.getByRole('region', { name: 'Exchange summary' });

describe('confirming an exchange of a product', () => {
  it('exchanges it for points alone to a pick-up point, and shows it in My exchanges', async () => {
    givePoints(5000);
    openMallForTest([mallProduct(1, { name: 'Bosch ICON Wiper Blade', pointsPrice: 1200, perUserLimit: 3 })]);
    pickUpChosen();
    const { router } = renderApp(pathOf(1, 2));
    expect(await screen.findByText('Downtown Pick-Up Point')).toBeTruthy();
    await waitFor(() => expect(summary().textContent).toContain('2,400 points'));
    expect(summary().textContent).toContain('To pay$0.00');
    expect(summary().textContent).toContain('5,000 → 2,600');
    fireEvent.click(screen.getByRole('button', { name: 'Exchange now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/member/exchange-details'));
    const [submit] = callsTo('/p/order/submit');
    expect(submit?.body).toMatchObject({
      items: [{ skuId: 201, count: 2 }],
      deliveries: [{ group: 'parts', deliveryType: CheckoutDelivery.PickUp, stationId: 3 }],
      special: { kind: 'points', goodsId: 1 },
    });
    expect(mallBalance()).toBe(2600);
    const row = await screen.findByRole('link', { name: /Bosch ICON Wiper Blade/ });
    expect(row.textContent).toContain('Order placed');
    expect(row.textContent).toContain('2,400 points');
  });

  it('asks for the pick-up point on select-store', async () => {
    givePoints(5000);
    openMallForTest([mallProduct(1)]);
    const { router } = renderApp(pathOf(1));
    fireEvent.click(await screen.findByRole('radio', { name: /Pick up/ }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/packages/user/select-store?group=parts',
      ),
    );
  });

  it('with money on top, shows the tax and what is left to pay, and goes on to pay-way', async () => {
    givePoints(5000);
    openMallForTest([mallProduct(1, { pointsPrice: 800, cashCents: 499 })]);
    pickUpChosen();
    const { router } = renderApp(pathOf(1));
    await waitFor(() =>
      expect(summary().textContent).toMatch(/Sales tax \(Los Angeles, CA [\d.]+%\)\$0\.\d\d/),
    );
    expect(summary().textContent).toContain('Cash on top$4.99');
    expect(screen.getByText(/^800 points \+ \$5\.\d\d$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Exchange now' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/pages/pay-way/pay-way?orderNumbers=25060212345671',
      ),
    );
  });

  it('delivers home to the first saved address', async () => {
    givePoints(5000);
    backend.addresses = [sampleAddress(4, { firstName: 'Ana', lastName: 'Ruiz' })];
    openMallForTest([mallProduct(1)]);
    renderApp(pathOf(1));
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    expect(await screen.findByText(/Ana Ruiz/)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Exchange now' })).toHaveProperty('disabled', false),
    );
  });

  it('counts up to the shopper’s limit, and says so past it', async () => {
    givePoints(50_000);
    openMallForTest([mallProduct(1, { perUserLimit: 2 })]);
    pickUpChosen();
    renderApp(pathOf(1));
    const stepper = await screen.findByRole('group', { name: 'Quantity of Bosch ICON Wiper Blade' });
    fireEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(summary().textContent).toContain('2,400 points'));
    fireEvent.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('You can exchange this item at most 2 times')).toBeTruthy();
    expect(within(stepper).getByText('2')).toBeTruthy();
  });

  it('without enough points, says so and cannot be placed', async () => {
    givePoints(1000);
    openMallForTest([mallProduct(1, { pointsPrice: 1200 })]);
    pickUpChosen();
    renderApp(pathOf(1));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough points');
    expect(screen.getByRole('button', { name: 'Exchange now' })).toHaveProperty('disabled', true);
  });

  it('sends a coupon back to its own page', async () => {
    openMallForTest([mallCoupon(2)]);
    renderApp(pathOf(2));
    expect(
      await screen.findByRole('heading', { name: 'Coupons are exchanged on their own page.' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the coupon' }).getAttribute('href')).toBe(
      '/packages/member/convert-prod-det?id=2',
    );
  });
});
