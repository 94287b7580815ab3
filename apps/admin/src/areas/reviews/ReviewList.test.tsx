import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReviewMessages, refusal, UserRole } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRefusal, stubShop } from '../../testing/stub-shop';
import { orderNumberOf, type ReviewSettings, renderReviews, review, reviewsAnswer } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PHOTOS = ['/uploads/photos/u-7/tread.webp', '/uploads/photos/u-7/car.webp'];

/** Three shown reviews (one anonymous with photos, one answered) and one hidden. */
const shopReviews = (): ReviewSettings[] => [
  review(),
  review({
    reviewId: 502,
    prodName: 'Bosch ICON Wiper Blade',
    displaySize: null,
    orderDigits: '7300010000',
    customerEmail: 'sam.ortiz@example.com',
    customerName: 'Sam Ortiz',
    nickname: 'Sammy',
    rating: 2,
    text: 'Streaks after two weeks.',
    images: PHOTOS,
    anonymous: true,
    createdAt: '2026-11-25T17:00:00.000Z',
  }),
  review({
    reviewId: 503,
    orderDigits: '0000030000',
    customerName: 'Kim Park',
    nickname: 'Kim',
    rating: 4,
    text: 'Good grip, a little loud.',
    createdAt: '2026-11-18T17:00:00.000Z',
    reply: { text: 'Thanks Kim! Noise settles after break-in.', repliedAt: '2026-11-19T18:00:00.000Z' },
  }),
  review({
    reviewId: 504,
    orderDigits: '0000040000',
    customerName: 'Lou Reyes',
    nickname: 'Lou',
    rating: 1,
    text: 'Buy from example.net instead!!!',
    createdAt: '2026-11-26T17:00:00.000Z',
    hiddenReason: 'Advertises another store',
  }),
];
const [dana, sam, kim, lou] = shopReviews() as [
  ReviewSettings,
  ReviewSettings,
  ReviewSettings,
  ReviewSettings,
];

const rowOf = async (settings: ReviewSettings) =>
  (await screen.findByRole('link', { name: orderNumberOf(settings) })).closest('tr') as HTMLTableRowElement;
const authorsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[2]?.firstElementChild?.firstElementChild?.textContent);
const posts = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('the review list', () => {
  it('lists shown reviews, newest first, with product, stars, text, photos, author, order, date and reply', async () => {
    const calls = stubShop(reviewsAnswer(shopReviews(), UserRole.CustomerService));
    renderReviews('/reviews');
    const row = await rowOf(sam);
    expect(authorsShown()).toEqual(['Sam Ortiz', 'Dana Lee', 'Kim Park']);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/reviews?visibility=visible&current=1&size=20',
    ]);

    expect(row.cells[0]?.textContent).toBe('Bosch ICON Wiper Blade');
    expect(within(row).getByRole('img', { name: '2 out of 5 stars' })).toBeTruthy();
    expect(within(row).getByText('Below average')).toBeTruthy();
    expect(within(row).getByText('Streaks after two weeks.')).toBeTruthy();
    expect(
      within(within(row).getByRole('list', { name: "Photos of Sam Ortiz's review" }))
        .getAllByRole('button')
        .map((thumb) => thumb.querySelector('img')?.getAttribute('src')),
    ).toEqual(PHOTOS);
    expect(row.cells[2]?.textContent).toBe('Sam Ortizsam.ortiz@example.comshown as Anonymous');
    expect(
      within(row)
        .getByRole('link', { name: orderNumberOf(sam) })
        .getAttribute('href'),
    ).toBe(`/orders/${orderNumberOf(sam)}`);
    expect(row.cells[3]?.textContent).toBe(`${orderNumberOf(sam)}11/25/20269:00 AM PST`);

    const named = await rowOf(dana);
    expect(named.cells[0]?.textContent).toBe('Michelin Pilot Sport 4S225/45R17 94W');
    expect(named.cells[2]?.textContent).toBe('Dana Leedana.lee@example.comshown as D***');

    const answered = await rowOf(kim);
    expect(answered.cells[1]?.textContent).toContain(
      "Shop's reply · 11/19/2026Thanks Kim! Noise settles after break-in.",
    );
    expect(within(answered).getByRole('button', { name: /^Edit reply/ })).toBeTruthy();
    expect(within(named).getByRole('button', { name: /^Reply/ })).toBeTruthy();
  });

  it('narrows by rating, and lists hidden reviews with the reason under Hidden', async () => {
    const calls = stubShop(reviewsAnswer(shopReviews(), UserRole.Merchant));
    renderReviews('/reviews');
    await rowOf(dana);
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Rating' })).getByRole('button', { name: '2 ★' }),
    );
    await waitFor(() => expect(authorsShown()).toEqual(['Sam Ortiz']));

    fireEvent.click(screen.getByRole('link', { name: 'Hidden' }));
    const row = await rowOf(lou);
    expect(authorsShown()).toEqual(['Lou Reyes']);
    expect(row.cells[1]?.textContent).toContain('Hidden: Advertises another store');
    expect(within(row).getByRole('button', { name: /^Unhide/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/reviews?visibility=visible&current=1&size=20',
      '/api/admin/reviews?visibility=visible&rating=2&current=1&size=20',
      '/api/admin/reviews?visibility=hidden&current=1&size=20',
    ]);
  });
});

