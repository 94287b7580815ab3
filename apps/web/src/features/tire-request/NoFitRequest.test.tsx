import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TireRequestMessages, tireSearchAnswer } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, backend, callsTo, route } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const NOTHING_FITS = '/pages/search-tires-by/search-tires-by?activeTab=1&vehicleId=2019-toyota-camry-le-2.5l';

beforeEach(() => {
  resetSessionForTest();
  server.use(
    route('get', '/search/tires', () =>
      answer(tireSearchAnswer, {
        records: [],
        total: 0,
        current: 1,
        size: 20,
        pages: 0,
        hasMore: false,
        filterGroups: [],
        searchedSizes: [],
        axle: null,
        sort: 0,
      }),
    ),
  );
});
afterEach(() => cleanup());

const requestForm = () => screen.findByRole('form', { name: "Can't find tires that fit?" });

describe('the request form when no tires fit a vehicle (SPEC §1)', () => {
  it('asks for the vehicle by name, and sends how many, the size and the e-mail of the shopper', async () => {
    signInForTest();
    renderApp(NOTHING_FITS);
    const form = await requestForm();
    expect(form.textContent).toContain('2019 Toyota Camry');
    expect(screen.queryByRole('form', { name: "Didn't find what you need?" })).toBeNull();

    fireEvent.change(within(form).getByLabelText('Tires'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Tire size (if you know it)'), {
      target: { value: '215/55r17' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(TireRequestMessages.Sent)).toBeTruthy();
    expect(backend.tireRequests).toEqual([
      expect.objectContaining({
        vehicleId: '2019-toyota-camry-le-2.5l',
        quantity: 2,
        tireSize: '215/55R17',
        email: backend.user.userMail,
      }),
    ]);
  });

  it("says what is wrong before sending: a guest's missing e-mail, a size that is not one", async () => {
    renderApp(NOTHING_FITS);
    const form = await requestForm();
    fireEvent.change(within(form).getByLabelText('Tire size (if you know it)'), {
      target: { value: '999/99R99' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    // Each field says its rule under it, and marks itself invalid.
    await waitFor(() =>
      expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(within(form).getByLabelText('Tire size (if you know it)').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(form.querySelectorAll('.field__error')).toHaveLength(2);
    expect(callsTo('/tire-requests')).toHaveLength(0);
  });
});
