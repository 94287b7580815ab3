import { zodResolver } from '@hookform/resolvers/zod';
import { growthFor, type MembershipConfig } from '@tread/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Field } from '../../ui/Field';
import { useLoyaltyConfig } from './api/read-loyalty-config';
import { useSetLoyaltyConfig } from './api/set-loyalty-config';
import { CouponList } from './CouponPicker';
import { landRefusal, refusedField } from './form-text';
import { LevelTable } from './LevelTable';
import { LoyaltyPage, SaveBar } from './LoyaltyPage';
import {
  MEMBERSHIP_COUPONS_MAX,
  type MembershipFormInput,
  membershipFieldOf,
  membershipForm,
  membershipFormValues,
  membershipMessages,
} from './membership-form';
import { PlanTable } from './PlanTable';
import { PrivilegeTable } from './PrivilegeTable';

const EXAMPLE_ORDER_CENTS = 100_00;

/** What the growth rate typed so far gives a shopper, or null while it does not read. */
function growthPreview(growthPerDollar: string | undefined): string | null {
  const text = growthPerDollar?.trim() ?? '';
  if (!/^\d+$/.test(text)) return null;
  const rate = Number(text);
  if (rate === 0) return 'Completed orders give no growth; only top-up bonuses do.';
  return `A completed order paying $100.00 gives ${growthFor(EXAMPLE_ORDER_CENTS, rate).toLocaleString('en-US')} growth.`;
}

function MembershipEditor({ membership }: { membership: MembershipConfig }) {
  const save = useSetLoyaltyConfig('membership');
  const { register, control, handleSubmit, setError, formState } = useForm<
    MembershipFormInput,
    unknown,
    MembershipConfig
  >({
    resolver: zodResolver(membershipForm, { error: membershipMessages }),
    values: membershipFormValues(membership),
  });
  const { errors } = formState;
  const preview = growthPreview(useWatch({ control, name: 'growthPerDollar' }));
  const submit = handleSubmit((value) =>
    save.mutate(value, { onError: (error) => landRefusal(error, setError, membershipFieldOf) }),
  );
  return (
    <form className="loyalty-form" onSubmit={submit} noValidate aria-label="Membership">
      <div className="loyalty-form__pair">
        <section className="card loyalty-card" aria-labelledby="growth-title">
          <h2 id="growth-title">Growth</h2>
          <Field
            label="Growth per $1"
            error={errors.growthPerDollar}
            hint="Given for each whole dollar a completed order paid"
          >
            <input inputMode="numeric" className="loyalty-input--short" {...register('growthPerDollar')} />
          </Field>
          <p className="loyalty-preview" aria-live="polite">
            {preview ?? '—'}
          </p>
        </section>
        <section className="card loyalty-card" aria-labelledby="monthly-title">
          <h2 id="monthly-title">Monthly coupons</h2>
          <p className="muted loyalty-card__note">
            Every paying member gets these coupons once a month while the membership runs (at most{' '}
            {MEMBERSHIP_COUPONS_MAX}).
          </p>
          <Controller
            control={control}
            name="monthlyCouponIds"
            render={({ field }) => (
              <CouponList
                of="paying members each month"
                value={field.value}
                onChange={field.onChange}
                max={MEMBERSHIP_COUPONS_MAX}
              />
            )}
          />
          {errors.monthlyCouponIds?.message && (
            <p className="field__error" role="alert">
              {errors.monthlyCouponIds.message}
            </p>
          )}
        </section>
      </div>
      <LevelTable control={control} register={register} errors={errors} />
      <PlanTable control={control} register={register} errors={errors} />
      <PrivilegeTable control={control} register={register} errors={errors} />
      <SaveBar
        label="Save membership"
        saved="Saved: the member center and the membership page show this now"
        save={save}
        landed={refusedField(save.error, membershipFieldOf) !== null}
        dirty={formState.isDirty}
        invalid={Object.keys(errors).length > 0}
      />
    </form>
  );
}

/** /admin/loyalty/membership: growth, member levels, paid plans, their privileges and monthly coupons (issue 17). */
export function MembershipPage() {
  const membership = useLoyaltyConfig('membership');
  return <LoyaltyPage value={membership}>{(value) => <MembershipEditor membership={value} />}</LoyaltyPage>;
}
