import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CargoStatus,
  RefundAction,
  RefundMessages,
  RefundServiceType,
  RefundStatus,
  UserRole,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, SHOP_NOW, stubShop } from '../../testing/stub-shop';
import {
  orderNumberOf,
  RETURN_ADDRESS,
  type RefundSettings,
  refundsAnswer,
  renderRefunds,
  request,
  shopperMoves,
} from './testing';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(SHOP_NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PHOTOS = ['/uploads/photos/u-41/sidewall.webp', '/uploads/photos/u-41/label.webp'];
const aReturn = (change: Partial<RefundSettings> = {}) =>
  request({
    serviceType: RefundServiceType.ReturnAndRefund,
    cargoStatus: CargoStatus.Received,
    reason: 'Item damaged or defective',
    description: 'The sidewall of one tire has a bulge.\nPhotos attached.',
    images: PHOTOS,
    ...change,
  });
const shipped = () =>
  aReturn({
    status: RefundStatus.ReturnShipped,
    returnAddress: RETURN_ADDRESS,
    logistics: {
      company: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      phone: '2135550142',
      shippedAt: '2026-11-27T17:15:00.000Z',
    },
  });

/** Opens `settings` in the console as `role`; answers the calls it makes. */
async function openRequest(settings: RefundSettings, role: UserRole = UserRole.Merchant) {
  const calls = stubShop(refundsAnswer([settings], role));
  renderRefunds(`/refunds/${settings.refundNumber}`);
  await screen.findByRole('region', { name: 'Request' });
  return { posts: () => calls.filter((call: Call) => call.method === 'POST'), calls };
}
const card = (name: string) => screen.getByRole('region', { name });
const facts = (name: string) =>
  Object.fromEntries(
    within(card(name))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
const steps = () =>
  within(card('Steps'))
    .getAllByRole('listitem')
    .map((step) => `${step.textContent}${step.getAttribute('aria-current') ? ' (now)' : ''}`);
/** Where the request stands, as the Steps card says it. */
const status = () => card('Steps').querySelector('p')?.textContent;

describe('a refund request', () => {
  it('shows the item, the reason, the description, the photos, the steps and the answer deadline', async () => {
    const settings = aReturn();
    await openRequest(settings);
    expect(status()).toBe('Pending merchant processing');
    expect(card('Request').textContent).toContain('Michelin Pilot Sport 4S225/45R17 94W');
    expect(facts('Request')).toEqual({
      Service: 'Return and refund',
      Goods: 'Received by the shopper',
      Quantity: '2 of 4 bought at $219.99',
      Amount: '$439.98',
      Reason: 'Item damaged or defective',
      Description: 'The sidewall of one tire has a bulge.\nPhotos attached.',
      Photos: `Enlarge photo 1 of 2 of request ${settings.refundNumber}Enlarge photo 2 of 2 of request ${settings.refundNumber}`,
    });
    expect(steps()).toEqual([
      'Request submitted (now)',
      'Merchant review',
      'Return shipped',
      'Merchant received',
      'Refund successful',
    ]);
    expect(facts('Customer and deadlines')).toEqual({
      Customer: 'dana.lee@example.com',
      Order: orderNumberOf(settings),
      Applied: '11/26/2026 10:00 AM PST',
      Answer: '22h 0m leftby 11/28/2026 10:00 AM PSTAccepted on its own if not answered by then.',
    });
    expect(screen.getByRole('link', { name: orderNumberOf(settings) }).getAttribute('href')).toBe(
      `/orders/${orderNumberOf(settings)}`,
    );
    expect(card('Return logistics').textContent).toBe(
      'Return logisticsThe return address is given once you accept the request.',
    );
  });

  it('enlarges a photo on click, with the others a step away', async () => {
    const settings = aReturn();
    await openRequest(settings);
    fireEvent.click(
      screen.getByRole('button', { name: `Enlarge photo 2 of 2 of request ${settings.refundNumber}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Photo 2 of 2 · request ${settings.refundNumber}` });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(PHOTOS[1]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Previous' }));
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(PHOTOS[0]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the return's logistics, and the seller's answer of a declined request", async () => {
    await openRequest(shipped());
    expect(status()).toBe('Return shipped');
    expect(facts('Return logistics')).toEqual({
      'Send to': RETURN_ADDRESS,
      Carrier: 'UPS',
      Tracking: '1Z999AA10123456784',
      Phone: '(213) 555-0142',
      Shipped: '11/27/2026 9:15 AM PST',
    });
    cleanup();
    await openRequest(
      request({
        status: RefundStatus.Rejected,
        sellerReason: 'The tires were mounted and driven on.',
        sellerRemark: 'Call us at (213) 555-0100 to talk it over.',
      }),
    );
    expect(facts("Seller's answer")).toEqual({
      Reason: 'The tires were mounted and driven on.',
      Remark: 'Call us at (213) 555-0100 to talk it over.',
    });
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  });
});

describe("the merchant's answer", () => {
  it('accepts a refund only after asking, and the money is on its way', async () => {
    const settings = request();
    const { posts } = await openRequest(settings);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: `Accept refund ${settings.refundNumber}?` });
    expect(dialog.textContent).toContain(
      '$439.98 for 2 × Michelin Pilot Sport 4S goes back to the shopper now, the way they paid.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept refund' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Accepted: $439.98 is going back to the shopper.',
    );
    expect(posts()).toEqual([
      { method: 'POST', url: `/api/admin/refunds/${settings.refundNumber}/accept`, body: {} },
    ]);
    expect(status()).toBe('Merchant agreed, waiting for refund');
    expect(steps()).toEqual(['Request submitted', 'Merchant review (now)', 'Refund successful']);
    expect(screen.queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
  });

  it('accepts a return: the shopper gets the return address and a deadline to send it', async () => {
    const settings = aReturn();
    await openRequest(settings);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: `Accept return ${settings.refundNumber}?` });
    expect(dialog.textContent).toContain('$439.98 goes back once you confirm receipt');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept return' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Accepted: the shopper is asked to send 2 × Michelin Pilot Sport 4S back.',
    );
    expect(status()).toBe('Merchant agreed, goods must be returned');
    expect(facts('Return logistics')).toEqual({ 'Send to': RETURN_ADDRESS, Parcel: 'Not sent yet' });
    expect(facts('Customer and deadlines').Return).toBe(
      '7d 0h leftby 12/04/2026 12:00 PM PSTCloses if the shopper has not sent it by then.',
    );
  });

  it('declines only with a reason, which the request then shows with the remark', async () => {
    const settings = request();
    const { posts } = await openRequest(settings);
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: `Decline request ${settings.refundNumber}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(RefundMessages.RefuseReasonRequired);
    expect(posts()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason for declining/), {
      target: { value: 'The tires were mounted and driven on.' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Remark/), {
      target: { value: 'Call us to talk it over.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Declined: the shopper can read your reason.',
    );
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: `/api/admin/refunds/${settings.refundNumber}/refuse`,
        body: { reason: 'The tires were mounted and driven on.', remark: 'Call us to talk it over.' },
      },
    ]);
    expect(status()).toBe('Merchant declined, you can modify the request or ask for intervention');
    expect(facts("Seller's answer")).toEqual({
      Reason: 'The tires were mounted and driven on.',
      Remark: 'Call us to talk it over.',
    });
  });

  it('confirms receipt of a shipped return after asking: the goods and the money go back', async () => {
    const settings = shipped();
    const { posts } = await openRequest(settings);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = screen.getByRole('dialog', {
      name: `Confirm receipt of return ${settings.refundNumber}?`,
    });
    expect(dialog.textContent).toContain(
      '2 × Michelin Pilot Sport 4S go back into stock and $439.98 goes back to the shopper.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Receipt confirmed: the goods are back in stock and $439.98 is going back to the shopper.',
    );
    expect(posts()).toEqual([
      { method: 'POST', url: `/api/admin/refunds/${settings.refundNumber}/receive`, body: {} },
    ]);
    expect(status()).toBe('Merchant confirmed receipt');
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  it('says the request changed when the shopper moved it first, and shows it as it is now', async () => {
    const settings = request();
    const { calls } = await openRequest(settings);
    shopperMoves(settings, RefundAction.Withdraw);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept refund' }));
    expect((await screen.findByRole('alert')).textContent).toBe(RefundMessages.StatusChanged);
    await waitFor(() => expect(status()).toBe('Canceled or closed'));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(RefundMessages.StatusChanged);
    const refundCalls = calls.filter((call) => call.url.startsWith('/api/admin/refunds'));
    expect(refundCalls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET /api/admin/refunds/${settings.refundNumber}`,
      `POST /api/admin/refunds/${settings.refundNumber}/accept`,
      `GET /api/admin/refunds/${settings.refundNumber}`,
    ]);
  });

  it('is for merchants: customer service reads the request without its buttons', async () => {
    await openRequest(request(), UserRole.CustomerService);
    expect(facts('Request').Reason).toBe('Item does not fit my vehicle');
    expect(screen.queryByRole('region', { name: 'Answer the request' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Accept|Decline/ })).toBeNull();
    cleanup();
    await openRequest(shipped(), UserRole.CustomerService);
    expect(facts('Return logistics').Carrier).toBe('UPS');
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
  });

  it('shows merchants the buttons once it knows who is signed in', async () => {
    await openRequest(request(), UserRole.Admin);
    expect(await screen.findByRole('region', { name: 'Answer the request' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
  });
});
