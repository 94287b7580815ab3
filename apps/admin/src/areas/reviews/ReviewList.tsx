import { type AdminReviewRow, adminReviewQuery, ReviewVisibility } from '@tread/domain';
import { useMemo, useState } from 'react';
import { type Choice, Choices } from '../../ui/Choices';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { useHideReview } from './api/hide-review';
import { useReviews } from './api/list-reviews';
import { useReplyReview } from './api/reply-review';
import { useUnhideReview } from './api/unhide-review';
import { HideDialog } from './HideDialog';
import { ReviewsNav } from './ReviewsNav';
import { reviewColumns } from './review-columns';

const RATING_CHOICES: readonly Choice<number | undefined>[] = [
  { value: undefined, label: 'All' },
  ...[5, 4, 3, 2, 1].map((rating) => ({ value: rating, label: `${rating} ★` })),
];

const TABS = {
  [ReviewVisibility.Visible]: {
    subtitle:
      'Reviews shoppers read on product pages, newest first: reply to them, or hide what breaks the rules.',
    empty: 'No review to show',
  },
  [ReviewVisibility.Hidden]: {
    subtitle:
      'Reviews staff took off product pages, with the reason; show one again if it was hidden by mistake.',
    empty: 'No hidden review',
  },
};

/** /admin/reviews (shown) and /hidden: reviews a page at a time, narrowed by rating, moderated in place. */
export function ReviewList({ visibility }: { visibility: ReviewVisibility }) {
  const { filters, setFilters, setPage } = useListFilters(adminReviewQuery);
  const list = useReviews({
    visibility,
    rating: filters.rating,
    current: filters.current,
    size: filters.size,
  });
  const hiding = useHideReview();
  const unhiding = useUnhideReview();
  const replying = useReplyReview();
  const [notice, setNotice] = useState<string | null>(null);
  const [replyTo, setReplyTo] = useState<number | null>(null);
  const [toHide, setToHide] = useState<AdminReviewRow | null>(null);
  const { mutate: hide, reset: resetHide } = hiding;
  const { mutate: unhide, reset: resetUnhide } = unhiding;
  const { mutate: reply, reset: resetReply } = replying;
  const busy = hiding.isPending || unhiding.isPending;

  const columns = useMemo(() => {
    /** One step at a time: the last one's notice and refusal give way to it. */
    const start = () => {
      setNotice(null);
      resetHide();
      resetUnhide();
      resetReply();
    };
    return reviewColumns({
      replying: replyTo,
      saving: replying.isPending,
      busy,
      startReply: (review) => {
        start();
        setReplyTo(review.reviewId);
      },
      cancelReply: () => setReplyTo(null),
      reply: (review, text) =>
        reply(
          { reviewId: review.reviewId, body: { text } },
          {
            onSuccess: () => {
              setReplyTo(null);
              setNotice(`Reply saved: shoppers read it under ${review.customerName}'s review.`);
            },
          },
        ),
      hide: (review) => {
        start();
        setToHide(review);
      },
      unhide: (review) => {
        start();
        unhide(
          { reviewId: review.reviewId, body: undefined },
          {
            onSuccess: () => setNotice(`${review.customerName}'s review is shown again on its product page.`),
          },
        );
      },
    });
  }, [replyTo, replying.isPending, busy, reply, unhide, resetHide, resetUnhide, resetReply]);
  const tab = TABS[visibility];

  return (
    <>
      <PageHeader title="Reviews" subtitle={tab.subtitle} />
      <ReviewsNav />
      <Choices
        label="Rating"
        choices={RATING_CHOICES}
        value={filters.rating}
        onChoose={(rating) => setFilters({ rating })}
      />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Refusal error={hiding.error ?? unhiding.error ?? replying.error ?? list.error} />
      <div className="reviews-table">
        <DataTable
          caption="Reviews"
          columns={columns}
          page={list.data}
          loading={list.isFetching}
          empty={tab.empty}
          onPage={setPage}
        />
      </div>
      {toHide && (
        <HideDialog
          review={toHide}
          onClose={() => setToHide(null)}
          onHide={(body) =>
            hide(
              { reviewId: toHide.reviewId, body },
              {
                onSuccess: () =>
                  setNotice(`${toHide.customerName}'s review is hidden from its product page.`),
              },
            )
          }
        />
      )}
    </>
  );
}
