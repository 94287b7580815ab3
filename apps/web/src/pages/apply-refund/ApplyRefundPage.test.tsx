import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CargoStatus,
  Messages,
  OrderStatus,
  RefundMessages,
  RefundServiceType,
  RefundStatus,
  refusal,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo, refuse, route } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { sampleRefund } from '../../testing/data/refunds';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useToastStore } from '../../ui/toast';

const apply = (serviceType: RefundServiceType = RefundServiceType.RefundOnly) =>
  `/packages/refund/apply-refund?orderNumber=A2&itemId=1&serviceType=${serviceType}`;

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  useToastStore.setState({ current: null });
  backend.orders = [sampleOrder('A2', { status: OrderStatus.Shipped })];
});

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
/** The message shown under a field: by the field's aria-describedby, or inside its group. */
const messageOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');
const quantityBox = () =>
  screen.getByRole('group', { name: 'Quantity to refund' }).closest('.field') as HTMLElement;
const increase = () => fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));

/** Fills what the rules ask for: a reason and a description. */
async function fillClaim() {
  fireEvent.change(await screen.findByLabelText('Reason'), {
    target: { value: 'Item damaged or defective' },
  });
  type('Description', 'The sidewall has a bulge.');
}

const image = (name: string, bytes = 1024, kind = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type: kind });
const pick = (files: File[]) =>
  fireEvent.change(document.querySelector('.photo-picker input[type="file"]') as HTMLInputElement, {
    target: { files },
  });

