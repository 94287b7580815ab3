import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { comparedTiresHandler } from '../../testing/handlers/compare';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest } from '../../testing/session';
import { clearGuestLibrary } from '../tire-library/guest-store';
import { COMPARE_TRAY_KEY, type CompareItem, useCompareStore } from './compare-store';

const RESULTS = '/pages/search-tires-by/search-tires-by?activeTab=0&tireSize=225%2F45R17';
const PREMIER = 'Michelin Premier A/S, 225/45R17';
const DWS = 'Continental ExtremeContact DWS06 Plus, 225/45R17';
const SNOW = 'Michelin X-Ice Snow, 225/45R17';

const tray = () => screen.getByRole('complementary', { name: 'Tires to compare' });
const noTray = () => screen.queryByRole('complementary', { name: 'Tires to compare' });
const toggleOf = (name: string) => screen.findByRole('button', { name: `Compare ${name}` });
// The app takes one navigation tap per 500 ms (SPEC §9), as a person taps.
const pause = () => new Promise((resolve) => setTimeout(resolve, 600));

const other = (prodId: number): CompareItem => ({
  prodId,
  skuId: prodId * 10,
  name: `Tire ${prodId}`,
  pic: '/api/catalog/art/tire/7/tread.svg?v=1',
});

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
  useCompareStore.setState({ items: [] });
  server.use(comparedTiresHandler);
});

afterEach(cleanup);

describe('the compare toggle and tray', () => {
  it('puts a tire from its card into the tray and takes it out again', async () => {
    renderApp(RESULTS);
    const toggle = await toggleOf(PREMIER);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(noTray()).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(tray()).getByText('1 of 4')).toBeTruthy();
    expect(within(tray()).getByRole('link', { name: 'Compare (1)' }).getAttribute('href')).toBe(
      '/packages/prod/compare?ids=7:457',
    );

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(noTray()).toBeNull();
  });

  it('offers no compare on parts', async () => {
    renderApp('/pages/prod-classify/prod-classify?categoryId=8');
    expect(await screen.findByText('$31.99')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Compare/ })).toBeNull();
  });

  it('refuses a fifth tire with a toast', async () => {
    useCompareStore.setState({ items: [other(101), other(102), other(103), other(104)] });
    renderApp(RESULTS);
    const toggle = await toggleOf(DWS);
    fireEvent.click(toggle);
    expect(await screen.findByText('You can compare up to 4 tires')).toBeTruthy();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(tray()).getByText('4 of 4')).toBeTruthy();
  });

  it('keeps the tray from the results to a product page, where a third joins, and opens the comparison', async () => {
    const { router } = renderApp(RESULTS);
    fireEvent.click(await toggleOf(DWS));
    fireEvent.click(await toggleOf(SNOW));
    fireEvent.click(screen.getByRole('link', { name: PREMIER }));

    expect(await screen.findByRole('heading', { name: /Premier A\/S/ })).toBeTruthy();
    expect(within(tray()).getByRole('link', { name: 'Compare (2)' })).toBeTruthy();
    const onPage = await toggleOf(PREMIER);
    expect(onPage.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(onPage);
    expect(within(tray()).getByText('3 of 4')).toBeTruthy();
    const kept = JSON.parse(sessionStorage.getItem(COMPARE_TRAY_KEY) ?? '{}') as {
      state: { items: CompareItem[] };
    };
    expect(kept.state.items.map((item) => item.name)).toEqual([DWS, SNOW, PREMIER]);

    await pause();
    fireEvent.click(within(tray()).getByRole('link', { name: 'Compare (3)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/prod/compare'));
    expect(router.state.location.search).toBe('?ids=12:610,9:505,7:457');
    expect(await screen.findByRole('region', { name: 'Tires side by side' })).toBeTruthy();
    expect(noTray()).toBeNull();
  });

  it('takes a tire out from its thumbnail in the tray', async () => {
    useCompareStore.setState({ items: [other(101), other(102)] });
    renderApp(RESULTS);
    await toggleOf(PREMIER);
    fireEvent.click(within(tray()).getByRole('button', { name: 'Remove Tire 101 from compare' }));
    expect(within(tray()).getByText('1 of 4')).toBeTruthy();
    expect(within(tray()).queryByRole('button', { name: 'Remove Tire 101 from compare' })).toBeNull();
  });

  it('reads back only well-formed tires from the session', async () => {
    sessionStorage.setItem(
      COMPARE_TRAY_KEY,
      JSON.stringify({ state: { items: [other(101), { prodId: 'x' }, other(102)] }, version: 0 }),
    );
    await useCompareStore.persist.rehydrate();
    expect(useCompareStore.getState().items.map((item) => item.prodId)).toEqual([101, 102]);
  });
});
