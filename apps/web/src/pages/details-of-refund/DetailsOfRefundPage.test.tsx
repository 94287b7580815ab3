import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  formatLaDate,
  formatLaTime,
  Messages,
  OrderStatus,
  type RefundDetail,
  RefundMessages,
  RefundServiceType,
  RefundStatus,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { RETURN_ADDRESS, sampleRefund, setRefundStatus } from '../../testing/data/refunds';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useToastStore } from '../../ui/toast';

const PATH = '/packages/refund/details-of-refund?refundNumber=RA2';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  useToastStore.setState({ current: null });
  backend.orders = [sampleOrder('A2', { status: OrderStatus.Shipped })];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function given(status: RefundStatus, changes: Partial<RefundDetail> = {}): RefundDetail {
  const order = backend.orders[0];
  if (!order) throw new Error('no order');
  const refund = sampleRefund(order, status, changes);
  backend.refunds = [refund];
  return refund;
}

const returned = (status: RefundStatus, changes: Partial<RefundDetail> = {}) =>
  given(status, { serviceType: RefundServiceType.ReturnAndRefund, ...changes });

const laTime = (iso: string | null) => {
  const date = new Date(iso ?? '');
  return `${formatLaDate(date)}, ${formatLaTime(date)}`;
};
const actions = () =>
  [...document.querySelectorAll('.refund-bar > button')].map((button) => button.textContent);
const steps = () =>
  [...document.querySelectorAll('.refund-steps__step')].map(
    (step) =>
      `${step.querySelector('.refund-steps__label')?.textContent}${step.getAttribute('aria-current') ? ' <' : ''}`,
  );
const fact = (label: string) =>
  [...document.querySelectorAll('.refund-facts__row')]
    .find((row) => row.querySelector('dt')?.textContent === label)
    ?.querySelector('dd')?.textContent;

describe('a request, by status', () => {
  it('pending: when the merchant answers by, the three steps of a refund, withdraw', async () => {
    const refund = given(RefundStatus.Applied);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Pending merchant processing' })).toBeTruthy();
    expect(
      screen.getByText(
        `The merchant answers by ${laTime(refund.respondBy)}. If they don’t, your request is accepted.`,
      ),
    ).toBeTruthy();
    expect(steps()).toEqual(['Request submitted <', 'Merchant review', 'Refund successful']);
    expect(actions()).toEqual(['Withdraw']);
    expect(fact('Refund amount')).toBe('$114.36');
    expect(fact('Type')).toBe('Refund only');
    expect(fact('Goods status')).toBe('Received');
    expect(fact('Reason')).toBe('Item damaged or defective');
    expect(screen.getByText('The sidewall has a bulge.')).toBeTruthy();
    expect(screen.queryByText('Return address')).toBeNull();
  });

  it('return accepted: where to send it, by when, with a copy button; enter the shipping or withdraw', async () => {
    const refund = returned(RefundStatus.AcceptedAwaitingReturn);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Merchant agreed, goods must be returned' }),
    ).toBeTruthy();
    expect(
      screen.getByText(`Send the return by ${laTime(refund.returnBy)}, or the request closes.`),
    ).toBeTruthy();
    expect(steps()).toEqual([
      'Request submitted (done)',
      'Merchant review <',
      'Return shipped',
      'Merchant received',
      'Refund successful',
    ]);
    expect(screen.getByText(RETURN_ADDRESS)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy return address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(RETURN_ADDRESS));
    expect(useToastStore.getState().current?.text).toBe('Return address copied');
    expect(actions()).toEqual(['Withdraw', 'Enter return shipping']);
  });

  it('return shipped: the carrier, tracking number and phone; the shipping can be corrected', async () => {
    returned(RefundStatus.ReturnShipped, {
      logistics: {
        company: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        phone: '2135550142',
        shippedAt: '2025-06-06T18:00:00.000Z',
      },
    });
    const { router } = renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Return shipped' })).toBeTruthy();
    expect(fact('Carrier')).toBe('UPS');
    expect(fact('Tracking number')).toBe('1Z999AA10123456784');
    expect(fact('Phone')).toBe('(213) 555-0142');
    expect(fact('Shipped')).toBe('06/06/2025');
    expect(actions()).toEqual(['Edit return shipping']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit return shipping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/write-return-logistics'));
    expect(router.state.location.search).toBe('?refundNumber=RA2');
  });

  it('refunded: when, where the money went, every step done, nothing to do', async () => {
    const refund = given(RefundStatus.Refunded, { includesDelivery: true, amount: 45_745, quantity: 4 });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Refund successful' })).toBeTruthy();
    expect(screen.getByText(`Refunded on ${laTime(refund.refundedAt)}`)).toBeTruthy();
    expect(fact('Refund to')).toBe('Your Tread balance');
    expect(fact('Refund amount')).toBe('$457.45Includes the delivery cost');
    expect(steps()).toEqual([
      'Request submitted (done)',
      'Merchant review (done)',
      'Refund successful (done) <',
    ]);
    expect(actions()).toEqual([]);
  });

  it("declined: the merchant's reason and remarks; edit the request or withdraw it", async () => {
    given(RefundStatus.Rejected, {
      sellerReason: 'Photos do not show the damage',
      sellerRemark: 'Please add a photo of the sidewall.',
    });
    const { router } = renderApp(PATH);
    expect(
      await screen.findByRole('heading', {
        name: 'Merchant declined, you can modify the request or ask for intervention',
      }),
    ).toBeTruthy();
    const answer = screen
      .getByRole('heading', { name: 'Merchant’s answer' })
      .closest('section') as HTMLElement;
    expect(within(answer).getByText('Photos do not show the damage')).toBeTruthy();
    expect(within(answer).getByText('Please add a photo of the sidewall.')).toBeTruthy();
    expect(actions()).toEqual(['Withdraw', 'Edit request']);
    fireEvent.click(screen.getByRole('button', { name: 'Edit request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/refund/apply-refund'));
    expect(router.state.location.search).toBe('?refundNumber=RA2');
  });

  it('closed: the state and nothing to do', async () => {
    given(RefundStatus.Closed, { images: ['/uploads/photos/shopper-1/photo-1.webp'] });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Canceled or closed' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    expect(actions()).toEqual([]);
  });

  it("someone else's or a missing request says it is not found", async () => {
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: Messages.NotFound })).toBeTruthy();
  });
});

describe('withdrawing', () => {
  it('asks first, then closes the request', async () => {
    given(RefundStatus.Applied);
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
    expect(within(dialog).getByText('Request RA2 will be closed. You can’t reopen it.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    expect(callsTo('/p/refund/withdraw')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('heading', { name: 'Canceled or closed' })).toBeTruthy();
    expect(callsTo('/p/refund/withdraw')[0]?.body).toEqual({ refundNumber: 'RA2' });
    expect(useToastStore.getState().current?.text).toBe(RefundMessages.Withdrawn);
    expect(actions()).toEqual([]);
  });

  it('a request the merchant answered meanwhile says so and shows where it is now', async () => {
    const refund = given(RefundStatus.Applied);
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    setRefundStatus(refund, RefundStatus.AcceptedAwaitingRefund);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(useToastStore.getState().current?.text).toBe(RefundMessages.StatusChanged));
    expect(await screen.findByRole('heading', { name: 'Merchant agreed, waiting for refund' })).toBeTruthy();
    expect(actions()).toEqual([]);
  });
});
