import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminRefundDetail, type RefuseRefundRequest, refuseRefundRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Dialog, ReasonDialogActions } from '../../ui/Dialog';
import { Field } from '../../ui/Field';

/** Declining asks why: the reason is required and the shopper reads it, with the remark, on the request. */
export function DeclineDialog({
  refund,
  onDecline,
  onClose,
}: {
  refund: AdminRefundDetail;
  onDecline: (answer: RefuseRefundRequest) => void;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<RefuseRefundRequest>({
    resolver: zodResolver(refuseRefundRequest),
    defaultValues: { reason: '', remark: '' },
  });
  return (
    <Dialog title={`Decline request ${refund.refundNumber}?`} onClose={onClose}>
      <form
        noValidate
        onSubmit={handleSubmit((answer) => {
          onDecline(answer);
          onClose();
        })}
      >
        <p className="muted dialog__lead">
          {refund.serviceTypeLabel} of {refund.quantity} × {refund.item.prodName}. The shopper reads your
          answer and may edit the request and send it again.
        </p>
        <Field label="Reason for declining" error={formState.errors.reason}>
          <textarea className="dialog__short" maxLength={250} data-autofocus {...register('reason')} />
        </Field>
        <Field
          label="Remark (optional)"
          hint="Anything more the shopper should know"
          error={formState.errors.remark}
        >
          <textarea className="dialog__short" maxLength={250} {...register('remark')} />
        </Field>
        <ReasonDialogActions submit="Decline request" onClose={onClose} />
      </form>
    </Dialog>
  );
}
