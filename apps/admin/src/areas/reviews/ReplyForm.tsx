import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminReviewRow, replyReviewRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Field } from '../../ui/Field';
import type { ReplyReviewRequest } from './api/reply-review';

/** The shop's public answer, written under the review; an existing reply is edited in place. */
export function ReplyForm({
  review,
  saving,
  onReply,
  onCancel,
}: {
  review: AdminReviewRow;
  saving: boolean;
  onReply: (reply: ReplyReviewRequest) => void;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<ReplyReviewRequest>({
    resolver: zodResolver(replyReviewRequest),
    defaultValues: { text: review.reply?.text ?? '' },
  });
  return (
    <form
      className="review-reply-form"
      aria-label={`Reply to the review of ${review.prodName}`}
      noValidate
      onSubmit={handleSubmit(onReply)}
    >
      <Field
        label={review.reply ? 'Edit the reply' : 'Reply'}
        hint="Shoppers read it under the review on the product page"
        error={formState.errors.text}
      >
        {/* biome-ignore lint/a11y/noAutofocus: the form opens because staff asked to write in it. */}
        <textarea autoFocus {...register('text')} />
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? 'Saving…' : 'Save reply'}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
