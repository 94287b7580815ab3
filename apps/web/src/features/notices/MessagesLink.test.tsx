import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChatSender } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend } from '../../testing/backend';
import { seedConversation, storeMessage } from '../../testing/data/chat';
import { sampleNotice } from '../../testing/data/notices';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

describe("the personal center's message icon", () => {
  it('shows how many notices are unread and opens the message center', async () => {
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

  it('adds the chat messages not read yet to the unread notices', async () => {
    backend.notices.list = [sampleNotice(1), sampleNotice(2)];
    const read = seedConversation(backend.chat, 1, 2);
    read.customerReadUpTo = backend.chat.lastId;
    seedConversation(backend.chat, 2, 1);
    storeMessage(backend.chat, 2, ChatSender.Agent, { kind: 'text', text: 'Your tires are in.' });
    storeMessage(backend.chat, 2, ChatSender.Agent, {
      kind: 'image',
      url: '/uploads/photos/agent-1/tires.webp',
    });
    storeMessage(backend.chat, 2, ChatSender.Agent, { kind: 'text', text: 'Come by any time.' });
    renderApp('/pages/user/user');
    const link = await screen.findByRole('link', { name: 'Messages, 5 unread' });
    expect(link.textContent).toBe('5');
  });

  it('counts unread chat messages when every notice is read', async () => {
    backend.notices.list = [sampleNotice(1, { read: true })];
    seedConversation(backend.chat, 1, 2);
    renderApp('/pages/user/user');
    expect((await screen.findByRole('link', { name: 'Messages, 1 unread' })).textContent).toBe('1');
  });
});
