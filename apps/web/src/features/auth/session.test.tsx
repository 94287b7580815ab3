import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOCAL_STORAGE_KEYS } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../api/client';
import { backend } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function signInOnAccountPage() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'jamie@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('when the session cannot be renewed', () => {
  it("clears the login data and asks 'Session Expired' once; Cancel leaves the page", async () => {
    signInForTest();
    backend.liveAccess.clear();
    backend.refreshWorks = false;
    const { router } = renderApp('/packages/user/personal-information');

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(within(dialog).getByText('Your session has expired, please sign in again!')).toBeTruthy();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.Token)).toBeNull();

    // More refused calls while it is up: still one prompt.
    await Promise.allSettled([apiGet('/p/address/list'), apiGet('/p/user/userInfo')]);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // This was the first page opened, so Cancel goes home.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the shopper to sign in from the prompt and back to the page afterwards', async () => {
    signInForTest();
    backend.liveAccess.clear();
    backend.refreshWorks = false;
    const { router } = renderApp('/packages/user/personal-information');

    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));

    await signInOnAccountPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/personal-information'));
    expect(await screen.findByRole('link', { name: /Nickname\s*Jamie/ })).toBeTruthy();
  });

  it('opens the account page directly for someone who never signed in', async () => {
    const { router } = renderApp('/pages/user/user');
    await screen.findByRole('link', { name: 'Sign in or sign up' });
    await expect(apiGet('/p/address/list')).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('pages that need signing in', () => {
  it('send a guest to the account page and bring them back after signing in', async () => {
    const { router } = renderApp('/packages/user/delivery-address');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/account/account'));
    expect(router.state.historyAction).toBe('REPLACE');

    await signInOnAccountPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/delivery-address'));
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
  });
});

describe('signing out', () => {
  it('ends the session on the server and shows the guest personal center', async () => {
    signInForTest();
    renderApp('/pages/user/user');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Sign in or sign up' })).toBeTruthy();
    expect(backend.calls.some((call) => call.path === '/p/logout' && call.authorization === 'access-1')).toBe(
      true,
    );
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.Token)).toBeNull();
  });

  it('signs out quietly when the server had already ended the session', async () => {
    signInForTest({ mktEmail: 'deals@example.com' });
    backend.user = { ...backend.user, mktEmail: 'deals@example.com' };
    renderApp('/pages/user/user');
    const signOut = await screen.findByRole('button', { name: 'Sign out' });
    backend.liveAccess.clear();
    backend.refreshWorks = false;
    fireEvent.click(signOut);
    expect(await screen.findByRole('link', { name: 'Sign in or sign up' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
