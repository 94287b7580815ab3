import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend } from '../../testing/backend';
import { startCheckoutForTest } from '../../testing/checkout';
import { TIRE_SKU } from '../../testing/data/catalog';
import { webConfig } from '../../testing/data/foundation';
import { SHOPPER_POINT, sampleStation } from '../../testing/data/stations';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useCheckoutStore } from './checkout-store';

const STORE_LIST = '/pages/store-list/store-list?group=tires';
const MAP_NAME = 'Map of 2 locations within 10 miles of the searched point';

function stubLocation(point: { lat: number; lng: number }) {
  const getCurrentPosition = (success: PositionCallback) =>
    success({ coords: { latitude: point.lat, longitude: point.lng } } as GeolocationPosition);
  // On the real navigator: Leaflet reads its user agent and platform as it loads.
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
}

beforeEach(() => {
  resetSessionForTest();
  startCheckoutForTest([{ skuId: TIRE_SKU, count: 4 }]);
  signInForTest();
  stubLocation(SHOPPER_POINT);
  backend.installers = [
    sampleStation(1),
    sampleStation(2, { name: 'Echo Park Tire Center', lat: 34.078, lng: -118.26, distance: 1.7 }),
  ];
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('the installer map', () => {
  it('is drawn without tiles when the server names no tile source', async () => {
    renderApp(STORE_LIST);
    expect(await screen.findByRole('img', { name: MAP_NAME })).toBeTruthy();
    expect(screen.queryByRole('region', { name: MAP_NAME })).toBeNull();
  });

  it("shows Leaflet's tiles, credit and a pin per shop whose card chooses it", async () => {
    const mapTiles = { url: '/test-tiles/{z}/{x}/{y}.png', attribution: '© Test <b>Tiles</b>' };
    server.use(
      http.get('/api/webConfig/getUniWebConfig', () => HttpResponse.json({ ...webConfig, mapTiles })),
    );
    renderApp(STORE_LIST);
    // Leaflet's stylesheet is linked as its code loads; happy-dom loads no stylesheet, so the test says it did.
    const stylesheet = await waitFor(() => {
      const link = document.head.querySelector('link[rel="stylesheet"]');
      if (!link) throw new Error("Leaflet's stylesheet is not linked");
      return link;
    });
    stylesheet.dispatchEvent(new Event('load'));
    const map = await screen.findByRole('region', { name: MAP_NAME });
    expect(screen.queryByRole('img', { name: MAP_NAME })).toBeNull();
    // The credit is text, never markup.
    await waitFor(() => expect(map.textContent).toContain('© Test <b>Tiles</b>'));
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^\/test-tiles\/\d+\/\d+\/\d+\.png$/,
    );
    expect(map.querySelector('path.leaflet-map__area')).toBeTruthy();

    fireEvent.click(within(map).getByRole('button', { name: 'Echo Park Tire Center' }));
    const card = await screen.findByRole('button', { name: 'Close Echo Park Tire Center on the map' });
    const opened = card.parentElement as HTMLElement;
    expect(within(opened).getByText('1.7 miles')).toBeTruthy();
    fireEvent.click(within(opened).getByRole('button', { name: 'Select Echo Park Tire Center' }));
    await waitFor(() => expect(useCheckoutStore.getState().deliveries.tires).toMatchObject({ stationId: 2 }));
  });
});
