import { zodResolver } from '@hookform/resolvers/zod';
import { type AdjustPointsRequest, adjustPointsRequest, PointsMessages } from '@tread/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConsoleError } from '../../api/client';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useAdjustPoints } from './api/adjust-points';
import { pointsCount } from './points-count';

type AdjustPoints = z.output<typeof adjustPointsRequest>;

// The change starts blank rather than 0, which the schema refuses.
const EMPTY = { reason: '' };
const FIELDS = ['change', 'reason'] as const;

/** The form field a refusal is about ('Not enough points' is about the change), when the form has it. */
const refusedField = (error: unknown) =>
  error instanceof ConsoleError ? FIELDS.find((name) => name === error.field) : undefined;

/** Adds or takes points with a reason the records and the audit trail keep; never below zero. */
export function PointsAdjustForm({ userId }: { userId: string }) {
  const adjust = useAdjustPoints(userId);
  const { register, handleSubmit, reset, setError, formState } = useForm<
    AdjustPointsRequest,
    unknown,
    AdjustPoints
  >({ resolver: zodResolver(adjustPointsRequest), defaultValues: EMPTY });
  const submit = handleSubmit((form) =>
    adjust.mutate(form, {
      // No values: the form element itself is reset too, which empties the change left out of EMPTY.
      onSuccess: () => reset(),
      onError: (error) => {
        const field = refusedField(error);
        if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
      },
    }),
  );
  return (
    <div>
      <form className="adjust-form" onSubmit={submit} noValidate aria-label="Adjust points">
        <Field label="Change" error={formState.errors.change} hint="Negative takes points away">
          <input placeholder="50 or -20" {...register('change', { valueAsNumber: true })} />
        </Field>
        <Field label="Reason" error={formState.errors.reason} hint="Kept in the records and the audit trail">
          <input placeholder="Missed sign-in during the outage" {...register('reason')} />
        </Field>
        <div className="adjust-form__wide">
          <button type="submit" className="button" disabled={adjust.isPending}>
            {adjust.isPending ? 'Adjusting…' : 'Adjust points'}
          </button>
        </div>
      </form>
      <Refusal error={refusedField(adjust.error) ? null : adjust.error} />
      {adjust.isSuccess && (
        <p className="notice" role="status">
          {PointsMessages.Adjusted}: now {pointsCount(adjust.data.summary.balance)}.
        </p>
      )}
    </div>
  );
}
