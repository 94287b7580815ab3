import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CHAT_PAGE_SIZE } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { seedConversation } from '../../testing/data/chat';
import { chatServer, FakeWebSocket, resetChatServer } from '../../testing/fake-websocket';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  resetChatServer();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

afterEach(async () => {
  cleanup();
  // The page lets go of the socket a moment after it leaves: that moment passes before the next test.
  await new Promise((resolve) => setTimeout(resolve, 0));
  vi.unstubAllGlobals();
});

const shownTexts = () =>
  [...document.querySelectorAll('.chat-bubble__text')].map((element) => element.textContent ?? '');

describe('chat-im page', { timeout: 20_000 }, () => {
  it('pages history up with before, each message once (chat-im by conversationId)', async () => {
    const total = CHAT_PAGE_SIZE + 5;
    seedConversation(backend.chat, 2, total);
    renderApp('/packages/user/chat-im?conversationId=2');
    await waitFor(() => expect(chatServer.open()).toHaveLength(1));
    expect(callsTo('/p/chat/inquiry')).toHaveLength(0);
    await waitFor(() => expect(shownTexts()).toHaveLength(CHAT_PAGE_SIZE));
    expect(shownTexts()[0]).toBe('Message 6');
    fireEvent.click(screen.getByRole('button', { name: 'Earlier messages' }));
    await waitFor(() => expect(shownTexts()).toHaveLength(total));
    expect(shownTexts()[0]).toBe('Message 1');
    expect(shownTexts().at(-1)).toBe(`Message ${total}`);
    expect(callsTo('/p/chat/messages').at(-1)?.query.get('before')).toBe('6');
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
    // The first page is in: the socket resumes after its newest message.
    await waitFor(() =>
      expect(chatServer.sentFrames('resume')).toContainEqual({
        type: 'resume',
        conversationId: 2,
        after: total,
      }),
    );
  });

  it('says so when the conversation is not one of the shopper conversations', async () => {
    seedConversation(backend.chat, 2, 1);
    renderApp('/packages/user/chat-im?conversationId=9');
    expect(await screen.findByText('This chat could not be found.')).toBeTruthy();
    expect(chatServer.sockets).toHaveLength(0);
  });
});
