import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ReviewSort } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { premierReviews, sampleReview } from '../../testing/data/reviews';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest } from '../../testing/session';

const PATH = '/pages/comment-list/comment-list?prodId=7';

/** The authors of the reviews listed, top to bottom. */
const authors = () =>
  screen.getAllByRole('article').map((card) => card.getAttribute('aria-label')?.replace('Review by ', ''));
const lastListQuery = () => Object.fromEntries(callsTo('/comment/list').at(-1)?.query ?? []);
const chip = (name: string | RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  resetSessionForTest();
  backend.reviews = premierReviews();
});

afterEach(() => cleanup());

describe('a product’s reviews', () => {
  it('sums them up: the average, how many, the spread from 5 to 1, the tire categories and the photos', async () => {
    renderApp(PATH);
    const summary = await screen.findByRole('region', { name: 'Rating summary' });
    // (5 + 4 + 2 + 5 + 3) / 5
    expect(within(summary).getByText('3.8')).toBeTruthy();
    expect(within(summary).getByText('5 reviews')).toBeTruthy();
    for (const spread of [
      '5 stars: 2 reviews',
      '4 stars: 1 review',
      '2 stars: 1 review',
      '1 star: 0 reviews',
    ]) {
      expect(within(summary).getByText(spread)).toBeTruthy();
    }
    const categories = Object.fromEntries(
      [...summary.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(categories).toEqual({
      'Dry grip': '5.0',
      'Wet grip': '4.5',
      'Snow & ice': '3.0',
      Quietness: '3.5',
      Comfort: '5.0',
      Treadwear: '4.0',
    });
    expect(
      within(summary).getByRole('link', { name: 'Customer photos from 2 reviews' }).getAttribute('href'),
    ).toBe('/pages/comment-list-next/comment-list-next?prodId=7');
  });

  it('lists the recommended first, and asks again for the most recent', async () => {
    const { router } = renderApp(PATH);
    await screen.findAllByRole('article');
    // With photos, then detailed, then by rating.
    expect(authors()).toEqual(['J***', 'S***', 'M***', 'K***', 'Anonymous']);
    expect(lastListQuery()).toMatchObject({
      prodId: '7',
      sort: String(ReviewSort.Recommended),
      current: '1',
    });
    expect(chip('Recommended').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(chip('Most Recent'));
    await waitFor(() => expect(authors()).toEqual(['Anonymous', 'M***', 'J***', 'K***', 'S***']));
    expect(lastListQuery()).toMatchObject({ sort: String(ReviewSort.MostRecent) });
    expect(router.state.location.search).toBe('?prodId=7&sort=1');
  });

  it('sorts the highest and the lowest rated first, newest first among equals', async () => {
    renderApp(`${PATH}&sort=2`);
    await screen.findAllByRole('article');
    expect(authors()).toEqual(['J***', 'S***', 'M***', 'K***', 'Anonymous']);
    expect(lastListQuery()).toMatchObject({ sort: String(ReviewSort.HighestRated) });

    fireEvent.click(chip('Lowest Rated'));
    await waitFor(() => expect(authors()).toEqual(['Anonymous', 'K***', 'M***', 'J***', 'S***']));
    expect(lastListQuery()).toMatchObject({ sort: String(ReviewSort.LowestRated) });
  });

  it('filters by photos and by rating, and shows all again', async () => {
    renderApp(`${PATH}&sort=1`);
    await screen.findAllByRole('article');
    fireEvent.click(chip('With photos (2)'));
    await waitFor(() => expect(authors()).toEqual(['J***', 'S***']));
    expect(lastListQuery()).toMatchObject({ sort: '1', withPhotos: 'true' });

    fireEvent.click(chip('2 stars (1)'));
    expect(await screen.findByRole('heading', { name: 'No reviews match these filters' })).toBeTruthy();
    expect(lastListQuery()).toMatchObject({ rating: '2', withPhotos: 'true' });

    fireEvent.click(screen.getByRole('button', { name: 'Show all reviews' }));
    await waitFor(() => expect(authors()).toHaveLength(5));
    expect(lastListQuery()).not.toHaveProperty('rating');
    expect(lastListQuery()).not.toHaveProperty('withPhotos');
  });

  it('shows one rating at a time, and all again', async () => {
    renderApp(PATH);
    await screen.findAllByRole('article');
    fireEvent.click(chip('5 stars (2)'));
    await waitFor(() => expect(authors()).toEqual(['J***', 'S***']));
    expect(lastListQuery()).toMatchObject({ rating: '5' });
    expect(chip('All (5)').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(chip('All (5)'));
    await waitFor(() => expect(authors()).toHaveLength(5));
    expect(lastListQuery()).not.toHaveProperty('rating');
  });

  it('shows a review whole: stars and words, who, when, the size, the text, photos to enlarge, categories, the reply', async () => {
    renderApp(PATH);
    const review = await screen.findByRole('article', { name: 'Review by J***' });
    expect(within(review).getByText('Rated 5 out of 5')).toBeTruthy();
    expect(within(review).getByText('Highly recommended')).toBeTruthy();
    expect(within(review).getByText('05/20/2025')).toBeTruthy();
    expect(within(review).getByText('Size bought: 225/45R17 91H')).toBeTruthy();
    expect(within(review).getByText(/Quiet on the freeway/)).toBeTruthy();
    expect(within(review).getByText('Dry grip')).toBeTruthy();
    expect(within(review).getByText('Thanks for riding with Tread!')).toBeTruthy();
    expect(within(review).getByText('Response from Tread')).toBeTruthy();

    fireEvent.click(within(review).getByRole('button', { name: 'View photo 2 of 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/photos/u1/b.webp');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 2' })).toBeTruthy();

    const short = screen.getByRole('article', { name: 'Review by K***' });
    expect(within(short).queryByText('Response from Tread')).toBeNull();
    expect(within(short).queryByRole('list', { name: 'Photos' })).toBeNull();
  });

  it('loads more as the shopper scrolls, then says all were read', async () => {
    backend.reviews = Array.from({ length: 12 }, (_, index) =>
      sampleReview(index + 1, { rating: 4, author: `R${index + 1}***` }),
    );
    renderApp(`${PATH}&sort=1`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(lastListQuery()).toMatchObject({ current: '2', size: '10' });
    expect(screen.getByText("You've read all the reviews")).toBeTruthy();
  });

  it('says when there are none yet', async () => {
    backend.reviews = [];
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeTruthy();
    expect(callsTo('/comment/list')).toHaveLength(0);
  });
});
