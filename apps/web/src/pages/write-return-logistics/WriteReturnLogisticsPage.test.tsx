import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  Messages,
  OrderStatus,
  type RefundDetail,
  RefundMessages,
  RefundServiceType,
  RefundStatus,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { RETURN_ADDRESS, sampleRefund } from '../../testing/data/refunds';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useToastStore } from '../../ui/toast';

const DETAIL = '/packages/refund/details-of-refund?refundNumber=RA2';
const PATH = '/packages/user/write-return-logistics?refundNumber=RA2';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  useToastStore.setState({ current: null });
  backend.orders = [sampleOrder('A2', { status: OrderStatus.Shipped })];
});

afterEach(cleanup);

function given(status: RefundStatus, changes: Partial<RefundDetail> = {}) {
  const order = backend.orders[0];
  if (!order) throw new Error('no order');
  backend.refunds = [
    sampleRefund(order, status, { serviceType: RefundServiceType.ReturnAndRefund, ...changes }),
  ];
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('return shipping', () => {
  it('first entry: from the request, checked, sent, and the request is then shipped', async () => {
    given(RefundStatus.AcceptedAwaitingReturn);
    const { router } = renderApp(DETAIL);
    fireEvent.click(await screen.findByRole('button', { name: 'Enter return shipping' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/write-return-logistics'));
    expect(await screen.findByText(RETURN_ADDRESS)).toBeTruthy();

    save();
    await waitFor(() => expect(field('Carrier').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(RefundMessages.LogisticsCompanyRequired)).toBeTruthy();
    expect(screen.getByText(Messages.TrackingNumberRequired)).toBeTruthy();
    expect(screen.getByText(Messages.ContactNumberRequired)).toBeTruthy();

    type('Contact phone', '213 555');
    save();
    expect(await screen.findByText(Messages.InvalidPhoneNumber)).toBeTruthy();
    expect(callsTo('/p/refund/logistics')).toHaveLength(0);

    type('Carrier', 'UPS');
    type('Tracking number', '1Z999AA10123456784');
    type('Contact phone', '1 213 555 0142');
    expect(field('Contact phone').value).toBe('(213) 555-0142');
    save();

    // Saved, the page closes (back to the request; in memory, with no history, home).
    await waitFor(() =>
      expect(router.state.location.pathname).not.toBe('/packages/user/write-return-logistics'),
    );
    expect(callsTo('/p/refund/logistics')[0]?.body).toEqual({
      refundNumber: 'RA2',
      company: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      phone: '2135550142',
    });
    expect(useToastStore.getState().current?.text).toBe(RefundMessages.LogisticsSaved);
    cleanup();
    renderApp(DETAIL);
    expect(await screen.findByRole('heading', { name: 'Return shipped' })).toBeTruthy();
    expect(screen.getByText('1Z999AA10123456784')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit return shipping' })).toBeTruthy();
  });

  it('a correction starts from what was entered', async () => {
    given(RefundStatus.ReturnShipped, {
      logistics: {
        company: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        phone: '2135550142',
        shippedAt: '2025-06-06T18:00:00.000Z',
      },
    });
    renderApp(PATH);
    await waitFor(() => expect(field('Carrier').value).toBe('UPS'));
    expect(field('Tracking number').value).toBe('1Z999AA10123456784');
    expect(field('Contact phone').value).toBe('(213) 555-0142');
    type('Carrier', 'FedEx');
    type('Tracking number', '794698412345');
    save();
    await waitFor(() => expect(callsTo('/p/refund/logistics')).toHaveLength(1));
    expect(callsTo('/p/refund/logistics')[0]?.body).toMatchObject({
      company: 'FedEx',
      trackingNumber: '794698412345',
    });
    expect(backend.refunds[0]?.logistics?.company).toBe('FedEx');
    expect(backend.refunds[0]?.status).toBe(RefundStatus.ReturnShipped);
  });

  it('is not offered before the return is accepted', async () => {
    given(RefundStatus.Applied);
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Return shipping can’t be entered for this request now.' }),
    ).toBeTruthy();
  });
});