describe('applying for a refund', () => {
  it('sends the claim with the quoted maximum and opens the request', async () => {
    const { router } = renderApp(apply(RefundServiceType.ReturnAndRefund));
    expect(await screen.findByText('Michelin Pilot Sport 4S')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Return and refund' }) as HTMLInputElement).checked).toBe(true);
    // A return is of goods received: the goods status is not asked.
    expect(screen.queryByRole('group', { name: 'Goods status' })).toBeNull();
    expect(field('Refund amount').value).toBe('114.36');
    expect(screen.getByText('Up to $114.36')).toBeTruthy();
    await fillClaim();
    submit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/refund/details-of-refund'));
    expect(router.state.location.search).toBe('?refundNumber=RA2-1');
    expect(useToastStore.getState().current?.text).toBe(RefundMessages.Applied);
    expect(callsTo('/p/refund/apply')[0]?.body).toEqual({
      orderNumber: 'A2',
      itemId: 1,
      serviceType: RefundServiceType.ReturnAndRefund,
      cargoStatus: CargoStatus.Received,
      reason: 'Item damaged or defective',
      quantity: 1,
      amount: 11_436,
      description: 'The sidewall has a bulge.',
      images: [],
      confirmDelivery: false,
    });
    expect(await screen.findByRole('heading', { name: 'Pending merchant processing' })).toBeTruthy();
  });

  it("shows each rule's message on its field before sending anything", async () => {
    renderApp(apply());
    await screen.findByText('Michelin Pilot Sport 4S');
    type('Refund amount', '');
    submit();
    await waitFor(() => expect(field('Reason').getAttribute('aria-invalid')).toBe('true'));
    expect(messageOf(field('Reason'))).toBe(Messages.RefundReasonRequired);
    expect(messageOf(field('Refund amount'))).toContain(Messages.AmountInvalid);
    expect(messageOf(field('Description'))).toContain(Messages.RefundDescriptionRequired);

    await fillClaim();
    type('Refund amount', '114.37');
    type('Description', 'x'.repeat(251));
    expect(screen.getByText('251/250')).toBeTruthy();
    submit();
    await waitFor(() => expect(messageOf(field('Refund amount'))).toContain(Messages.RefundAmountTooLarge));
    expect(messageOf(field('Description'))).toContain(Messages.RefundDescriptionTooLong);
    expect(callsTo('/p/refund/apply')).toHaveLength(0);
  });

  it.each([
    ['quantity', refusal('RETURN_QUANTITY_TOO_LARGE'), Messages.ReturnQuantityTooLarge],
    [
      'quantity',
      {
        status: 400 as const,
        code: 'INVALID_INPUT' as const,
        message: Messages.ReturnQuantityTooSmall,
        field: 'quantity',
      },
      Messages.ReturnQuantityTooSmall,
    ],
    ['amount', refusal('REFUND_AMOUNT_TOO_LARGE'), Messages.RefundAmountTooLarge],
    ['serviceType', refusal('RETURN_BEFORE_SHIPPING'), RefundMessages.ReturnBeforeShipping],
    ['images', refusal('PHOTO_NOT_YOURS'), Messages.ImageBadFormat],
  ])("shows the server's refusal of %s on that field", async (name, answer, message) => {
    server.use(route('post', '/p/refund/apply', () => refuse(answer)));
    renderApp(apply());
    await fillClaim();
    submit();
    const shown = await screen.findByText(message);
    const where = {
      quantity: quantityBox(),
      amount: field('Refund amount').closest('.field'),
      serviceType: screen.getByRole('group', { name: 'What you need' }),
      images: screen.getByRole('group', { name: /Photos/ }),
    }[name];
    expect(where?.contains(shown)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a refusal about the request as a whole shows above the button', async () => {
    server.use(route('post', '/p/refund/apply', () => refuse(refusal('REFUND_IN_PROGRESS'))));
    renderApp(apply());
    await fillClaim();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(RefundMessages.InProgress);
  });
});

describe('quantity', () => {
  it('goes from 1 to what is left, quoting the maximum again at each step', async () => {
    renderApp(apply());
    await screen.findByText('You can refund up to 4 units');
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(decrease.disabled).toBe(true);
    increase();
    await waitFor(() => expect(field('Refund amount').value).toBe('228.73'));
    expect(callsTo('/p/refund/quote').at(-1)?.query.get('quantity')).toBe('2');
    increase();
    increase();
    await waitFor(() => expect(within(quantityBox()).getByText('4')).toBeTruthy());
    increase();
    expect(useToastStore.getState().current?.text).toBe(Messages.ReturnQuantityTooLarge);
  });

  it('units already refunded are not offered again', async () => {
    const order = backend.orders[0];
    if (!order) throw new Error('no order');
    backend.refunds = [sampleRefund(order, RefundStatus.Refunded, { quantity: 3, amount: 34_309 })];
    renderApp(apply());
    expect(await screen.findByText('You can refund 1 unit')).toBeTruthy();
  });
});

describe("the order's last item", () => {
  it('fixes the amount at what is left, delivery included, and asks before sending', async () => {
    renderApp(apply());
    await fillClaim();
    for (const _ of [2, 3, 4]) increase();
    await waitFor(() => expect(field('Refund amount').value).toBe('457.45'));
    expect(field('Refund amount').readOnly).toBe(true);
    expect(screen.getByText(/the refund includes the delivery cost/)).toBeTruthy();
    submit();

    const dialog = await screen.findByRole('dialog', { name: 'Refund the delivery cost too?' });
    expect(within(dialog).getByText(Messages.RefundIncludesDelivery)).toBeTruthy();
    expect(callsTo('/p/refund/apply')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    submit();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(callsTo('/p/refund/apply')).toHaveLength(1));
    expect(callsTo('/p/refund/apply')[0]?.body).toMatchObject({
      quantity: 4,
      amount: 45_745,
      confirmDelivery: true,
    });
  });

  it('asks too when the item became the last one while the form was open', async () => {
    const order = backend.orders[0];
    if (!order) throw new Error('no order');
    renderApp(apply());
    await fillClaim();
    // Another device refunded the other three units meanwhile.
    backend.refunds = [sampleRefund(order, RefundStatus.Refunded, { quantity: 3, amount: 34_300 })];
    submit();

    const dialog = await screen.findByRole('dialog', { name: 'Refund the delivery cost too?' });
    await waitFor(() => expect(field('Refund amount').value).toBe('114.45'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(callsTo('/p/refund/apply')).toHaveLength(2));
    expect(callsTo('/p/refund/apply')[1]?.body).toMatchObject({ amount: 11_445, confirmDelivery: true });
  });
});

describe('photos', () => {
  it('uploads up to five, each shown with a remove button', async () => {
    renderApp(apply());
    await screen.findByText('Michelin Pilot Sport 4S');
    pick([1, 2, 3, 4, 5, 6].map((n) => image(`photo-${n}.jpg`)));
    expect(await screen.findByText(Messages.RefundImagesTooMany)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(5));
    expect(callsTo('/p/photos')).toHaveLength(5);
    expect(screen.queryByText('Add photo')).toBeNull();
    expect(screen.getByText('5/5')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(4);
    expect(screen.getByText('Add photo')).toBeTruthy();

    await fillClaim();
    submit();
    await waitFor(() => expect(callsTo('/p/refund/apply')).toHaveLength(1));
    const sent = callsTo('/p/refund/apply')[0]?.body as { images: string[] };
    expect(sent.images).toEqual([1, 3, 4, 5].map((n) => `/uploads/photos/shopper-1/photo-${n}.webp`));
  });

  it('refuses pictures over 2 MB and files that are not pictures, before uploading', async () => {
    renderApp(apply());
    await screen.findByText('Michelin Pilot Sport 4S');
    pick([image('big.jpg', 2 * 1024 * 1024 + 1)]);
    expect(await screen.findByText(Messages.ImageTooLarge)).toBeTruthy();
    pick([image('notes.pdf', 100, 'application/pdf')]);
    expect(await screen.findByText(Messages.ImageBadFormat)).toBeTruthy();
    expect(callsTo('/p/photos')).toHaveLength(0);
  });
});

describe('what can be asked', () => {
  it('before shipping: refund only, goods not received, and why', async () => {
    backend.orders = [sampleOrder('A2', { status: OrderStatus.Paid })];
    renderApp(apply(RefundServiceType.ReturnAndRefund));
    expect(await screen.findByText(RefundMessages.ReturnBeforeShipping)).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Refund only',
    ]);
    await fillClaim();
    submit();
    await waitFor(() => expect(callsTo('/p/refund/apply')).toHaveLength(1));
    expect(callsTo('/p/refund/apply')[0]?.body).toMatchObject({
      serviceType: RefundServiceType.RefundOnly,
      cargoStatus: CargoStatus.NotReceived,
    });
  });

  it('refund only after shipping asks whether the goods arrived', async () => {
    renderApp(apply());
    const goods = await screen.findByRole('group', { name: 'Goods status' });
    fireEvent.click(within(goods).getByRole('radio', { name: 'Not received' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Item not received' } });
    type('Description', 'Tracking stopped a week ago.');
    submit();
    await waitFor(() => expect(callsTo('/p/refund/apply')).toHaveLength(1));
    expect(callsTo('/p/refund/apply')[0]?.body).toMatchObject({ cargoStatus: CargoStatus.NotReceived });
  });

  it("says so when the order's window has closed", async () => {
    server.use(route('get', '/p/refund/quote', () => refuse(refusal('RETURN_WINDOW_CLOSED'))));
    renderApp(apply());
    expect(await screen.findByRole('heading', { name: RefundMessages.WindowClosed })).toBeTruthy();
  });
});

describe('editing a declined request', () => {
  it('is prefilled with what it said and sent again with reapply', async () => {
    const order = backend.orders[0];
    if (!order) throw new Error('no order');
    backend.refunds = [
      sampleRefund(order, RefundStatus.Rejected, {
        quantity: 2,
        amount: 20_000,
        images: ['/uploads/photos/shopper-1/photo-9.webp'],
        sellerReason: 'Photos do not show the damage',
      }),
    ];
    const { router } = renderApp('/packages/refund/apply-refund?refundNumber=RA2');
    await waitFor(() => expect(field('Refund amount').value).toBe('200.00'));
    expect(screen.getByText('Photos do not show the damage')).toBeTruthy();
    expect((screen.getByLabelText('Reason') as HTMLSelectElement).value).toBe('Item damaged or defective');
    expect(field('Description').value).toBe('The sidewall has a bulge.');
    expect(within(quantityBox()).getByText('2')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(1);

    type('Description', 'The bulge is on the inner sidewall; new photos attached.');
    fireEvent.click(screen.getByRole('button', { name: 'Submit again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/refund/details-of-refund'));
    expect(callsTo('/p/refund/reapply')[0]?.body).toMatchObject({
      refundNumber: 'RA2',
      quantity: 2,
      amount: 20_000,
      description: 'The bulge is on the inner sidewall; new photos attached.',
    });
    expect(callsTo('/p/refund/apply')).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Pending merchant processing' })).toBeTruthy();
  });
});
