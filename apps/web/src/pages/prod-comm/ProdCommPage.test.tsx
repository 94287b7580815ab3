import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  Messages,
  type OrderDetail,
  OrderStatus,
  ReviewMessages,
  TIRE_RATING_CATEGORIES,
} from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { sampleOrder } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useToastStore } from '../../ui/toast';

const ORDER = '2506020000000001';
const PATH = `/pages/prod-comm/prod-comm?orderNumber=${ORDER}`;

/** A received order of a set of tires and a part. */
function receivedOrder(changes: Partial<OrderDetail> = {}): OrderDetail {
  const order = sampleOrder(ORDER, { status: OrderStatus.Comment });
  const [tire] = order.items;
  if (!tire) throw new Error('sampleOrder has an item');
  const part = { ...tire, itemId: 2, prodId: 410, prodName: 'Bosch ICON Wiper Blade 22"', displaySize: null };
  return { ...order, items: [tire, part], ...changes };
}

const partForm = () => screen.getByRole('form', { name: /Wiper Blade/ });
const rate = (form: HTMLElement, group: string, stars: number) =>
  fireEvent.click(
    within(within(form).getByRole('radiogroup', { name: group })).getByRole('radio', {
      name: stars === 1 ? '1 star' : `${stars} stars`,
    }),
  );
const write = (form: HTMLElement, text: string) =>
  fireEvent.change(within(form).getByLabelText('Your review'), { target: { value: text } });
const photo = (name: string, bytes = 1000, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });
const pick = (form: HTMLElement, files: File[]) =>
  fireEvent.change(within(form).getByLabelText('Add photo'), { target: { files } });
const submit = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  useToastStore.setState({ current: null });
  backend.orders = [receivedOrder()];
});

afterEach(() => cleanup());