describe('moderating a review', () => {
  it('hides a review only with a reason; it then leaves the shown list', async () => {
    const calls = stubShop(reviewsAnswer(shopReviews(), UserRole.CustomerService));
    renderReviews('/reviews');
    fireEvent.click(within(await rowOf(sam)).getByRole('button', { name: /^Hide/ }));
    const dialog = screen.getByRole('dialog', { name: "Hide Sam Ortiz's review?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ReviewMessages.HideReasonRequired);
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason for hiding/), {
      target: { value: 'Shows a license plate' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Sam Ortiz's review is hidden from its product page.",
    );
    expect(posts(calls)).toEqual([
      { method: 'POST', url: '/api/admin/reviews/502/hide', body: { reason: 'Shows a license plate' } },
    ]);
    await waitFor(() => expect(authorsShown()).toEqual(['Dana Lee', 'Kim Park']));
  });

  it('shows a hidden review again', async () => {
    const calls = stubShop(reviewsAnswer(shopReviews(), UserRole.Merchant));
    renderReviews('/reviews/hidden');
    fireEvent.click(within(await rowOf(lou)).getByRole('button', { name: /^Unhide/ }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Lou Reyes's review is shown again on its product page.",
    );
    expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/admin/reviews/504/unhide', body: {} }]);
    expect(await screen.findByText('No hidden review')).toBeTruthy();
  });

  it('replies in the row: a reply is required, then shown under the review', async () => {
    const calls = stubShop(reviewsAnswer(shopReviews(), UserRole.Merchant));
    renderReviews('/reviews');
    const row = await rowOf(dana);
    fireEvent.click(within(row).getByRole('button', { name: /^Reply/ }));
    const form = within(row).getByRole('form', { name: 'Reply to the review of Michelin Pilot Sport 4S' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(ReviewMessages.ReplyRequired);
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/^Reply/), {
      target: { value: 'Thanks for riding on Tread!' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save reply' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Reply saved: shoppers read it under Dana Lee's review.",
    );
    expect(posts(calls)).toEqual([
      { method: 'POST', url: '/api/admin/reviews/501/reply', body: { text: 'Thanks for riding on Tread!' } },
    ]);
    await waitFor(() => expect(row.cells[1]?.textContent).toContain('Thanks for riding on Tread!'));
    expect(within(row).queryByRole('form')).toBeNull();
    expect(within(row).getByRole('button', { name: /^Edit reply/ })).toBeTruthy();
  });

  it('edits an existing reply from its text, or leaves it as it was', async () => {
    const calls = stubShop(reviewsAnswer(shopReviews(), UserRole.Admin));
    renderReviews('/reviews');
    const row = await rowOf(kim);
    fireEvent.click(within(row).getByRole('button', { name: /^Edit reply/ }));
    const reply = within(row).getByLabelText(/^Edit the reply/) as HTMLTextAreaElement;
    expect(reply.value).toBe('Thanks Kim! Noise settles after break-in.');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(row.cells[1]?.textContent).toContain('Thanks Kim! Noise settles after break-in.');

    fireEvent.click(within(row).getByRole('button', { name: /^Edit reply/ }));
    fireEvent.change(within(row).getByLabelText(/^Edit the reply/), {
      target: { value: 'Thanks Kim! Road noise settles after 500 miles.' },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Save reply' }));
    await screen.findByRole('status');
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/reviews/503/reply',
        body: { text: 'Thanks Kim! Road noise settles after 500 miles.' },
      },
    ]);
    await waitFor(() =>
      expect(row.cells[1]?.textContent).toContain('Thanks Kim! Road noise settles after 500 miles.'),
    );
  });

  it("shows the shop's refusal and leaves the review as it was", async () => {
    stubShop((call) =>
      call.method === 'POST'
        ? answerRefusal(refusal('REVIEW_NOT_FOUND'))
        : reviewsAnswer(shopReviews(), UserRole.Merchant)(call),
    );
    renderReviews('/reviews/hidden');
    fireEvent.click(within(await rowOf(lou)).getByRole('button', { name: /^Unhide/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal('REVIEW_NOT_FOUND').message);
    expect(screen.queryByRole('status')).toBeNull();
    expect(authorsShown()).toEqual(['Lou Reyes']);
  });
});
