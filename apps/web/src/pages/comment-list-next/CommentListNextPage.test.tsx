import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backend, callsTo } from '../../testing/backend';
import { premierReviews } from '../../testing/data/reviews';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest } from '../../testing/session';

beforeEach(() => {
  resetSessionForTest();
  backend.reviews = premierReviews();
});

afterEach(() => cleanup());

describe('customer photos', () => {
  it('shows every photo of the reviews, newest first, each opening large with its review', async () => {
    renderApp('/pages/comment-list-next/comment-list-next?prodId=7');
    const grid = await screen.findByRole('list', { name: 'Customer photos' });
    expect(Object.fromEntries(callsTo('/comment/list')[0]?.query ?? [])).toMatchObject({
      prodId: '7',
      sort: '1',
      withPhotos: 'true',
    });
    const photos = within(grid).getAllByRole('button');
    expect(photos.map((photo) => photo.textContent)).toEqual([
      'Photo 1, from J***',
      'Photo 2, from J***',
      'Photo 3, from S***',
    ]);

    fireEvent.click(photos[2]!);
    const viewer = await screen.findByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/uploads/photos/u4/c.webp');
    expect(within(viewer).getByText('Great grip.')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Next photo' }));
    const first = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(first).getByText(/Quiet on the freeway/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All reviews' }).getAttribute('href')).toBe(
      '/pages/comment-list/comment-list?prodId=7',
    );
  });
});
