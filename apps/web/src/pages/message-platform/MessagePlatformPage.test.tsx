import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NoticeKind } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleNotice } from '../../testing/data/notices';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/user/message-platform';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const list = () => screen.findByRole('list', { name: 'Messages, newest first' });
const rows = () => within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole('link');

describe('the message centre', () => {
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
