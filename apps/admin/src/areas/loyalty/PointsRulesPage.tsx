import { zodResolver } from '@hookform/resolvers/zod';
import type { PointsRulesConfig } from '@tread/domain';
import { useForm, useWatch } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { useLoyaltyConfig } from './api/read-loyalty-config';
import { useSetLoyaltyConfig } from './api/set-loyalty-config';
import { landRefusal, loyaltyMessages, refusedField } from './form-text';
import { LoyaltyPage, SaveBar } from './LoyaltyPage';
import {
  type PointsRulesFormInput,
  pointsRulesFieldOf,
  pointsRulesForm,
  pointsRulesFormValues,
  pointsRulesPreview,
} from './points-rules-form';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

function Preview({ text }: { text: string | null }) {
  return (
    <p className="loyalty-preview" aria-live="polite">
      {text ?? '—'}
    </p>
  );
}

function PointsRulesEditor({ rules }: { rules: PointsRulesConfig }) {
  const save = useSetLoyaltyConfig('pointsRules');
  const { register, control, handleSubmit, setError, formState } = useForm<
    PointsRulesFormInput,
    unknown,
    PointsRulesConfig
  >({
    resolver: zodResolver(pointsRulesForm, { error: loyaltyMessages }),
    values: pointsRulesFormValues(rules),
  });
  const { errors } = formState;
  const preview = pointsRulesPreview(useWatch({ control }));
  const submit = handleSubmit((value) =>
    save.mutate(value, { onError: (error) => landRefusal(error, setError, pointsRulesFieldOf) }),
  );
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate aria-label="Points rules">
      <div className="loyalty-form__pair">
        <section className="card loyalty-card" aria-labelledby="earning-title">
          <h2 id="earning-title">Earning</h2>
          <Field
            label="Spend per point ($)"
            error={errors.spendPerPoint}
            hint="Counted on what an order pays"
          >
            <input inputMode="decimal" className="loyalty-input--short" {...register('spendPerPoint')} />
          </Field>
          <Preview text={preview.earning} />
          {preview.example && <p className="muted loyalty-card__note">{preview.example}</p>}
        </section>
        <section className="card loyalty-card" aria-labelledby="paying-title">
          <h2 id="paying-title">Paying with points</h2>
          <Field
            label="Point value (cents)"
            error={errors.pointValueCents}
            hint="What 1 point takes off the goods at checkout"
          >
            <input inputMode="numeric" className="loyalty-input--short" {...register('pointValueCents')} />
          </Field>
          <Preview text={preview.worth} />
          {preview.back && <p className="muted loyalty-card__note">Together: {preview.back}.</p>}
        </section>
      </div>
      <section className="card loyalty-card" aria-labelledby="sign-in-title">
        <h2 id="sign-in-title">Daily sign-in</h2>
        <p className="muted loyalty-card__note">
          Points for each day of a sign-in streak. From day 8 on, day 7's reward is given every day the streak
          holds; a missed day starts again at day 1.
        </p>
        <div className="loyalty-days">
          {DAYS.map((day, i) => (
            <Field key={day} label={`Day ${day}`} error={errors.signInRewards?.[i]}>
              <input inputMode="numeric" {...register(`signInRewards.${i}`)} />
            </Field>
          ))}
        </div>
        {(errors.signInRewards?.root ?? errors.signInRewards)?.message && (
          <p className="field__error" role="alert">
            {(errors.signInRewards?.root ?? errors.signInRewards)?.message}
          </p>
        )}
      </section>
      <section className="card loyalty-card" aria-labelledby="expiry-title">
        <h2 id="expiry-title">Expiry</h2>
        <p className="loyalty-card__note">
          Points expire <strong>one year after they are earned</strong>. Shoppers see what expires within 30
          days in their points center. This is the shop's rule and is not set here.
        </p>
      </section>
      <SaveBar
        label="Save points rules"
        saved="Saved: shoppers earn and pay with points by these rules now"
        save={save}
        landed={refusedField(save.error, pointsRulesFieldOf) !== null}
        dirty={formState.isDirty}
        invalid={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/** /admin/loyalty: how points are earned, what they are worth, and the daily sign-in rewards (issue 17). */
export function PointsRulesPage() {
  const rules = useLoyaltyConfig('pointsRules');
  return <LoyaltyPage value={rules}>{(value) => <PointsRulesEditor rules={value} />}</LoyaltyPage>;
}
