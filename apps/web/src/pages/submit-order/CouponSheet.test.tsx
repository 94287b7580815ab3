import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutCoupons } from '../../features/coupons/checkout-coupons';
import { backend, callsTo } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { buyThreeGetOne, myCoupon, serveCouponCheckout, serveCoupons } from '../../testing/coupons';
import { TIRE_SKU } from '../../testing/data/catalog';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const SUBMIT_ORDER = '/pages/submit-order/submit-order';

/** Four tires at $159.99 (the fourth free) and the shopper's coupons, priced by the domain's rules. */
function checkoutWithCoupons() {
  startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
  useCheckoutCoupons.getState().reset();
  const state = serveCoupons({
    center: [],
    mine: [
      myCoupon(1, { couponId: 1, name: 'Tire set savings' }),
      myCoupon(2, {
        couponId: 2,
        name: 'Installation on us',
        target: 'installation',
        amount: 4000,
        minSpend: 0,
      }),
      myCoupon(3, { couponId: 3, name: 'Flash deal', amount: 1500, minSpend: 20_000, stackable: true }),
      myCoupon(4, { couponId: 4, name: 'App exclusive', amount: 3000, appOnly: true }),
    ],
    codes: {
      TREAD10: myCoupon(9, {
        couponId: 6,
        name: 'Welcome code',
        amount: 1000,
        minSpend: 0,
        stackable: true,
        byCode: true,
      }),
    },
  });
  serveCouponCheckout(state, [buyThreeGetOne]);
  return state;
}

const couponRow = () => screen.findByRole('button', { name: /^Coupons .* for Tires$/ });
const summaryValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const lastCoupons = () => backend.confirms.at(-1)?.coupons;
/** The tappable coupon named `name` in the sheet. */
function option(sheet: HTMLElement, name: string): HTMLElement {
  const found = within(sheet)
    .getAllByRole('button')
    .find((button) => button.querySelector('.coupon-ticket__name')?.textContent === name);
  if (!found) throw new Error(`No coupon to tap named ${name}`);
  return found;
}

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '');
});

describe('coupons at checkout', () => {
  it("shows the server's best coupons and the activity as discount lines", async () => {
    checkoutWithCoupons();
    renderApp(SUBMIT_ORDER);
    expect((await couponRow()).textContent).toContain('-$20.00');
    expect(lastCoupons()).toEqual([]);
    expect(summaryValue('Item subtotal')).toBe('$639.96');
    expect(summaryValue('Buy 3 get 1 free')).toBe('-$159.99');
    expect(summaryValue('Item coupon')).toBe('-$20.00');
    expect(screen.queryByText('Discount', { selector: 'dt' })).toBeNull();
    expect(summaryValue('Total')).toBe('$459.97');
  });

  it('lists usable coupons to tap and grays the others with why; a tap is priced by the server', async () => {
    checkoutWithCoupons();
    renderApp(SUBMIT_ORDER);
    fireEvent.click(await couponRow());
    const sheet = await screen.findByRole('dialog', { name: 'Coupons · Tires' });
    const usable = within(sheet).getByRole('region', { name: 'Available' });
    expect(option(usable, 'Tire set savings').getAttribute('aria-pressed')).toBe('true');
    expect(option(usable, 'Flash deal').getAttribute('aria-pressed')).toBe('false');
    expect(within(usable).getByText('Cannot be combined with Tire set savings')).toBeTruthy();
    const unusable = within(sheet).getByRole('region', { name: 'Not available for this order' });
    expect(within(unusable).getByText('For installation: choose an installer first')).toBeTruthy();
    expect(within(unusable).getByText('Only in the Tread app')).toBeTruthy();
    expect(within(unusable).queryByRole('button', { name: /Installation on us/ })).toBeNull();

    fireEvent.click(option(usable, 'Flash deal'));
    await waitFor(() => expect(lastCoupons()).toEqual([{ group: 'tires', userCouponIds: [3] }]));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Done · -$15.00' })).toBeTruthy());
    expect(option(usable, 'Flash deal').getAttribute('aria-pressed')).toBe('true');
    expect(option(usable, 'Tire set savings').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(within(sheet).getByRole('button', { name: "Don't use a coupon" }));
    await waitFor(() => expect(lastCoupons()).toEqual([{ group: 'tires', userCouponIds: [] }]));
    fireEvent.click(within(sheet).getByRole('button', { name: 'Done' }));
    await waitFor(async () => expect((await couponRow()).textContent).toContain('2 available'));
    expect(screen.queryByText('Item coupon', { selector: 'dt' })).toBeNull();
  });

  it('claims a code in the sheet and chooses it', async () => {
    checkoutWithCoupons();
    renderApp(SUBMIT_ORDER);
    fireEvent.click(await couponRow());
    const sheet = await screen.findByRole('dialog', { name: 'Coupons · Tires' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(await within(sheet).findByText('*Please enter a coupon code.')).toBeTruthy();

    fireEvent.change(within(sheet).getByLabelText('Have a code?'), { target: { value: 'tread10' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastCoupons()).toEqual([{ group: 'tires', userCouponIds: [9] }]));
    expect(callsTo('/p/coupon/claimByCode').at(-1)?.body).toEqual({ code: 'TREAD10' });
    await waitFor(() => expect(option(sheet, 'Welcome code').getAttribute('aria-pressed')).toBe('true'));

    fireEvent.change(within(sheet).getByLabelText('Have a code?'), { target: { value: 'nope' } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('No related coupons');
  });

  it('places the order with the coupons chosen', async () => {
    checkoutWithCoupons();
    useCheckoutCoupons.getState().choose('tires', [3]);
    const { router } = renderApp(SUBMIT_ORDER);
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way'));
    expect(backend.submits[0]?.coupons).toEqual([{ group: 'tires', userCouponIds: [3] }]);
    expect(useCheckoutCoupons.getState().choices).toEqual({});
  });

  it('offers to choose again when a chosen coupon is no longer the shopper’s to use', async () => {
    checkoutWithCoupons();
    useCheckoutCoupons.getState().choose('tires', [77]);
    renderApp(SUBMIT_ORDER);
    expect(await screen.findByText('You have already used this coupon.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose coupons again' }));
    expect((await couponRow()).textContent).toContain('-$20.00');
    expect(lastCoupons()).toEqual([]);
  });
});
