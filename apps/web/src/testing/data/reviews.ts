import { RatingLabel, type Review } from '@tread/domain';

/** Reviews of web tests: the Michelin Premier A/S (prodId 7) as several buyers rated it. */

/** A review as the test server keeps it: the public review, and the order item it is about. */
export interface HeldReview extends Review {
  orderNumber: string;
  itemId: number;
}

export function sampleReview(
  reviewId: number,
  changes: Partial<HeldReview> & Pick<Review, 'rating'>,
): HeldReview {
  return {
    reviewId,
    prodId: 7,
    ratingLabel: RatingLabel[changes.rating],
    text: 'Good tires.',
    images: [],
    author: 'J***',
    displaySize: '225/45R17 91H',
    tireRatings: {},
    reply: null,
    createdAt: '2025-05-01T17:00:00.000Z',
    orderNumber: `25050100000000${String(reviewId).padStart(2, '0')}`,
    itemId: 100 + reviewId,
    ...changes,
  };
}

const DETAILED =
  'Put these on my Camry in March. Quiet on the freeway, confident in the rain, and the ride is noticeably smoother than the originals.';

/** Five reviews: 5, 4, 2, 5 and 3 stars; two with photos, two detailed, one with the shop's reply. */
export const premierReviews = (): HeldReview[] => [
  sampleReview(1, {
    rating: 5,
    text: DETAILED,
    images: ['/uploads/photos/u1/a.webp', '/uploads/photos/u1/b.webp'],
    tireRatings: { dryGrip: 5, wetGrip: 5, snow: 3, noise: 4, comfort: 5, treadwear: 4 },
    reply: { text: 'Thanks for riding with Tread!', repliedAt: '2025-05-22T17:00:00.000Z' },
    createdAt: '2025-05-20T17:00:00.000Z',
  }),
  sampleReview(2, {
    rating: 4,
    text: `${DETAILED} A little pricey.`,
    author: 'M***',
    tireRatings: { wetGrip: 4, noise: 3 },
    createdAt: '2025-05-28T17:00:00.000Z',
  }),
  sampleReview(3, {
    rating: 2,
    text: 'Noisy on the highway.',
    author: 'Anonymous',
    createdAt: '2025-06-01T17:00:00.000Z',
  }),
  sampleReview(4, {
    rating: 5,
    text: 'Great grip.',
    images: ['/uploads/photos/u4/c.webp'],
    author: 'S***',
    createdAt: '2025-04-10T17:00:00.000Z',
  }),
  sampleReview(5, {
    rating: 3,
    text: 'Fine for the price.',
    author: 'K***',
    createdAt: '2025-05-05T17:00:00.000Z',
  }),
];
