import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
import { backend } from '../../testing/backend';
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

const RESULTS = '/pages/search-tires-by/search-tires-by?activeTab=0&tireSize=225%2F45R17';
const names = () =>
  within(screen.getByRole('list', { name: /\d+ tires?$/ }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

describe('tire results', () => {
  it('filters by brand and season in a sheet whose counts follow the choices', async () => {
    const { router } = renderApp(RESULTS);
    expect(await screen.findByText('3 tires')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(sheet).queryByText('Rebate')).toBeNull();

    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Michelin \(2\)/ }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('brandIds')).toBe('1'));
    // Counts of the other group follow: only Michelin's seasons are left.
    await within(sheet).findByRole('checkbox', { name: /All Season \(1\)/ });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Winter \(1\)/ }));
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Show 1 tire' })).toBeTruthy());
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 1 tire' }));

    expect(new URLSearchParams(router.state.location.search).get('seasons')).toBe('winter');
    await waitFor(() => expect(names()).toEqual(['Michelin X-Ice Snow, 225/45R17']));
    expect(screen.getByRole('button', { name: 'Filters: 2 applied' })).toBeTruthy();
    const last = backend.calls.filter((call) => call.path === '/search/tires').at(-1);
    expect(last?.query.get('brandIds')).toBe('1');
    expect(last?.query.get('seasons')).toBe('winter');
  });

  it('sorts by price', async () => {
    const { router } = renderApp(RESULTS);
    await screen.findByText('3 tires');
    fireEvent.click(screen.getByRole('button', { name: 'Sort: Recommended' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sort by' })).getByRole('button', {
        name: 'Price: low to high',
      }),
    );
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('23'));
    await waitFor(() => expect(names()[0]).toBe('Continental ExtremeContact DWS06 Plus, 225/45R17'));
    expect(screen.getByRole('button', { name: 'Sort: Price: low to high' })).toBeTruthy();
  });

  it("shows the server's words for a size it cannot read", async () => {
    renderApp('/pages/search-tires-by/search-tires-by?activeTab=0&tireSize=226%2F45R17');
    expect(
      await screen.findByRole('heading', { name: 'Tire width must be 135-395 mm and end in 5' }),
    ).toBeTruthy();
  });

  it('asks for a size when there is nothing to search', async () => {
    renderApp('/pages/search-tires-by/search-tires-by');
    fireEvent.click(await screen.findByRole('button', { name: 'Add size or vehicle' }));
    const popup = await screen.findByRole('dialog', { name: 'Add your tire size' });
    expect(within(popup).getByRole('tab', { name: 'Tire size', selected: true })).toBeTruthy();
  });
});
