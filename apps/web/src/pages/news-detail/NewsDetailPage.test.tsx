import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Messages, NoticeKind } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleNotice } from '../../testing/data/notices';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

describe('one message', () => {
  it('shows the notice, reads it, and opens what it is about', async () => {
    backend.notices.list = [
      sampleNotice(4, {
        kind: NoticeKind.Refund,
        title: 'Refund update',
        body: 'Refund R1 for order T1: Refund successful',
        path: '/packages/refund/details-of-refund?refundNumber=R1',
      }),
    ];
    const { router } = renderApp('/packages/user/news-detail?id=4');
    expect(await screen.findByRole('heading', { name: 'Refund update' })).toBeTruthy();
    expect(screen.getByText('Refund R1 for order T1: Refund successful')).toBeTruthy();
    expect(screen.getByText('11/21/2026, 10:04 AM PST')).toBeTruthy();
    expect(backend.notices.list[0]?.read).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'View refund' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/refund/details-of-refund'));
    expect(router.state.location.search).toBe('?refundNumber=R1');
  });

  it('reads an announcement in place', async () => {
    backend.notices.list = [
      sampleNotice(1, { title: 'Holiday hours', body: 'Closed on the 25th.\nOpen the 26th.' }),
    ];
    renderApp('/packages/user/news-detail?id=1');
    expect(await screen.findByRole('heading', { name: 'Holiday hours' })).toBeTruthy();
    expect(screen.getByText(/Closed on the 25th/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open' })).toBeNull();
  });

  it('says "Announcement does not exist" for one taken down, and leads back to the center', async () => {
    backend.notices.list = [sampleNotice(2, { removed: true })];
    const { router } = renderApp('/packages/user/news-detail?id=2');
    expect(await screen.findByRole('heading', { name: Messages.AnnouncementDoesNotExist })).toBeTruthy();
    expect(callsTo('/p/notices/2')).toHaveLength(1);
    fireEvent.click(screen.getByRole('link', { name: 'Back to messages' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/message-platform'));
  });

  it('says the same without asking when the address names no notice', async () => {
    renderApp('/packages/user/news-detail?id=abc');
    expect(await screen.findByRole('heading', { name: Messages.AnnouncementDoesNotExist })).toBeTruthy();
    expect(backend.calls.some((call) => call.path.startsWith('/p/notices/'))).toBe(false);
  });
});
