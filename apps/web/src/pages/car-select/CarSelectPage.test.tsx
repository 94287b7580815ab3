import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
import { camry } from '../../testing/data/catalog';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('car-select', () => {
  it('walks year → make → model → trim and opens the tires that fit', async () => {
    const { router } = renderApp('/pages/car-select/car-select?active=0');
    fireEvent.click(await screen.findByRole('button', { name: '2019' }));
    await waitFor(() => expect(router.state.location.search).toBe('?active=1&year=2019'));
    fireEvent.click(await screen.findByRole('button', { name: 'Toyota' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Camry' }));
    expect(await screen.findByRole('heading', { name: 'Select your 2019 Toyota Camry trim' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /^LE/ }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/pages/search-tires-by/search-tires-by'),
    );
    expect(new URLSearchParams(router.state.location.search).get('vehicleId')).toBe(camry.vehicleId);
    expect(await screen.findByRole('heading', { name: camry.carName })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.CurrentVehicle) ?? 'null')).toMatchObject({
      vehicleId: camry.vehicleId,
    });
  });

  it('never shows a step before its earlier choices are made', async () => {
    renderApp('/pages/car-select/car-select?active=3&year=2019');
    expect(await screen.findByRole('heading', { name: 'Select the make of your 2019' })).toBeTruthy();
  });
});
