import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearGuestLibrary } from '../../features/tire-library/guest-store';
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

const saveSize = async (size: string) => {
  fireEvent.change(await screen.findByLabelText('Tire size'), { target: { value: size } });
  fireEvent.click(screen.getByRole('button', { name: 'Save size' }));
};

describe('Custom Tire Size', () => {
  it('explains a typed size and saves it to the library, back on the library page', async () => {
    const { router } = renderApp('/pages/custom-tire-page/custom-tire-page?next=list');
    expect(await screen.findByRole('heading', { name: 'Custom Tire Size' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Tire size'), { target: { value: '225/45r17' } });
    expect(screen.getByRole('heading', { name: 'What 225/45R17 means' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save size' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/car-list/car-list'));
    expect(await screen.findByRole('button', { name: /^225\/45R17/ })).toBeTruthy();
  });

  it('says when the size is already saved, and when the library is full', async () => {
    renderApp('/pages/custom-tire-page/custom-tire-page?next=list');
    await saveSize('225/45R17');
    await waitFor(() => expect(localStorage.getItem(LOCAL_STORAGE_KEYS.UserTireList)).toContain('225/45R17'));
    cleanup();
    renderApp('/pages/custom-tire-page/custom-tire-page?next=list');
    await saveSize('225/45R17');
    expect((await screen.findByRole('alert')).textContent).toBe('This tire size is already in your library.');

    for (const width of [175, 185, 195, 205, 215, 235, 245, 255, 265]) {
      cleanup();
      renderApp('/pages/custom-tire-page/custom-tire-page?next=list');
      await saveSize(`${width}/45R17`);
      await waitFor(() =>
        expect(localStorage.getItem(LOCAL_STORAGE_KEYS.UserTireList)).toContain(`${width}/45R17`),
      );
    }
    cleanup();
    renderApp('/pages/custom-tire-page/custom-tire-page?next=list');
    await saveSize('275/45R17');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "You've reached the limit, please remove one to continue.",
    );
  });
});
