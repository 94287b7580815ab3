import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
import { backend } from '../../testing/backend';
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

const choose = async (label: string, value: string) => {
  const select = await screen.findByLabelText(label);
  await waitFor(() => expect(within(select).queryByRole('option', { name: new RegExp(value) })).toBeTruthy());
  fireEvent.change(select, { target: { value } });
};

describe('tires tab', () => {
  it('offers only sizes we carry, width then ratio then rim, and opens their tires', async () => {
    const { router } = renderApp('/pages/tires/tires');
    const find = await screen.findByRole('button', { name: 'Find tires' });
    expect((find as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Ratio') as HTMLSelectElement).disabled).toBe(true);

    await choose('Width', '225');
    await choose('Ratio', '45');
    const rims = within(await screen.findByLabelText('Rim'));
    await waitFor(() =>
      expect(rims.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select', '17"', '18"']),
    );
    await choose('Rim', '17');
    fireEvent.click(find);

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/pages/search-tires-by/search-tires-by'),
    );
    expect(router.state.location.search).toBe('?activeTab=0&tireSize=225%2F45R17');
    expect(await screen.findByText('$223.99/ea')).toBeTruthy();
    // Shopping a size saves it to the guest's library as the current one.
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.UserTireList) ?? '[]')).toEqual([
      expect.objectContaining({ displaySize: '225/45R17', currents: true }),
    ]);
  });

  it('says what is wrong with a typed size', async () => {
    renderApp('/pages/tires/tires');
    fireEvent.change(await screen.findByLabelText('Tire size'), { target: { value: '226/45R17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/width/i);
  });

  it('shows the library as chips; a tap shops that entry', async () => {
    localStorage.setItem(
      LOCAL_STORAGE_KEYS.UserTireList,
      JSON.stringify([
        {
          userTireId: 1,
          tireId: '205/55R16',
          width: 205,
          ratio: 55,
          diameter: 16,
          displaySize: '205/55R16',
          source: 'size',
          currents: true,
          isSelect: true,
          createdAt: '2025-01-01T00:00:00.000Z',
        },
      ]),
    );
    const { useGuestLibraryStore } = await import('../../features/tire-library/guest-store');
    await useGuestLibraryStore.persist.rehydrate();
    const { router } = renderApp('/pages/tires/tires');
    const library = await screen.findByRole('region', { name: 'My tire library' });
    fireEvent.click(within(library).getByRole('button', { name: '205/55R16' }));
    await waitFor(() => expect(router.state.location.search).toBe('?activeTab=0&tireSize=205%2F55R16'));
  });

  it('finds a vehicle by license plate and shows its tires', async () => {
    const { router } = renderApp('/pages/tires/tires?by=plate');
    fireEvent.click(await screen.findByRole('button', { name: 'Find my vehicle' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a license plate.');
    backend.calls.length = 0;
    fireEvent.change(screen.getByLabelText('License plate'), { target: { value: '9fpv729' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find my vehicle' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?activeTab=1&vehicleId=${camry.vehicleId}`),
    );
    expect(JSON.parse(localStorage.getItem(LOCAL_STORAGE_KEYS.CurrentVehicle) ?? 'null')).toMatchObject({
      carName: camry.carName,
      licensePlate: '9FPV729',
      state: 'CA',
    });
  });
});