describe('writing reviews of an order', () => {
  it('asks tires for the six categories, and parts for none', async () => {
    renderApp(PATH);
    const tire = await screen.findByRole('form', { name: 'Michelin Pilot Sport 4S' });
    for (const { label } of TIRE_RATING_CATEGORIES) {
      expect(within(tire).getByRole('radiogroup', { name: label })).toBeTruthy();
    }
    expect(within(tire).getAllByRole('radiogroup')).toHaveLength(1 + TIRE_RATING_CATEGORIES.length);
    expect(within(partForm()).getAllByRole('radiogroup')).toHaveLength(1);
    expect(within(partForm()).queryByText('Rate the details')).toBeNull();
  });

  it('rates a tire with its words and categories, adds photos and posts it anonymously; the item is then done', async () => {
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Michelin Pilot Sport 4S' });
    expect(screen.getByText(`Order ${ORDER} · 0 of 2 reviewed`)).toBeTruthy();
    expect(within(form).getByText('Tap a star to rate')).toBeTruthy();

    rate(form, 'Your rating', 4);
    expect(within(form).getByText('Recommended')).toBeTruthy();
    rate(form, 'Your rating', 1);
    expect(within(form).getByText('Not recommended')).toBeTruthy();
    rate(form, 'Your rating', 5);
    expect(within(form).getByText('Highly recommended')).toBeTruthy();
    rate(form, 'Wet grip', 5);
    rate(form, 'Quietness', 3);
    write(form, '  Quiet and sure-footed in the rain.  ');
    expect(within(form).getByText('38/500')).toBeTruthy();
    pick(form, [photo('front.jpg'), photo('side.png', 2000, 'image/png')]);
    expect(await within(form).findByRole('img', { name: 'Photo 2' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('switch', { name: /Post anonymously/ }));
    submit(form);

    expect(await screen.findByText('Reviewed')).toBeTruthy();
    expect(callsTo('/p/review')[0]?.body).toEqual({
      orderNumber: ORDER,
      itemId: 1,
      rating: 5,
      text: 'Quiet and sure-footed in the rain.',
      images: ['/uploads/photos/shopper-1/photo-1.webp', '/uploads/photos/shopper-1/photo-2.webp'],
      anonymous: true,
      tireRatings: { wetGrip: 5, noise: 3 },
    });
    expect(backend.reviews[0]?.author).toBe('Anonymous');
    expect(useToastStore.getState().current?.text).toBe('Review posted');
    expect(screen.queryByRole('form', { name: 'Michelin Pilot Sport 4S' })).toBeNull();
    expect(screen.getByText(`Order ${ORDER} · 1 of 2 reviewed`)).toBeTruthy();
    expect(partForm()).toBeTruthy();
  });

  it('shows each rule’s message on its field and sends nothing until they hold', async () => {
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: 'Michelin Pilot Sport 4S' });
    submit(form);

    expect(await within(form).findByText(ReviewMessages.RatingRequired)).toBeTruthy();
    const text = within(form).getByLabelText('Your review');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(Messages.ReviewTextRequired)).toBeTruthy();
    const overall = within(form).getByRole('radiogroup', { name: 'Your rating' });
    expect(document.activeElement).toBe(within(overall).getByRole('radio', { name: '1 star' }));

    rate(form, 'Your rating', 3);
    write(form, 'x'.repeat(501));
    expect(within(form).getByText('501/500')).toBeTruthy();
    submit(form);
    expect(await within(form).findByText(Messages.ReviewTextTooLong)).toBeTruthy();
    expect(within(form).queryByText(ReviewMessages.RatingRequired)).toBeNull();
    expect(within(form).getByText('Acceptable')).toBeTruthy();
    expect(callsTo('/p/review')).toHaveLength(0);
  });

  it('keeps at most 9 photos, refuses a large or wrong file, and lets one be removed', async () => {
    renderApp(PATH);
    const form = await screen.findByRole('form', { name: /Wiper Blade/ });
    pick(form, [photo('huge.jpg', 2 * 1024 * 1024 + 1)]);
    expect(await within(form).findByText(Messages.ImageTooLarge)).toBeTruthy();
    pick(form, [photo('notes.pdf', 100, 'application/pdf')]);
    expect(await within(form).findByText(Messages.ImageBadFormat)).toBeTruthy();
    expect(callsTo('/p/photos')).toHaveLength(0);

    pick(
      form,
      Array.from({ length: 10 }, (_, index) => photo(`p${index}.jpg`)),
    );
    expect(await within(form).findByText(Messages.ReviewImagesTooMany)).toBeTruthy();
    await waitFor(() => expect(within(form).getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(9));
    expect(within(form).getByText('9/9')).toBeTruthy();
    expect(within(form).queryByLabelText('Add photo')).toBeNull();
    expect(callsTo('/p/photos')).toHaveLength(9);

    fireEvent.click(within(form).getByRole('button', { name: 'Remove photo 9' }));
    expect(within(form).getByText('8/9')).toBeTruthy();
    expect(within(form).getByLabelText('Add photo')).toBeTruthy();
  });

  it('thanks the shopper when the last item is reviewed, with the way back to the order, which is completed', async () => {
    backend.orders[0]!.items[0]!.reviewed = true;
    renderApp(PATH);
    expect(await screen.findByText('Reviewed')).toBeTruthy();
    const form = partForm();
    rate(form, 'Your rating', 4);
    write(form, 'Clears the glass without streaks.');
    submit(form);

    expect(await screen.findByRole('heading', { name: ReviewMessages.Submitted })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to order' }).getAttribute('href')).toBe(
      `/pages/order-detail/order-detail?orderNum=${ORDER}`,
    );
    expect(callsTo('/p/review')[0]?.body).toMatchObject({ itemId: 2, tireRatings: {}, anonymous: false });
    expect(backend.reviews[0]?.author).toBe('J***');
    // The thanks say it: no toast besides.
    expect(useToastStore.getState().current).toBeNull();
    expect(backend.orders[0]?.status).toBe(OrderStatus.Completed);
  });

  it('says why an order cannot be reviewed yet', async () => {
    backend.orders = [receivedOrder({ status: OrderStatus.Shipped })];
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: ReviewMessages.NotReviewable })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to order' })).toBeTruthy();
  });
});
