import { zodResolver } from '@hookform/resolvers/zod';
import {
  type BalanceAdjustForm,
  type BalanceAdjustFormInput,
  balanceAdjustForm,
  formatPrice,
} from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useAdjustBalance } from './api/adjust-balance';

const EMPTY: BalanceAdjustFormInput = { direction: 'credit', amount: '', reason: '' };

/** The balance now, and the form that credits or debits it with a reason the ledger and audit trail keep. */
export function BalancePanel({ email, balance }: { email: string; balance: number }) {
  const adjust = useAdjustBalance();
  const { register, handleSubmit, reset, formState } = useForm<
    BalanceAdjustFormInput,
    unknown,
    BalanceAdjustForm
  >({
    resolver: zodResolver(balanceAdjustForm),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit((form) =>
    adjust.mutate(
      {
        email,
        amountCents: form.direction === 'credit' ? form.amount : -form.amount,
        reason: form.reason,
      },
      { onSuccess: () => reset(EMPTY) },
    ),
  );
  return (
    <section className="card" aria-labelledby="balance-title">
      <h2 id="balance-title">Balance</h2>
      <p className="balance-figure">{formatPrice(balance)}</p>
      <form className="adjust-form" onSubmit={submit} noValidate>
        <Field label="Adjustment" error={formState.errors.direction}>
          <select {...register('direction')}>
            <option value="credit">Add to balance</option>
            <option value="debit">Take from balance</option>
          </select>
        </Field>
        <Field label="Amount ($)" error={formState.errors.amount}>
          <input inputMode="decimal" placeholder="25.00" {...register('amount')} />
        </Field>
        <div className="adjust-form__wide">
          <Field label="Reason" error={formState.errors.reason} hint="Kept in the ledger and the audit trail">
            <input placeholder="Late delivery goodwill" {...register('reason')} />
          </Field>
        </div>
        <div className="adjust-form__wide">
          <button type="submit" className="button" disabled={adjust.isPending}>
            {adjust.isPending ? 'Adjusting…' : 'Adjust balance'}
          </button>
        </div>
      </form>
      <Refusal error={adjust.error} />
      {adjust.isSuccess && (
        <p className="notice" role="status">
          Balance adjusted: now {formatPrice(adjust.data.balance)}.
        </p>
      )}
    </section>
  );
}
