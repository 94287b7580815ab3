import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminTireRequest,
  formatUsPhone,
  TIRE_REQUEST_REPLY_MAX,
  TireRequestStatus,
  tireRequestReply,
} from '@tread/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useUpdateTireRequest } from './api/update-tire-request';

type AnswerForm = z.infer<typeof tireRequestReply>;

/** A request with what the shopper asked, and the answer they receive by e-mail and in their message center. */
export function AnswerDialog({
  request,
  onDone,
  onClose,
}: {
  request: AdminTireRequest;
  onDone: (done: AdminTireRequest) => void;
  onClose: () => void;
}) {
  const update = useUpdateTireRequest(request.id);
  const { register, handleSubmit, formState } = useForm<AnswerForm>({
    resolver: zodResolver(tireRequestReply),
    defaultValues: { reply: request.reply ?? '' },
  });
  const submit = handleSubmit(({ reply }) =>
    update.mutate({ status: TireRequestStatus.Answered, reply }, { onSuccess: onDone }),
  );
  return (
    <Dialog title={`Tires for a ${request.vehicleName}`} onClose={onClose} wide>
      <dl className="tire-request-facts">
        <dt>Asked for</dt>
        <dd>
          {request.quantity} × {request.tireSize ?? 'size not known'}
        </dd>
        <dt>Answer to</dt>
        <dd>
          {request.email}
          {request.phone ? ` · ${formatUsPhone(request.phone)}` : ''}
          {request.customerId ? ' · has an account' : ' · guest'}
        </dd>
        {request.note && (
          <>
            <dt>Note</dt>
            <dd>{request.note}</dd>
          </>
        )}
      </dl>
      <form onSubmit={submit} noValidate aria-label="Answer">
        <Field
          label="Your answer"
          hint={`Sent by e-mail${request.customerId ? ' and to their message center' : ''}, at most ${TIRE_REQUEST_REPLY_MAX.toLocaleString('en-US')} characters`}
          error={formState.errors.reply}
        >
          <textarea maxLength={TIRE_REQUEST_REPLY_MAX} data-autofocus {...register('reply')} />
        </Field>
        <Refusal error={update.error} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={update.isPending}>
            {update.isPending ? 'Sending…' : 'Send answer'}
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={update.isPending}
            onClick={() => update.mutate({ status: TireRequestStatus.Closed }, { onSuccess: onDone })}
          >
            Close without answer
          </button>
        </div>
      </form>
    </Dialog>
  );
}
