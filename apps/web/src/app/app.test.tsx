import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the app shell', () => {
  it("says 'Page not found' on an unknown path and replaces it with home", async () => {
    const { router } = renderApp('/pages/nope/nope');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: 'Find tires that fit' })).toBeTruthy();
  });

  it('shows the tab bar on tab pages, marks the current tab and switches tabs', async () => {
    const { router } = renderApp('/pages/user/user');
    const tabBar = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(tabBar).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Tires', 'Shop', 'Cart', 'Stores', 'Me']);
    expect(within(tabBar).getByRole('link', { name: 'Me' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(tabBar).getByRole('link', { name: 'Tires' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/tires/tires'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(within(tabBar).getByRole('link', { name: 'Tires' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('opens home at its alias too', async () => {
    renderApp('/pages/index/index');
    expect(await screen.findByRole('heading', { name: 'Find tires that fit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
  });

  it('pushes a policy page from Me, without the tab bar and with a back button', async () => {
    const { router } = renderApp('/pages/user/user');
    fireEvent.click(await screen.findByRole('link', { name: 'Return Policy' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sts=return-policy'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(await screen.findByText('Hassle-free returns within 30 days.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('offers only the enabled policy pages', async () => {
    renderApp('/pages/user/user');
    expect(await screen.findByRole('link', { name: 'Return Policy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'FAQ' })).toBeNull();
  });

  it("says 'Page does not exist!' for a switched-off or unknown policy", async () => {
    renderApp('/pages/terms-page/terms-page?sts=faq');
    expect(await screen.findByRole('heading', { name: 'Page does not exist!', level: 2 })).toBeTruthy();
  });

  it('shows the server status in words', async () => {
    renderApp('/pages/health-check/health-check');
    expect(await screen.findByText('Reachable')).toBeTruthy();
    expect(screen.getByText('1 day 2 hours')).toBeTruthy();
    expect(screen.getByText('1.3.16')).toBeTruthy();
  });
});
