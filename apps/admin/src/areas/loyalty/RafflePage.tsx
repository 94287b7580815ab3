import { zodResolver } from '@hookform/resolvers/zod';
import { type RaffleConfig, RaffleMessages } from '@tread/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { useLoyaltyConfig } from './api/read-loyalty-config';
import { useSetLoyaltyConfig } from './api/set-loyalty-config';
import { landRefusal, loyaltyMessages, refusedField } from './form-text';
import { LoyaltyPage, SaveBar } from './LoyaltyPage';
import { PrizeTable } from './PrizeTable';
import { type RaffleFormInput, raffleFieldOf, raffleForm, raffleFormValues } from './raffle-form';

/** What a shopper meets at the wheel, as the figures typed so far read. */
function wheelSummary(form: {
  enabled?: boolean;
  spinCost?: string;
  freeSpinEveryStreakDays?: string;
}): string {
  if (!form.enabled) return `The wheel is closed: a shopper who spins reads "${RaffleMessages.Closed}".`;
  const cost = form.spinCost?.trim() || '—';
  const days = form.freeSpinEveryStreakDays?.trim() || '—';
  const price = cost === '0' ? 'Spins are free' : `A spin costs ${cost} points`;
  const free =
    days === '0'
      ? 'sign-in streaks earn no free spins'
      : `a sign-in streak earns a free spin every ${days} days`;
  return `${price}; ${free}.`;
}

function RaffleEditor({ wheel }: { wheel: RaffleConfig }) {
  const save = useSetLoyaltyConfig('raffle');
  const { register, control, handleSubmit, setError, formState } = useForm<
    RaffleFormInput,
    unknown,
    RaffleConfig
  >({
    resolver: zodResolver(raffleForm, { error: loyaltyMessages }),
    values: raffleFormValues(wheel),
  });
  const { errors } = formState;
  const summary = wheelSummary(useWatch({ control }));
  const submit = handleSubmit((value) =>
    save.mutate(value, { onError: (error) => landRefusal(error, setError, raffleFieldOf) }),
  );
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate aria-label="Lucky wheel">
      <section className="card loyalty-card" aria-labelledby="wheel-title">
        <h2 id="wheel-title">The wheel</h2>
        <label className="switch">
          <input type="checkbox" {...register('enabled')} />
          <span>
            <strong>Wheel open to shoppers</strong>
          </span>
        </label>
        <div className="loyalty-fields">
          <Field label="Points per spin" error={errors.spinCost} hint="0 makes every spin free">
            <input inputMode="numeric" {...register('spinCost')} />
          </Field>
          <Field
            label="Free spin every (sign-in days)"
            error={errors.freeSpinEveryStreakDays}
            hint="Days in a row of signing in; 0 for none"
          >
            <input inputMode="numeric" {...register('freeSpinEveryStreakDays')} />
          </Field>
        </div>
        <p className="loyalty-preview" aria-live="polite">
          {summary}
        </p>
      </section>
      <PrizeTable control={control} register={register} errors={errors} />
      <SaveBar
        label="Save the wheel"
        saved="Saved: the wheel spins with these prizes now"
        save={save}
        landed={refusedField(save.error, raffleFieldOf) !== null}
        dirty={formState.isDirty}
        invalid={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/** /admin/loyalty/wheel: the lucky wheel's price, free spins and prizes (issue 17). */
export function RafflePage() {
  const wheel = useLoyaltyConfig('raffle');
  return <LoyaltyPage value={wheel}>{(value) => <RaffleEditor wheel={value} />}</LoyaltyPage>;
}
