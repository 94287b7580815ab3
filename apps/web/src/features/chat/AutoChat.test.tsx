import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PRODUCT = '/pages/prod/prod?prodid=7&skuId=457';
const SHEET = { name: 'Chat with Tread' };

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  sessionStorage.clear();
  // Time runs as usual (the page loads), and the tests move it on by the seconds the shopper stays.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  backend.chat.autoIm = { pages: ['product'], afterSeconds: 20 };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The product page, loaded, with its chat entry showing. */
async function openProduct() {
  const view = renderApp(PRODUCT);
  await vi.waitFor(() => screen.getByRole('link', { name: /Questions about this tire/ }), { timeout: 5_000 });
  return view;
}

const stay = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the chat opening by itself (autoIM)', () => {
  it('opens on a product page after the seconds configured, with the way into a chat about the tire', async () => {
    const { router } = await openProduct();
    await stay(19_000);
    expect(screen.queryByRole('dialog', SHEET)).toBeNull();
    await stay(1_000);
    const sheet = screen.getByRole('dialog', SHEET);
    expect(sheet.textContent).toContain('Any questions about this tire?');
    expect(sheet.textContent).toContain('Online now');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Chat with us' }));
    await vi.waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/packages/user/chat?prodId=7&skuId=457',
      ),
    );
  });

  it('opens once a visit: closed, it does not come back on the next product page', async () => {
    await openProduct();
    await stay(20_000);
    fireEvent.click(within(screen.getByRole('dialog', SHEET)).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog', SHEET)).toBeNull();
    cleanup();

    await openProduct();
    await stay(60_000);
    expect(screen.queryByRole('dialog', SHEET)).toBeNull();
  });

  it('stays shut on pages the config does not name, for guests, and while customer service is away', async () => {
    backend.chat.autoIm = { pages: ['order', 'checkout'], afterSeconds: 20 };
    await openProduct();
    await stay(60_000);
    expect(screen.queryByRole('dialog', SHEET)).toBeNull();
    cleanup();

    backend.chat.autoIm = { pages: ['product'], afterSeconds: 20 };
    backend.chat.status = { ...backend.chat.status, online: false };
    await openProduct();
    await stay(60_000);
    expect(screen.queryByRole('dialog', SHEET)).toBeNull();
    cleanup();

    backend.chat.status = { ...backend.chat.status, online: true };
    resetSessionForTest();
    await openProduct();
    await stay(60_000);
    expect(screen.queryByRole('dialog', SHEET)).toBeNull();
  });
});
