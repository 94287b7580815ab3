import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearGuestCart } from '../../features/cart/guest-cart';
import { useCompareStore } from '../../features/compare/compare-store';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
import { backend } from '../../testing/backend';
import { comparedReviews } from '../../testing/data/compare';
import { comparedTiresHandler } from '../../testing/handlers/compare';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest } from '../../testing/session';

const COMPARE = '/packages/prod/compare?ids=7:457,12:610,9:505';
const DWS = 'Continental ExtremeContact DWS06 Plus, 225/45R17';

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
  clearGuestCart();
  useCompareStore.setState({ items: [] });
  backend.reviews = comparedReviews();
  server.use(comparedTiresHandler);
});

afterEach(cleanup);

/** The cells of a row, by its name, once every tire is in. */
async function row(label: string): Promise<string[]> {
  const table = await screen.findByRole('table');
  const header = await within(table).findByRole('rowheader', { name: label });
  const cells = () =>
    [...(header.parentElement?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);
  await waitFor(() => expect(cells().every((text) => text !== '')).toBe(true));
  return cells();
}

describe('the compare page', () => {
  it('shows the tires side by side and the best of each row', async () => {
    localStorage.setItem('deliveryZip', '90012');
    renderApp(COMPARE);
    expect(await screen.findByRole('region', { name: 'Tires side by side' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(3));

    const [premier, dws, snow] = await row('Price');
    expect(premier).toContain('$223.99/ea');
    expect(dws).toBe('$189.99/ea');
    // The MAP rule hides its price here as on its card.
    expect(snow).toBe('See price in cart');
    expect(await row('Season')).toEqual(['All Season', 'All Season', 'Winter']);
    expect(await row('Treadwear')).toEqual(['540', '560Best', 'Not graded']);
    expect(await row('Traction')).toEqual(['A', 'AABest', 'Not graded']);
    expect(await row('Temperature')).toEqual(['A', 'A', 'Not graded']);
    expect(await row('Mileage warranty')).toEqual([
      '60,000 mi6 years',
      '70,000 mi6 yearsBest',
      'None4 years',
    ]);
    expect(await row('Load index')).toEqual([
      '911,356 lb (615 kg)',
      '941,477 lb (670 kg)',
      '911,356 lb (615 kg)',
    ]);
    expect(await row('Speed rating')).toEqual(['HUp to 130 mph', 'WUp to 168 mph', 'HUp to 130 mph']);
    expect(await row('Run-flat')).toEqual(['No', 'No', 'Yes']);
    expect(await row('Overall rating')).toEqual([
      '4.0 out of 51 review',
      '5.0 out of 51 reviewBest',
      'No reviews yet',
    ]);
    expect(await row('Dry grip')).toEqual(['4.0', '5.0Best', 'Not rated']);
    expect(await row('Wet grip')).toEqual(['5.0Best', '3.0', 'Not rated']);
    expect(screen.queryByRole('rowheader', { name: 'Comfort' })).toBeNull();
    expect(await row('Delivery')).toEqual(Array(3).fill('Jun 3 – Jun 5Free delivery to 90012'));
  });

  it('asks for a ZIP code instead of guessing delivery', async () => {
    renderApp(COMPARE);
    expect(await screen.findByText(/Check a ZIP code on a product page/)).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Delivery' })).toBeNull();
  });

  it('takes a tire out of the comparison, the link and the tray', async () => {
    useCompareStore.setState({
      items: [
        { prodId: 7, skuId: 457, name: 'Michelin Premier A/S, 225/45R17', pic: '' },
        { prodId: 12, skuId: 610, name: DWS, pic: '' },
      ],
    });
    const { router } = renderApp(COMPARE);
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${DWS}` }));
    await waitFor(() => expect(router.state.location.search).toBe('?ids=7:457,9:505'));
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(2));
    expect(useCompareStore.getState().items.map((item) => item.prodId)).toEqual([7]);
  });

  it('adds a set of four from a column and opens a tire from another', async () => {
    const { router } = renderApp(COMPARE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add 4 to cart, Premier A/S' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('guestCartInfo') ?? '[]')).toMatchObject([
      { skuId: 457, count: 4 },
    ]);

    fireEvent.click(screen.getByRole('link', { name: 'View ExtremeContact DWS06 Plus' }));
    await waitFor(() => expect(router.state.location.search).toBe('?prodid=12&skuId=610'));
  });

  it('says when a tire is gone, and when there is nothing to compare', async () => {
    renderApp('/packages/prod/compare?ids=999:1,7:457');
    expect(await screen.findByText('No longer available')).toBeTruthy();
    cleanup();
    renderApp('/packages/prod/compare');
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeTruthy();
  });
});
