import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AdminTireRequest, adminTireRequest, refusal, tireRequestUpdate } from '@tread/domain';
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
import TireRequestsArea from './routes';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const held = (id: number, change: Partial<AdminTireRequest> = {}): AdminTireRequest =>
  adminTireRequest.parse({
    id,
    vehicleId: '2019-toyota-camry-le-2.5l',
    vehicleName: '2019 Toyota Camry LE 2.5L I4',
    tireSize: '215/55R17',
    quantity: 4,
    email: `shopper${id}@example.com`,
    phone: null,
    note: 'Winter tires',
    customerId: null,
    status: 'open',
    reply: null,
    repliedBy: null,
    createdAt: SHOP_NOW.toISOString(),
    updatedAt: SHOP_NOW.toISOString(),
    ...change,
  });

/** The requests the server keeps, newest first, filtered and changed by the rules the server keeps. */
function requestShop(start: AdminTireRequest[]) {
  const rows = [...start];
  return (call: Call): Answer => {
    const url = new URL(call.url, 'http://shop.test');
    if (call.method === 'GET') {
      const status = url.searchParams.get('status');
      const records = rows.filter((row) => !status || row.status === status);
      return { body: { records, total: records.length, current: 1, size: 20, pages: 1, hasMore: false } };
    }
    const found = rows.find((row) => row.id === Number(url.pathname.split('/').at(-1)));
    if (!found) return answerRefusal(refusal('TIRE_REQUEST_NOT_FOUND'));
    const update = tireRequestUpdate.safeParse(call.body);
    if (!update.success) return answerInvalid(update.error);
    Object.assign(found, update.data);
    return { body: found };
  };
}

const table = () => screen.getByRole('table', { name: 'Tire requests' });
const writes = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PUT').map(({ url, body }) => ({ url, body }));

describe('tire requests', () => {
  it('lists those waiting first, with the vehicle, what was asked and who to answer', async () => {
    stubShop(requestShop([held(2), held(1, { status: 'answered', reply: 'Found them' })]));
    renderArea('tire-requests', TireRequestsArea, '/tire-requests');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    const row = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('2019 Toyota Camry LE 2.5L I4');
    expect(row.textContent).toContain('4 × 215/55R17 · Winter tires');
    expect(row.textContent).toContain('Guest');

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(3));
  });

  it('sends an answer, refusing a blank one, and says who it went to', async () => {
    const calls = stubShop(requestShop([held(2)]));
    renderArea('tire-requests', TireRequestsArea, '/tire-requests');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Answer shopper2@example.com about the 2019 Toyota Camry LE 2.5L I4',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await within(dialog).findByText('Please write what you told the shopper')).toBeTruthy();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Your answer/ }), {
      target: { value: 'In stock Friday.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent to shopper2@example.com')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { url: '/api/admin/tire-requests/2', body: { status: 'answered', reply: 'In stock Friday.' } },
    ]);
  });

  it('closes one without an answer', async () => {
    const calls = stubShop(requestShop([held(3)]));
    renderArea('tire-requests', TireRequestsArea, '/tire-requests');
    fireEvent.click(await screen.findByRole('button', { name: /^Answer shopper3/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close without answer' }),
    );
    expect(await screen.findByText('Request from shopper3@example.com closed')).toBeTruthy();
    expect(writes(calls)).toEqual([{ url: '/api/admin/tire-requests/3', body: { status: 'closed' } }]);
  });
});
