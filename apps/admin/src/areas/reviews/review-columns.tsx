import { type AdminReviewRow, formatLaDate, ReviewVisibility } from '@tread/domain';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import Reply from 'lucide-react/icons/reply';
import type { Columns } from '../../ui/DataTable';
import { Photos } from '../../ui/Photos';
import { ReplyForm } from './ReplyForm';
import { ReviewAuthor, ReviewedProduct, ReviewOrder, Stars } from './review-parts';

/** What the list's rows do: the review being replied to, and each moderation step. */
type RowActions = {
  replying: number | null;
  saving: boolean;
  startReply: (review: AdminReviewRow) => void;
  cancelReply: () => void;
  reply: (review: AdminReviewRow, text: string) => void;
  hide: (review: AdminReviewRow) => void;
  unhide: (review: AdminReviewRow) => void;
  busy: boolean;
};

function ReviewBody({ review, actions }: { review: AdminReviewRow; actions: RowActions }) {
  return (
    <div className="reviews__body">
      <Stars review={review} />
      <p className="reviews__text">{review.text}</p>
      <Photos small urls={review.images} of={`${review.customerName}'s review`} />
      {review.hiddenReason && (
        <p className="reviews__hidden">
          <strong>Hidden:</strong> {review.hiddenReason}
        </p>
      )}
      {actions.replying === review.reviewId ? (
        <ReplyForm
          review={review}
          saving={actions.saving}
          onReply={({ text }) => actions.reply(review, text)}
          onCancel={actions.cancelReply}
        />
      ) : (
        review.reply && (
          <div className="reviews__reply">
            <div className="reviews__reply-head">
              Shop's reply <span className="muted">· {formatLaDate(new Date(review.reply.repliedAt))}</span>
            </div>
            <p>{review.reply.text}</p>
          </div>
        )
      )}
    </div>
  );
}

function ReviewActions({ review, actions }: { review: AdminReviewRow; actions: RowActions }) {
  const of = (
    <span className="visually-hidden">
      {' '}
      the review of {review.prodName} by {review.customerName}
    </span>
  );
  return (
    <div className="reviews__actions">
      {actions.replying !== review.reviewId && (
        <button type="button" className="button button--quiet" onClick={() => actions.startReply(review)}>
          <Reply size={16} aria-hidden /> {review.reply ? 'Edit reply' : 'Reply'}
          <span className="visually-hidden"> to</span>
          {of}
        </button>
      )}
      {review.visibility === ReviewVisibility.Visible ? (
        <button
          type="button"
          className="button button--danger"
          disabled={actions.busy}
          onClick={() => actions.hide(review)}
        >
          <EyeOff size={16} aria-hidden /> Hide{of}
        </button>
      ) : (
        <button
          type="button"
          className="button button--quiet"
          disabled={actions.busy}
          onClick={() => actions.unhide(review)}
        >
          <Eye size={16} aria-hidden /> Unhide{of}
        </button>
      )}
    </div>
  );
}

export const reviewColumns = (actions: RowActions): Columns<AdminReviewRow> => [
  { id: 'product', header: 'Product', cell: ({ row }) => <ReviewedProduct review={row.original} /> },
  {
    id: 'review',
    header: 'Review',
    cell: ({ row }) => <ReviewBody review={row.original} actions={actions} />,
  },
  { id: 'author', header: 'Author', cell: ({ row }) => <ReviewAuthor review={row.original} /> },
  { id: 'order', header: 'Order · written (LA)', cell: ({ row }) => <ReviewOrder review={row.original} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <ReviewActions review={row.original} actions={actions} />,
  },
];
