import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('search', () => {
  it("won't search for nothing", async () => {
    const { router } = renderApp('/pages/search-page/search-page');
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Search content cannot be empty');
    expect(router.state.location.pathname).toBe('/pages/search-page/search-page');
  });

  it('shows results and keeps the search among the recent ones', async () => {
    const { router } = renderApp('/pages/search-page/search-page');
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: ' michelin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/pages/search-prod-show/search-prod-show'),
    );
    expect(await screen.findByText('3 results for “michelin”')).toBeTruthy();
    expect(screen.getByText('See price in cart')).toBeTruthy();

    cleanup();
    renderApp('/pages/search-page/search-page');
    const recent = await screen.findByRole('region', { name: 'Recent searches' });
    expect(within(recent).getByRole('button', { name: 'michelin' })).toBeTruthy();
    fireEvent.click(within(recent).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
  });
});
