import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WalletEntryKind } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleWalletRecord } from '../../testing/data/wallet';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The Me tab's task, as a screen reader hears it (its description) and as the dot shows it. */
function meTabTask(): string | null {
  const tabBar = screen.getByRole('navigation', { name: 'Main' });
  const me = within(tabBar).getByRole('link', { name: 'Me' });
  const describedBy = me.getAttribute('aria-describedby');
  const dot = me.querySelector('.tabbar__dot');
  if (!describedBy) return dot ? 'dot without description' : null;
  return document.getElementById(describedBy)?.textContent ?? null;
}

describe('the task dot on the Me tab (SPEC §2)', () => {
  it('shows while a signed-in shopper has no marketing e-mail, and goes once they add one', async () => {
    signInForTest({ mktEmail: null });
    backend.user = { ...backend.user, mktEmail: null };
    renderApp('/pages/user/user');
    await screen.findByRole('link', { name: /Get deals by email/ });
    // The tab bar learns of the task from the session module, which loads beside the page.
    await waitFor(() => expect(meTabTask()).toBe('To do: add an email for offers'));

    fireEvent.click(screen.getByRole('link', { name: /Get deals by email/ }));
    const input = (await screen.findByLabelText('Marketing email')) as HTMLInputElement;
    expect(input.value).toBe('jamie@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Saved, the page goes back (home here, the first page in this test) and the dot is gone.
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(meTabTask()).toBeNull());
    expect(backend.calls.find((call) => call.path === '/p/user/setUserInfo')?.body).toEqual({
      mktEmail: 'jamie@example.com',
    });
  });

  it('is not shown to guests or to shoppers who subscribed', async () => {
    renderApp('/pages/user/user');
    await screen.findByRole('link', { name: 'Sign in or sign up' });
    expect(meTabTask()).toBeNull();
    cleanup();

    signInForTest({ mktEmail: 'deals@example.com' });
    backend.user = { ...backend.user, mktEmail: 'deals@example.com' };
    renderApp('/pages/user/user');
    await screen.findByRole('link', { name: /Jamie/ });
    expect(meTabTask()).toBeNull();
  });
});

describe('the signed-in personal center', () => {
  it('shows who is signed in and the My account menu of pages that exist', async () => {
    signInForTest({ mktEmail: 'deals@example.com' });
    backend.user = { ...backend.user, mktEmail: 'deals@example.com' };
    renderApp('/pages/user/user');
    const profile = await screen.findByRole('link', { name: /Jamie\s*jamie@example.com/ });
    expect(profile.getAttribute('href')).toBe('/packages/user/personal-information');
    const menu = screen.getByRole('heading', { name: 'My account' }).closest('section') as HTMLElement;
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'Cart', 'Address book', 'Change password']);
    const orders = screen.getByRole('heading', { name: 'My orders' }).closest('section') as HTMLElement;
    expect(within(orders).getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe(
      '/pages/order-list/order-list',
    );
    expect(screen.getByRole('heading', { name: 'Help & policies' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Support' })).toBeTruthy();
  });

  it('shows the balance in My assets and leads to My wallet', async () => {
    signInForTest();
    backend.wallet.records = [
      sampleWalletRecord(1, { change: 5_000 }),
      sampleWalletRecord(2, { kind: WalletEntryKind.Payment, change: -1_250, reference: 'A1' }),
    ];
    const { router } = renderApp('/pages/user/user');
    const assets = (await screen.findByRole('heading', { name: 'My assets' })).closest(
      'section',
    ) as HTMLElement;
    const balance = await within(assets).findByRole('link', { name: /Balance\s*\$37\.50/ });
    expect(balance.getAttribute('href')).toBe('/packages/user/my-wallet');
    fireEvent.click(balance);
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/my-wallet'));
    expect(await screen.findByRole('heading', { name: 'My wallet', level: 1 })).toBeTruthy();
  });
});
