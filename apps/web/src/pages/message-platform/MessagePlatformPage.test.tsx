import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatSender, ConversationStatus, NoticeKind } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo, refuse, route } from '../../testing/backend';
import { seedConversation, storeMessage } from '../../testing/data/chat';
import { sampleNotice } from '../../testing/data/notices';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/user/message-platform';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const list = () => screen.findByRole('list', { name: 'Messages, newest first' });
const rows = () => within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole('link');

describe('the message center', () => {
  it('opens customer service first, then the newest notices with unread dots', async () => {
    backend.notices.list = [
      sampleNotice(1, { title: 'Holiday hours', read: true }),
      sampleNotice(2, {
        kind: NoticeKind.Order,
        title: 'Your order has shipped',
        body: 'Order T1 is on its way.',
        path: '/pages/order-detail/order-detail?orderNum=T1',
      }),
    ];
    renderApp(PATH);
    await list();
    expect(screen.getByRole('link', { name: /Customer service/ }).getAttribute('href')).toBe(
      '/packages/user/chat',
    );
    const [shipped, holiday] = rows();
    expect(shipped?.textContent).toContain('Order');
    expect(shipped?.textContent).toContain('Your order has shipped (Unread)');
    expect(shipped?.querySelector('.notice-row__dot')).not.toBeNull();
    expect(shipped?.getAttribute('href')).toBe('/packages/user/news-detail?id=2');
    expect(holiday?.querySelector('.notice-row__dot')).toBeNull();
    expect(screen.getByText('1 unread message')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      '/packages/user/recent-news',
    );
  });

  it('marks every notice read at once', async () => {
    backend.notices.list = [sampleNotice(1), sampleNotice(2)];
    renderApp(PATH);
    await list();
    expect(screen.getByText('2 unread messages')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(document.querySelector('.notice-row__dot')).toBeNull());
    expect(callsTo('/p/notices/read-all')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.queryByText(/unread message/)).toBeNull();
  });

  it('says so when there is no notice yet, and still offers customer service', async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Customer service/ })).toBeTruthy();
  });
});

const conversationRows = async () =>
  within(await screen.findByRole('list', { name: 'Conversations, newest first' })).getAllByRole('link');

describe("the message center's conversations", () => {
  it('lists them newest first: what each is about, its last message and unread count, opening chat-im', async () => {
    const order = seedConversation(backend.chat, 1, 2, { kind: 'order', orderNumber: 'T1001' });
    order.status = ConversationStatus.Closed;
    seedConversation(backend.chat, 2, 1);
    storeMessage(backend.chat, 2, ChatSender.Agent, { kind: 'text', text: 'We can fit them on Friday.' });
    storeMessage(backend.chat, 2, ChatSender.Agent, { kind: 'text', text: 'Does 9 AM work?' });
    renderApp(PATH);
    const [general, ended] = await conversationRows();
    expect(general?.getAttribute('href')).toBe('/packages/user/chat-im?conversationId=2');
    expect(general?.textContent).toContain('General question');
    expect(general?.textContent).toContain('In progress · Sam');
    expect(general?.querySelector('.conversation-row__preview')?.textContent).toBe('Does 9 AM work?');
    expect(within(general!).getByText('2 unread')).toBeTruthy();
    expect(ended?.getAttribute('href')).toBe('/packages/user/chat-im?conversationId=1');
    expect(ended?.textContent).toContain('Order T1001');
    expect(ended?.textContent).toContain('Ended · Sam');
    expect(ended?.classList.contains('conversation-row--ended')).toBe(true);
    expect(ended?.textContent).toContain('1 unread');
    // Customer service is still the first way in, above the conversations.
    const links = screen.getAllByRole('link');
    expect(links.indexOf(screen.getByRole('link', { name: /Customer service/ }))).toBeLessThan(
      links.indexOf(general!),
    );
  });

  it('previews a photo or a card by its kind, the shopper’s own as theirs, and read ones without a badge', async () => {
    const product = seedConversation(backend.chat, 1, 0, { kind: 'product', prodId: 7, skuId: 70 });
    storeMessage(backend.chat, 1, ChatSender.Customer, { kind: 'product', prodId: 7, skuId: 70 });
    const photo = storeMessage(backend.chat, 1, ChatSender.Agent, {
      kind: 'image',
      url: '/uploads/photos/agent-1/fitment.webp',
    });
    product.customerReadUpTo = photo.id;
    seedConversation(backend.chat, 2, 0);
    storeMessage(backend.chat, 2, ChatSender.Customer, { kind: 'order', orderNumber: 'T1002' });
    renderApp(PATH);
    const [orderCard, photoRow] = await conversationRows();
    expect(orderCard?.querySelector('.conversation-row__preview')?.textContent).toBe('You: Order card');
    expect(photoRow?.textContent).toContain('Product question');
    expect(photoRow?.querySelector('.conversation-row__preview')?.textContent).toBe('Photo');
    expect(photoRow?.querySelector('.conversation-row__badge')).toBeNull();
  });

  it('shows no conversations before the first chat', async () => {
    renderApp(PATH);
    await screen.findByRole('heading', { name: 'No messages yet' });
    await waitFor(() => expect(callsTo('/p/chat/conversations')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Conversations' })).toBeNull());
  });

  it('offers a retry when the conversations fail to load', async () => {
    seedConversation(backend.chat, 1, 1);
    server.use(
      route('get', '/p/chat/conversations', () =>
        refuse({ status: 503, code: 'SERVER_ERROR', message: 'Unavailable' }),
      ),
    );
    renderApp(PATH);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    server.resetHandlers();
    fireEvent.click(retry);
    expect(await conversationRows()).toHaveLength(1);
  });
});
