import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserTire } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { resetSessionForTest, signInForTest } from '../account/fake-account-api';
import { createFakeCatalogApi } from '../catalog/fake-catalog-api';
import { clearGuestLibrary } from './guest-store';

const saved: UserTire = {
  userTireId: 31,
  tireId: '225/45R17',
  width: 225,
  ratio: 45,
  diameter: 17,
  displaySize: '225/45R17',
  source: 'size',
  currents: true,
  isSelect: true,
  createdAt: '2025-05-01T00:00:00.000Z',
};

let posted: unknown[];

beforeEach(() => {
  resetSessionForTest();
  clearGuestLibrary();
  signInForTest();
  posted = [];
  const catalog = createFakeCatalogApi();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://tread.local').pathname.replace(/^\/api/, '');
      if (path === '/p/vehicle/userTireList') return Response.json({ records: posted.length ? [saved] : [] });
      if (path === '/p/vehicle/getVehiclePage') {
        return Response.json({ records: [], total: 0, current: 1, size: 100, pages: 0, hasMore: false });
      }
      if (path === '/p/vehicle/saveOrUpdateUserTireInfo') {
        posted.push(JSON.parse(String(init.body)));
        if (posted.length > 1) {
          return Response.json(
            { code: 'TIRE_SIZE_DUPLICATE', message: 'This tire size is already in your library.' },
            { status: 400 },
          );
        }
        return Response.json({ saved, records: [saved] });
      }
      return catalog.fetch(input, init);
    }),
  );
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
    expect(await screen.findByRole('button', { name: 'Shop tires for 225/45R17' })).toBeTruthy();
    expect(posted).toEqual([{ width: 225, ratio: 45, diameter: 17, source: 'size' }]);
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
