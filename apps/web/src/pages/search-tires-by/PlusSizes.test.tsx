import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
import { callsTo } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
});
afterEach(cleanup);

const resultsOf = (size: string) =>
  `/pages/search-tires-by/search-tires-by?activeTab=0&tireSize=${encodeURIComponent(size)}`;

async function openSheet() {
  fireEvent.click(await screen.findByRole('button', { name: /^Plus sizes \d+ other sizes/ }));
  return screen.findByRole('dialog', { name: 'Plus sizes for 225/45R17' });
}

describe('plus sizes on the tire results page', () => {
  it('offers the sizes within 3%, closest first, with the speedometer at 60 and their tire counts', async () => {
    renderApp(resultsOf('225/45R17'));
    expect(
      await screen.findByRole('button', { name: 'Plus sizes 4 other sizes fit the same car' }),
    ).toBeTruthy();
    const sheet = await openSheet();
    const rows = within(within(sheet).getByRole('list', { name: 'Sizes that fit in place of 225/45R17' }))
      .getAllByRole('link')
      .map((link) =>
        [/^\d{3}\/\d{2}R\d{2}$/, /rim$/, /diameter/, /tires?$/]
          .map((part) => within(link).getByText(part).textContent)
          .join(', '),
      );
    // 205/55R16 −0.4%, 225/40R18 +0.5%, 235/45R17 +1.4%, 245/40R18 +3.0%; 225/45R18 (+4.0%) does not fit.
    expect(rows).toEqual([
      '205/55R16, Minus 1 · 16″ rim, -0.4% diameter · speedometer 60 → 59.8 mph, 8 tires',
      '225/40R18, Plus 1 · 18″ rim, +0.5% diameter · speedometer 60 → 60.3 mph, 12 tires',
      '235/45R17, Same rim, +1.4% diameter · speedometer 60 → 60.9 mph, 1 tire',
      '245/40R18, Plus 1 · 18″ rim, +3.0% diameter · speedometer 60 → 61.8 mph, 5 tires',
    ]);
    const asked = callsTo('/catalog/plus-sizes').at(-1)?.query;
    expect([asked?.get('width'), asked?.get('ratio'), asked?.get('rim')]).toEqual(['225', '45', '17']);
  });

  it('opens the results of a plus size and closes the sheet', async () => {
    const { router } = renderApp(resultsOf('225/45R17'));
    const sheet = await openSheet();
    fireEvent.click(within(sheet).getByText('225/40R18'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('tireSize')).toBe('225/40R18'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: '225/40R18' })).toBeTruthy();
  });

  it('offers nothing for a size no other carried size fits, nor for a vehicle', async () => {
    renderApp(resultsOf('315/35R20'));
    await screen.findByText('3 tires');
    await waitFor(() => expect(callsTo('/catalog/plus-sizes').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Plus sizes/ })).toBeNull());

    cleanup();
    const before = callsTo('/catalog/plus-sizes').length;
    renderApp('/pages/search-tires-by/search-tires-by?activeTab=1&vehicleId=2019-toyota-camry-le-2.5l');
    await screen.findByText('3 tires');
    expect(screen.queryByRole('button', { name: /^Plus sizes/ })).toBeNull();
    expect(callsTo('/catalog/plus-sizes')).toHaveLength(before);
  });
});
