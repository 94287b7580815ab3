import { type AdminReviewRow, ANONYMOUS_REVIEWER, formatLaDate, formatLaTime } from '@tread/domain';
import Star from 'lucide-react/icons/star';
import { Link } from 'react-router';

const STARS = [1, 2, 3, 4, 5] as const;

/** The rating as five stars, named for screen readers, with the label shoppers read. */
export function Stars({ review }: { review: AdminReviewRow }) {
  return (
    <div className="review-stars">
      <span role="img" aria-label={`${review.rating} out of 5 stars`}>
        {STARS.map((star) => (
          <Star
            key={star}
            size={15}
            aria-hidden
            className={star <= review.rating ? 'review-stars__on' : 'review-stars__off'}
          />
        ))}
      </span>
      <span className="muted">{review.ratingLabel}</span>
    </div>
  );
}

/** What was bought: the product and the size. */
export function ReviewedProduct({ review }: { review: AdminReviewRow }) {
  return (
    <div className="reviews__product">
      <div>{review.prodName}</div>
      {review.displaySize && <div className="muted">{review.displaySize}</div>}
    </div>
  );
}

/** Who wrote it: their own name and e-mail for staff, and the name shoppers see. */
export function ReviewAuthor({ review }: { review: AdminReviewRow }) {
  return (
    <div className="reviews__author">
      <div>{review.customerName}</div>
      <div className="muted reviews__email" title={review.customerEmail}>
        {review.customerEmail}
      </div>
      <span className={`badge${review.author === ANONYMOUS_REVIEWER ? ' review-badge--anonymous' : ''}`}>
        shown as {review.author}
      </span>
    </div>
  );
}

/** The order it came from, and when it was written (Los Angeles time). */
export function ReviewOrder({ review }: { review: AdminReviewRow }) {
  const written = new Date(review.createdAt);
  return (
    <div className="reviews__nowrap">
      <Link to={`/orders/${review.orderNumber}`}>
        <code>{review.orderNumber}</code>
      </Link>
      <div className="muted">{formatLaDate(written)}</div>
      <div className="muted">{formatLaTime(written)}</div>
    </div>
  );
}
