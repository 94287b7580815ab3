import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleNotice } from '../../testing/data/notices';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

describe("the personal centre's message icon", () => {
  it('shows how many notices are unread and opens the message centre', async () => {
    backend.notices.list = [sampleNotice(1), sampleNotice(2, { read: true }), sampleNotice(3)];
    const { router } = renderApp('/pages/user/user');
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link.textContent).toBe('2');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/message-platform'));
  });

  it('carries no badge when everything is read', async () => {
    backend.notices.list = [sampleNotice(1, { read: true })];
    renderApp('/pages/user/user');
    const link = await screen.findByRole('link', { name: 'Messages' });
    await waitFor(() => expect(backend.calls.some((call) => call.path === '/p/notices/unread')).toBe(true));
    expect(link.textContent).toBe('');
  });
});
