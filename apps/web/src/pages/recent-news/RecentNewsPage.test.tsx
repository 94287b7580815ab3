import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleNotice } from '../../testing/data/notices';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const PATH = '/packages/user/recent-news';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(cleanup);

const rows = () =>
  within(screen.getByRole('list', { name: 'Messages, newest first' })).getAllByRole('listitem');

describe('recent messages', () => {
  it('lists every notice newest first, ten at a time, leaving out announcements taken down', async () => {
    backend.notices.list = [
      ...Array.from({ length: 12 }, (_, index) => sampleNotice(index + 1)),
      sampleNotice(13, { title: 'Taken down', removed: true }),
    ];
    renderApp(PATH);
    await screen.findByRole('list', { name: 'Messages, newest first' });
    expect(rows()).toHaveLength(10);
    expect(rows()[0]?.textContent).toContain('Announcement 12');
    // 18:12 UTC on 11/21/2026 is 10:12 AM in Los Angeles.
    expect(rows()[0]?.textContent).toContain('11/21/2026, 10:12 AM PST');
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(rows()).toHaveLength(12));
    expect(callsTo('/p/notices').map((call) => call.query.get('current'))).toEqual(['1', '2']);
    expect(screen.getByText('That’s all your messages.')).toBeTruthy();
    expect(screen.queryByText('Taken down')).toBeNull();
  });

  it('says so when there is none', async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
  });
});
