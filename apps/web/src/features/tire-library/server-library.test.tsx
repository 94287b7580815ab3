import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { clearGuestLibrary } from './guest-store';

const posted = () => callsTo('/p/vehicle/saveOrUpdateUserTireInfo').map((call) => call.body);

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('signed-in tire library', () => {
  it("saves on the server, keeps nothing in the browser, and shows the server's refusal", async () => {
    renderApp('/pages/custom-tire-page/custom-tire-page?next=list');
    fireEvent.change(await screen.findByLabelText('Tire size'), { target: { value: '225/45R17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save size' }));
    expect(await screen.findByRole('button', { name: /^225\/45R17/ })).toBeTruthy();
    expect(posted()).toEqual([{ width: 225, ratio: 45, diameter: 17, source: 'size' }]);
    expect(JSON.parse(localStorage.getItem('userTireList') ?? '[]')).toEqual([]);

    cleanup();
    renderApp('/pages/custom-tire-page/custom-tire-page?next=list');
    fireEvent.change(await screen.findByLabelText('Tire size'), { target: { value: '225/45R17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save size' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This tire size is already in your library.'),
    );
  });
});
