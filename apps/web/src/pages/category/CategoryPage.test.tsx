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

describe('category tab', () => {
  it("shows the server's departments; a category opens its products, priced without '/ea'", async () => {
    const { router } = renderApp('/pages/category/category');
    const departments = await screen.findByRole('navigation', { name: 'Departments' });
    expect(
      within(departments)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tires', 'Maintenance & Fluids']);
    expect(screen.getByRole('link', { name: /Find tires that fit/ })).toBeTruthy();

    fireEvent.click(within(departments).getByRole('button', { name: 'Maintenance & Fluids' }));
    fireEvent.click(await screen.findByRole('link', { name: /Motor Oil/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/prod-classify/prod-classify'));
    expect(router.state.location.search).toBe('?categoryId=8');
    expect(await screen.findByRole('heading', { name: 'Motor Oil', level: 1 })).toBeTruthy();
    expect(await screen.findByText('$31.99')).toBeTruthy();
  });

  it('opens the department the home page asked for', async () => {
    renderApp('/pages/category/category?dept=oilFluids');
    expect(await screen.findByRole('heading', { name: 'Maintenance & Fluids', level: 2 })).toBeTruthy();
  });
});
