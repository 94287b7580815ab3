import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckoutDelivery, Messages, refusal } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { backend } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { sampleAddress } from '../../testing/data/account';
import { PART_SKU, TIRE_SKU } from '../../testing/data/catalog';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const SUBMIT_ORDER = '/pages/submit-order/submit-order';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '');
});

const installAtShop1 = () =>
  useCheckoutStore.getState().choose({
    group: 'tires',
    deliveryType: CheckoutDelivery.Installer,
    stationId: 1,
    serviceCodes: ['MOUNT_BALANCE'],
  });

const summaryValue = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('the order summary', () => {
  it('offers each group only the ways its items allow', async () => {
    startCheckoutForTest([
      { skuId: TIRE_SKU, count: 4 },
      { skuId: PART_SKU, count: 1 },
    ]);
    renderApp(SUBMIT_ORDER);
    const tires = await screen.findByRole('region', { name: 'Tires' });
    const radios = (region: HTMLElement) =>
      within(region)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.querySelector('.delivery-option__title')?.textContent);
    expect(radios(tires)).toEqual(['Installation at a partner shop', 'Pick up', 'Home delivery']);
    expect(radios(screen.getByRole('region', { name: 'Parts & accessories' }))).toEqual([
      'Pick up',
      'Home delivery',
    ]);
    expect(within(tires).getByText('Qty 4 ·')).toBeTruthy();
    expect(within(tires).getByText('$159.99/ea')).toBeTruthy();
    expect(within(tires).getByText('$639.96')).toBeTruthy();
  });

  it('keeps Place order off until a delivery is chosen', async () => {
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    renderApp(SUBMIT_ORDER);
    const place = (await screen.findByRole('button', { name: 'Place order' })) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
    expect(screen.getByText(Messages.ChooseDeliveryType)).toBeTruthy();
    expect(summaryValue('Sales tax')).toBe('After delivery choice');
  });

  it('shows every money line of an installer order in dollars', async () => {
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    installAtShop1();
    renderApp(SUBMIT_ORDER);
    expect(await screen.findByText('Shop 1')).toBeTruthy();
    expect(summaryValue('Item subtotal')).toBe('$639.96');
    expect(summaryValue('Shipping')).toBe('Free');
    expect(summaryValue('Sales tax (Los Angeles, CA 9.75%)')).toBe('$62.40');
    expect(summaryValue('State tire fee (4 tires × $1.75)')).toBe('$7.00');
    expect(summaryValue('Tire installation fee')).toBe('$100.00');
    expect(summaryValue('Installation Savings')).toBe('-$100.00');
    expect(summaryValue('Total')).toBe('$709.36');
    expect(screen.queryByText('Service fee')).toBeNull();
    const mount = screen.getByRole('checkbox', { name: /Mount & balance/ }) as HTMLInputElement;
    expect(mount.checked).toBe(true);
  });

  it('keeps at least one installer service ticked', async () => {
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    installAtShop1();
    renderApp(SUBMIT_ORDER);
    const mount = (await screen.findByRole('checkbox', { name: /Mount & balance/ })) as HTMLInputElement;
    fireEvent.click(mount);
    expect(await screen.findByText(Messages.ServiceRequired)).toBeTruthy();
    expect(useCheckoutStore.getState().deliveries.tires?.serviceCodes).toEqual(['MOUNT_BALANCE']);

    fireEvent.click(screen.getByRole('checkbox', { name: /Four-wheel alignment/ }));
    await waitFor(() =>
      expect(backend.confirms.at(-1)?.deliveries?.[0]?.serviceCodes).toEqual(['MOUNT_BALANCE', 'ALIGNMENT']),
    );
  });

  it('goes to the installer list to choose a shop', async () => {
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    const { router } = renderApp(SUBMIT_ORDER);
    fireEvent.click(await screen.findByRole('radio', { name: /Installation at a partner shop/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/store-list/store-list'));
    expect(router.state.location.search).toBe('?group=tires');
  });

  it('delivers home to the default address with the delivery promise', async () => {
    backend.addresses = [sampleAddress(1), sampleAddress(2, { isDefault: false })];
    startCheckoutForTest([{ skuId: PART_SKU, count: 2 }]);
    renderApp(SUBMIT_ORDER);
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    expect(await screen.findByText(Messages.FreeDeliveryDays)).toBeTruthy();
    expect(screen.getByText(/101 Main Street/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Change address' }));
    const sheet = await screen.findByRole('dialog', { name: 'Deliver to' });
    fireEvent.click(within(sheet).getByRole('button', { name: /102 Main Street/ }));
    await waitFor(() => expect(useCheckoutStore.getState().deliveries.parts?.addressId).toBe(2));
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
  });

  it('delivers home to the address added from checkout once the shopper is back', async () => {
    backend.addresses = [];
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    const { router } = renderApp(SUBMIT_ORDER);
    fireEvent.click(await screen.findByRole('radio', { name: /Home delivery/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Deliver to' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Add new address' }));

    await screen.findByRole('heading', { name: 'Add address' });
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
    type('First name', 'Ana');
    type('Last name', 'Rivera');
    type('Phone number', '2135550123');
    type('ZIP code', '90012');
    await waitFor(() =>
      expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Los Angeles'),
    );
    type('Address line 1', '100 Main Street');
    // React Router keeps the history index in history.state: checkout is the entry behind the form.
    window.history.replaceState({ idx: 1 }, '');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(SUBMIT_ORDER));
    const home = (await screen.findByRole('radio', { name: /Home delivery/ })) as HTMLInputElement;
    await waitFor(() => expect(home.checked).toBe(true));
    expect(screen.getByText(/100 Main Street/)).toBeTruthy();
    const place = screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    await waitFor(() => expect(place.disabled).toBe(false));
    expect(screen.queryByText(Messages.ChooseDeliveryType)).toBeNull();
  });
});

describe('placing the order', () => {
  it('sends the same submit id on a retry and goes to payment with the order numbers', async () => {
    startCheckoutForTest([
      { skuId: TIRE_SKU, count: 4 },
      { skuId: PART_SKU, count: 1 },
    ]);
    installAtShop1();
    useCheckoutStore
      .getState()
      .choose({ group: 'parts', deliveryType: CheckoutDelivery.PickUp, stationId: 3 });
    useCheckoutStore.getState().setRemark('Please call on arrival');
    backend.submitFailures.push({ status: 500, code: 'SERVER_ERROR', message: Messages.ServerError });
    const { router } = renderApp(SUBMIT_ORDER);

    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    await waitFor(() => expect(backend.submits).toHaveLength(1));
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);

    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way'));
    expect(router.state.location.search).toBe('?orderNumbers=250602123456780,250602123456781');
    const [first, second] = backend.submits;
    expect(first?.submitId).toBeTruthy();
    expect(second?.submitId).toBe(first?.submitId);
    expect(second?.remark).toBe('Please call on arrival');
    expect(useCheckoutStore.getState().deliveries).toEqual({});
  });

  it('ignores a second tap while the order is being placed', async () => {
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    installAtShop1();
    renderApp(SUBMIT_ORDER);
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    fireEvent.click(place);
    await waitFor(() => expect(backend.submits).toHaveLength(1));
  });

  it('shows a refusal and refreshes the summary', async () => {
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    installAtShop1();
    backend.submitFailures.push(refusal('INSUFFICIENT_INVENTORY'));
    renderApp(SUBMIT_ORDER);
    const place = await screen.findByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    const confirmsBefore = backend.confirms.length;
    fireEvent.click(place);
    expect(await screen.findByText(Messages.InsufficientInventory)).toBeTruthy();
    await waitFor(() => expect(backend.confirms.length).toBeGreaterThan(confirmsBefore));
  });

  it('counts the message to the merchant up to 200 characters', async () => {
    startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
    renderApp(SUBMIT_ORDER);
    const message = await screen.findByLabelText('Message to the merchant');
    fireEvent.change(message, { target: { value: 'Ring the bell' } });
    expect(screen.getByText('13/200')).toBeTruthy();
    expect(message.getAttribute('maxlength')).toBe('200');
  });
});
