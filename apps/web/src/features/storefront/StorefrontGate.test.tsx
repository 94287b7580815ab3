import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { savedTire, savedVehicle } from '../../testing/handlers/library';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const BRANDS = '/pages/brands/brands';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});
afterEach(() => cleanup());

/** The page is up and the gate has read the shopper's library, so whatever it would do, it has done. */
async function settled(heading: string) {
  await screen.findByRole('heading', { name: heading });
  await waitFor(() => expect(callsTo('/p/vehicle/getVehiclePage').length).toBeGreaterThan(0));
  await waitFor(() => expect(callsTo('/p/vehicle/userTireList').length).toBeGreaterThan(0));
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const at = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the marketing switches (SPEC §2)', () => {
  it('send a shopper with no vehicle from a shopping page to the tires tab, saying why', async () => {
    backend.homePage = { ...backend.homePage, forceAddVehicle: true };
    const { router } = renderApp(BRANDS);
    expect(await screen.findByText('Add your vehicle first, so we only show what fits it')).toBeTruthy();
    await waitFor(() => expect(at(router)).toBe('/pages/tires/tires'));
    expect(router.state.location.search).toBe('?by=vehicle');
    expect((await screen.findByRole('tab', { name: 'Vehicle' })).getAttribute('aria-selected')).toBe('true');
  });

  it('let a shopper with a vehicle in', async () => {
    backend.homePage = { ...backend.homePage, forceAddVehicle: true };
    backend.libraryVehicles = [savedVehicle('camry-2020', null)];
    const first = renderApp(BRANDS);
    await settled('Brands');
    expect(at(first.router)).toBe(BRANDS);
  });

  it('with a vehicle and a size both asked for, let a shopper with only a size in', async () => {
    backend.homePage = { ...backend.homePage, forceAddVehicle: true, forceAddTireSize: true };
    backend.libraryTires = [savedTire({ width: 225, ratio: 45, diameter: 17 })];
    const second = renderApp(BRANDS);
    await settled('Brands');
    expect(at(second.router)).toBe(BRANDS);
  });

  it('send a guest to sign in from a shopping page, but never from a whitelisted one', async () => {
    backend.homePage = { ...backend.homePage, forceLogin: true, forceAddTireSize: true };
    resetSessionForTest();
    const shop = renderApp('/pages/category/category');
    expect(await screen.findByRole('heading', { name: 'Shop' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(at(shop.router)).toBe('/pages/category/category');
    cleanup();

    const { router } = renderApp(BRANDS);
    await waitFor(() => expect(at(router)).toBe('/pages/account/account'));
  });
});
