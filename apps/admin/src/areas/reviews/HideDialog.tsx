import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminReviewRow, hideReviewRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Dialog, ReasonDialogActions } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import type { HideReviewRequest } from './api/hide-review';

/** Hiding takes a review off its product page; staff say why, for whoever looks at it later. */
export function HideDialog({
  review,
  onHide,
  onClose,
}: {
  review: AdminReviewRow;
  onHide: (request: HideReviewRequest) => void;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<HideReviewRequest>({
    resolver: zodResolver(hideReviewRequest),
    defaultValues: { reason: '' },
  });
  return (
    <Dialog title={`Hide ${review.customerName}'s review?`} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit((request) => {
          onHide(request);
          onClose();
        })}
      >
        <p className="muted dialog__lead">
          It leaves the page of {review.prodName}; you can show it again later.
        </p>
        <Field
          label="Reason for hiding"
          hint="Kept with the review for staff"
          error={formState.errors.reason}
        >
          <textarea className="dialog__short" maxLength={250} data-autofocus {...register('reason')} />
        </Field>
        <ReasonDialogActions submit="Hide review" onClose={onClose} />
      </form>
    </Dialog>
  );
}
