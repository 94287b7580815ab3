import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffCancelRequest, staffCancelRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useCancelOrder } from './api/cancel-order';

/** Close an unpaid order for the shopper; its stock and anything else it took go back at once. */
export function CancelForm({ orderNumber }: { orderNumber: string }) {
  const cancel = useCancelOrder(orderNumber);
  const { register, handleSubmit, formState } = useForm<StaffCancelRequest>({
    resolver: zodResolver(staffCancelRequest),
    defaultValues: { reason: '' },
  });
  return (
    <form
      className="actions-card"
      aria-label="Cancel the order"
      onSubmit={handleSubmit((form) => cancel.mutate(form))}
    >
      <h2>Cancel the unpaid order</h2>
      <Field
        label="Reason"
        hint="Kept in the order's timeline; the shopper reads that the shop canceled it"
        error={formState.errors.reason}
      >
        <input {...register('reason')} />
      </Field>
      <Refusal error={cancel.error} />
      <div className="row-actions">
        <button type="submit" className="button button--danger" disabled={cancel.isPending}>
          Cancel order
        </button>
      </div>
    </form>
  );
}
