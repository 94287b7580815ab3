import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AdminAnnouncement, adminAnnouncement, announcementEdit, refusal } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  answerInvalid,
  answerRefusal,
  type Call,
  renderArea,
  SHOP_NOW,
  stubShop,
} from '../../testing/stub-shop';
import ContentArea from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const held = (id: number, change: Partial<AdminAnnouncement> = {}): AdminAnnouncement =>
  adminAnnouncement.parse({
    id,
    title: `Announcement ${id}`,
    body: `What announcement ${id} says.`,
    published: true,
    removedAt: null,
    createdAt: SHOP_NOW.toISOString(),
    updatedAt: SHOP_NOW.toISOString(),
    ...change,
  });

/** The announcements the server keeps, newest first, checked on write by the schema the server checks with. */
function announcementShop(start: AdminAnnouncement[]) {
  const rows = [...start];
  return (call: Call): Answer => {
    const { pathname } = new URL(call.url, 'http://shop.test');
    const id = Number(pathname.split('/')[4]);
    const found = rows.find((row) => row.id === id);
    if (call.method === 'GET') {
      return { body: { records: rows, total: rows.length, current: 1, size: 20, pages: 1, hasMore: false } };
    }
    if (pathname.endsWith('/remove')) {
      if (!found) return answerRefusal(refusal('ANNOUNCEMENT_NOT_FOUND'));
      Object.assign(found, { published: false, removedAt: SHOP_NOW.toISOString() });
      return { body: found };
    }
    const edit = announcementEdit.safeParse(call.body);
    if (!edit.success) return answerInvalid(edit.error);
    if (call.method === 'PUT') {
      if (!found) return answerRefusal(refusal('ANNOUNCEMENT_NOT_FOUND'));
      Object.assign(found, edit.data, { removedAt: edit.data.published ? null : SHOP_NOW.toISOString() });
      return { body: found };
    }
    const made = held(Math.max(0, ...rows.map((row) => row.id)) + 1, edit.data);
    rows.unshift(made);
    return { body: made };
  };
}

const table = () => screen.getByRole('table', { name: 'Announcements' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
const editor = () => screen.getByRole('form', { name: 'Announcement' });
const type = (label: RegExp, value: string) =>
  fireEvent.change(within(editor()).getByLabelText(label), { target: { value } });
const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

async function open(start = [held(2), held(1, { published: false, removedAt: SHOP_NOW.toISOString() })]) {
  const calls = stubShop(announcementShop(start));
  renderArea('content', ContentArea, '/content/announcements');
  await waitFor(() => expect(rows()).toHaveLength(start.length));
  return calls;
}

describe('announcements', () => {
  it('lists each announcement newest first with whether shoppers see it', async () => {
    await open();
    expect(rows()).toEqual([
      ['Announcement 2What announcement 2 says.', '11/27/2026 12:00 PM PST', 'Published'],
      ['Announcement 1What announcement 1 says.', '11/27/2026 12:00 PM PST', 'Taken down'],
    ]);
    expect(screen.getByRole('link', { name: 'Announcements' }).getAttribute('aria-current')).toBe('page');
    expect(within(table()).queryByRole('button', { name: 'Take down Announcement 1' })).toBeNull();
  });

  it('writes one, published at once, and lists it first', async () => {
    const calls = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Write an announcement' }));
    type(/^Title/, 'Holiday hours');
    type(/^Text/, 'Closed on the 25th.');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('status')).textContent).toBe('“Holiday hours” published');
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/announcements',
        body: { title: 'Holiday hours', body: 'Closed on the 25th.', published: true },
      },
    ]);
    await waitFor(() => expect(rows()[0]?.[0]).toBe('Holiday hoursClosed on the 25th.'));
  });

  it('says what is missing before sending anything', async () => {
    const calls = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Write an announcement' }));
    type(/^Title/, '   ');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Publish' }));
    expect(await within(editor()).findByText('Please enter a title')).toBeTruthy();
    expect(within(editor()).getByText('Please write the announcement')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('edits one from its saved text, and publishes one taken down again', async () => {
    const calls = await open();
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit Announcement 1' }));
    const published = within(editor()).getByRole('checkbox', { name: /Published/ }) as HTMLInputElement;
    expect(published.checked).toBe(false);
    type(/^Title/, 'Back again');
    fireEvent.click(published);
    fireEvent.click(within(editor()).getByRole('button', { name: 'Save announcement' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved “Back again”');
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/announcements/1',
        body: { title: 'Back again', body: 'What announcement 1 says.', published: true },
      },
    ]);
    await waitFor(() => expect(rows()[1]?.[2]).toBe('Published'));
  });

  it('takes one down once asked', async () => {
    const calls = await open();
    fireEvent.click(within(table()).getByRole('button', { name: 'Take down Announcement 2' }));
    const ask = screen.getByRole('dialog', { name: 'Take down “Announcement 2”?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Take down' }));
    expect((await screen.findByRole('status')).textContent).toBe('“Announcement 2” taken down');
    expect(writes(calls)).toEqual([
      { method: 'POST', url: '/api/admin/announcements/2/remove', body: undefined },
    ]);
    await waitFor(() => expect(rows()[0]?.[2]).toBe('Taken down'));
  });
});
