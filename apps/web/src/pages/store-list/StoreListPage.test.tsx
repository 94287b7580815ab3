import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckoutDelivery, Messages } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutStore } from '../../features/checkout/checkout-store';
import { backend } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { TIRE_SKU } from '../../testing/data/catalog';
import { SHOPPER_POINT, sampleStation } from '../../testing/data/stations';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const STORE_LIST = '/pages/store-list/store-list?group=tires';

function stubLocation(point: { lat: number; lng: number } | null) {
  const getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (point) success({ coords: { latitude: point.lat, longitude: point.lng } } as GeolocationPosition);
    else failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
}

beforeEach(() => {
  resetSessionForTest();
  startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stationCalls = () =>
  backend.calls
    .filter((call) => call.path.endsWith('prodServiceStation'))
    .map((call) => `/api${call.path}?${call.query}`);

describe('select an installer', () => {
  it('lists installers near the shopper, nearest first, with distance, rating and services', async () => {
    stubLocation(SHOPPER_POINT);
    backend.installers = [
      sampleStation(1),
      sampleStation(2, { name: 'Echo Park Tire Center', distance: 2.3 }),
    ];
    renderApp(STORE_LIST);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Shop 1', 'Echo Park Tire Center']);
    const second = cards[1] as HTMLElement;
    expect(within(second).getByText('2.3 miles')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Rated 4.6 out of 5 from 120 reviews' })).toBeTruthy();
    expect(within(second).getByText('Mount & balance · Four-wheel alignment')).toBeTruthy();
    expect(screen.getByText('Near your location')).toBeTruthy();
    expect(stationCalls()[0]).toContain('lat=34.06&lng=-118.24');
  });

  it('says so when no installer is within 10 miles', async () => {
    stubLocation(SHOPPER_POINT);
    backend.installers = [];
    renderApp(STORE_LIST);
    expect(await screen.findByText(Messages.NoResultsNearby)).toBeTruthy();
  });

  it('falls back to a ZIP code when location is refused', async () => {
    stubLocation(null);
    renderApp(STORE_LIST);
    const zip = await screen.findByLabelText('Enter ZIP code');
    fireEvent.change(zip, { target: { value: '9001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(Messages.ZipInvalid)).toBeTruthy();

    fireEvent.change(zip, { target: { value: '90012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('article', { name: 'Shop 1' })).toBeTruthy();
    expect(screen.getByText('Near ZIP 90012')).toBeTruthy();
    expect(stationCalls().at(-1)).toContain('zip=90012');
  });

  it('chooses a near shop with its first service ticked', async () => {
    stubLocation(SHOPPER_POINT);
    const { router } = renderApp(STORE_LIST);
    fireEvent.click(await screen.findByRole('button', { name: 'Select Shop 1' }));
    await waitFor(() =>
      expect(useCheckoutStore.getState().deliveries.tires).toMatchObject({
        stationId: 1,
        serviceCodes: ['MOUNT_BALANCE'],
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/pages/store-list/store-list'));
  });

  it('asks before choosing a shop far from the shopper', async () => {
    stubLocation(SHOPPER_POINT);
    backend.installers = [
      sampleStation(7, { name: 'Pasadena Wheel Works', lat: 34.147, lng: -118.144, distance: 8.1 }),
    ];
    renderApp(STORE_LIST);
    fireEvent.click(await screen.findByRole('button', { name: 'Select Pasadena Wheel Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'Far from you' });
    expect(within(dialog).getByText(Messages.DistanceConfirm)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useCheckoutStore.getState().deliveries.tires).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Select Pasadena Wheel Works' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(useCheckoutStore.getState().deliveries.tires?.stationId).toBe(7));
  });

  it('opens the shop details with its week, phone and service prices', async () => {
    stubLocation(SHOPPER_POINT);
    const { router } = renderApp(STORE_LIST);
    fireEvent.click(await screen.findByRole('link', { name: /^Shop 1 / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/store-detail/store-detail'));
    expect(await screen.findByRole('heading', { name: 'Shop 1' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Monday.*8:00 AM – 6:00 PM/ })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Sunday.*Closed/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call (213) 555-0100' }).getAttribute('href')).toBe(
      'tel:+12135550100',
    );
    expect(screen.getByText('$25.00/tire')).toBeTruthy();
    expect(screen.getByText('$129.99')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Select this shop' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/submit-order/submit-order'));
    expect(useCheckoutStore.getState().deliveries.tires?.stationId).toBe(1);
  });
});

describe('select a pick-up location', () => {
  it('says positioning failed and searches pick-up points by ZIP', async () => {
    stubLocation(null);
    renderApp('/packages/user/select-store?group=parts');
    expect(await screen.findByText(Messages.PositioningFailed)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Enter ZIP code'), { target: { value: '90012' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Select Downtown Pick-Up Point' }));
    await waitFor(() =>
      expect(useCheckoutStore.getState().deliveries.parts).toEqual({
        group: 'parts',
        deliveryType: CheckoutDelivery.PickUp,
        stationId: 3,
      }),
    );
    expect(stationCalls().at(-1)).toContain('/api/stationPoint/prodServiceStation?zip=90012');
  });
});
