import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleAddress } from '../../testing/data/account';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the address book', () => {
  it('shows each address with its default and billing badges', async () => {
    backend.addresses = [sampleAddress(1), sampleAddress(2, { firstName: 'Alex', isBilling: true })];
    renderApp('/packages/user/delivery-address');
    const first = await screen.findByRole('article', { name: 'Jamie Rivera, 101 Main Street' });
    expect(within(first).getByText('Default')).toBeTruthy();
    expect(within(first).getByText('(213) 555-0142')).toBeTruthy();
    expect(within(first).getByText('Los Angeles, CA 90012')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: 'Set as default' })).toBeNull();
    const second = screen.getByRole('article', { name: 'Alex Rivera, 102 Main Street' });
    expect(within(second).getByText('Billing')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Set as default' })).toBeTruthy();
    expect(screen.getByText('2 of 10 addresses saved')).toBeTruthy();
  });

  it('asks before deleting, then removes the address', async () => {
    backend.addresses = [sampleAddress(1), sampleAddress(2, { firstName: 'Alex' })];
    renderApp('/packages/user/delivery-address');
    const second = await screen.findByRole('article', { name: 'Alex Rivera, 102 Main Street' });
    fireEvent.click(within(second).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText(/Alex Rivera, 102 Main Street will be removed/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: /Alex Rivera/ })).toBeNull());
    expect(
      backend.calls.some((call) => call.method === 'DELETE' && call.path === '/p/address/deleteAddr/2'),
    ).toBe(true);
  });

  it('stops adding at 10 addresses with the spec message', async () => {
    backend.addresses = Array.from({ length: 10 }, (_, index) => sampleAddress(index + 1));
    renderApp('/packages/user/delivery-address');
    await screen.findByText('10 of 10 addresses saved');
    const add = screen.getByRole('button', { name: 'Add a new address' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(
      screen.getByText('The number of new addresses has reached the upper limit (10 entries)'),
    ).toBeTruthy();
  });
});
