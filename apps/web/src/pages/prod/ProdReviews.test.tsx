import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { premierReviews } from '../../testing/data/reviews';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest } from '../../testing/session';

const PATH = '/pages/prod/prod?prodid=7&skuId=457';

beforeEach(() => resetSessionForTest());

afterEach(() => cleanup());

describe('the product page’s reviews', () => {
  it('shows the average, how many, the two recommended reviews and the way to all of them', async () => {
    backend.reviews = premierReviews();
    renderApp(PATH);
    const block = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(block).getByText('3.8')).toBeTruthy();
    expect(within(block).getByText('5 reviews')).toBeTruthy();
    expect(screen.getByRole('link', { name: '3.8 · 5 reviews' }).getAttribute('href')).toBe('#reviews');
    const top = await within(block).findAllByRole('article');
    expect(top.map((review) => review.getAttribute('aria-label'))).toEqual([
      'Review by J***',
      'Review by S***',
    ]);
    expect(Object.fromEntries(callsTo('/comment/list')[0]?.query ?? [])).toMatchObject({
      prodId: '7',
      sort: '4',
      size: '2',
    });
    expect(within(block).getByRole('link', { name: 'See all reviews' }).getAttribute('href')).toBe(
      '/pages/comment-list/comment-list?prodId=7',
    );
  });

  it('says No reviews yet, without asking for any', async () => {
    renderApp(PATH);
    const block = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(block).getByText('No reviews yet')).toBeTruthy();
    expect(within(block).queryByRole('link', { name: 'See all reviews' })).toBeNull();
    expect(callsTo('/comment/list')).toHaveLength(0);
  });
});
