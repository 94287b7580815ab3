import { zodResolver } from '@hookform/resolvers/zod';
import { ActivityType, type AdminActivityRow, activityLabel, parseDollarsToCents } from '@tread/domain';
import { useMemo } from 'react';
import { Controller, type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../ui/Field';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import {
  ACTIVITY_TYPE_HINTS,
  ACTIVITY_TYPE_NAMES,
  ACTIVITY_TYPES,
  type ActivityFormInput,
  type ActivityFormOutput,
  type ActivityTypeValue,
  activityForm,
  activityFormOf,
  newActivityForm,
} from './activity-form';
import { useChangeActivity } from './api/change-activity';
import { useCreateActivity } from './api/create-activity';
import { useActivities } from './api/list-activities';
import { useSetActivityState } from './api/set-activity-state';
import { MissingRow, Preview, SaveActions, useEditorSave, useRouteId } from './editor-parts';
import { ACTIVITIES_PATH } from './PromotionsNav';
import { StateBadge } from './promotion-state';
import { ScopePicker } from './ScopePicker';
import { StateActions } from './StateActions';

const LA_HINT = 'Los Angeles time';

/** The label shoppers see on cards ('Buy 3 get 1 free', '15% off'), once the figure reads. */
function shopperSees(form: ActivityFormInput): string | null {
  const type = ACTIVITY_TYPES[form.type];
  if (type === ActivityType.BuyThreeReduceOne || type === ActivityType.SecondHalfPrice) {
    return activityLabel({ type, percent: null, amount: null, cashback: false });
  }
  const byPercent =
    type === ActivityType.Discount ? form.offKind === 'percent' : form.paybackKind === 'cashback';
  if (byPercent) {
    const percent = Number(form.percent);
    if (!Number.isInteger(percent) || percent < 1 || percent > 99) return null;
    return activityLabel({ type, percent, amount: null, cashback: type === ActivityType.Rebate });
  }
  const amount = parseDollarsToCents(form.amount);
  return amount.ok ? activityLabel({ type, percent: null, amount: amount.value, cashback: false }) : null;
}

/** The figure a type takes: a discount's percent or amount, a rebate's amount or a cash back percent. */
function FigureFields({
  form,
  register,
  errors,
}: {
  form: ActivityFormInput;
  register: UseFormRegister<ActivityFormInput>;
  errors: FieldErrors<ActivityFormInput>;
}) {
  const type = ACTIVITY_TYPES[form.type];
  if (type === ActivityType.Discount) {
    return (
      <>
        <Field label="Discount per unit" error={errors.offKind}>
          <select {...register('offKind')}>
            <option value="percent">Percent off</option>
            <option value="amount">Dollars off</option>
          </select>
        </Field>
        {form.offKind === 'percent' ? (
          <Field label="Percent off (%)" error={errors.percent ?? errors.amount}>
            <input inputMode="numeric" placeholder="15" {...register('percent')} />
          </Field>
        ) : (
          <Field label="Amount off each unit ($)" error={errors.amount}>
            <input inputMode="decimal" placeholder="20.00" {...register('amount')} />
          </Field>
        )}
      </>
    );
  }
  if (type === ActivityType.Rebate) {
    return (
      <>
        <Field label="Paid back as" error={errors.paybackKind}>
          <select {...register('paybackKind')}>
            <option value="rebate">Rebate per unit</option>
            <option value="cashback">Cash back (percent)</option>
          </select>
        </Field>
        {form.paybackKind === 'cashback' ? (
          <Field
            label="Cash back (%)"
            hint="Of what was paid for the item"
            error={errors.percent ?? errors.amount}
          >
            <input inputMode="numeric" placeholder="5" {...register('percent')} />
          </Field>
        ) : (
          <Field label="Rebate per unit ($)" error={errors.amount}>
            <input inputMode="decimal" placeholder="70.00" {...register('amount')} />
          </Field>
        )}
      </>
    );
  }
  return null;
}

function ActivityForm({ activity }: { activity: AdminActivityRow | null }) {
  // After a save the list is read again, and the form starts again from the saved activity.
  const values = useMemo(
    () => (activity ? activityFormOf(activity) : newActivityForm(new Date())),
    [activity],
  );
  const { register, control, handleSubmit, watch, formState } = useForm<
    ActivityFormInput,
    unknown,
    ActivityFormOutput
  >({ resolver: zodResolver(activityForm), values });
  const { errors } = formState;
  const form = watch();
  const preview = shopperSees(form);
  const save = useEditorSave({
    what: 'activity',
    back: { to: ACTIVITIES_PATH, label: 'activities' },
    create: useCreateActivity(),
    change: useChangeActivity(activity?.activityId ?? 0),
    editing: Boolean(activity),
    created: (saved) => `Activity “${saved.name}” created: ${saved.label}`,
  });
  return (
    <form className="promo-form" noValidate onSubmit={handleSubmit(save.submit)}>
      <section className="card promo-form__section">
        <h2>The activity</h2>
        <div className="form-grid">
          <Field label="Name" hint="Shown to shoppers on the activity's page" error={errors.name}>
            <input {...register('name')} />
          </Field>
          <Field label="Type" hint={ACTIVITY_TYPE_HINTS[form.type]} error={errors.type}>
            <select {...register('type')}>
              {(Object.keys(ACTIVITY_TYPES) as ActivityTypeValue[]).map((type) => (
                <option key={type} value={type}>
                  {ACTIVITY_TYPE_NAMES[type]}
                </option>
              ))}
            </select>
          </Field>
          <FigureFields form={form} register={register} errors={errors} />
        </div>
        <Field
          label="Description"
          hint="Optional: the terms shoppers read on the activity's page"
          error={errors.description}
        >
          <textarea rows={3} className="promo-description" {...register('description')} />
        </Field>
        <div className="promo-switches">
          <label className="switch">
            <input type="checkbox" {...register('membersOnly')} />
            <span>
              <strong>Tread Plus members only</strong>
              <span className="muted"> · marks its products for members; others see the member price</span>
            </span>
          </label>
        </div>
        <Preview label="Cards show" text={preview} />
      </section>

      <section className="card promo-form__section">
        <h2>When</h2>
        <div className="form-grid">
          <Field label="Starts" hint={LA_HINT} error={errors.startsAt}>
            <input type="datetime-local" {...register('startsAt')} />
          </Field>
          <Field label="Ends" hint={LA_HINT} error={errors.endsAt}>
            <input type="datetime-local" {...register('endsAt')} />
          </Field>
        </div>
      </section>

      <Controller
        control={control}
        name="scope"
        render={({ field, fieldState }) => (
          <ScopePicker value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />

      <SaveActions save={save} dirty={formState.isDirty} />
    </form>
  );
}

/** /admin/promotions/activities/new and …/:activityId — an activity's type and figure, window and scope. */
export function ActivityEditor() {
  const activityId = useRouteId('activityId');
  const activities = useActivities();
  const activity = activityId === null ? null : activities.data?.find((row) => row.activityId === activityId);
  const setState = useSetActivityState(activityId ?? 0);
  if (activityId !== null && !activity) return <MissingRow list={activities} what="activity" />;
  return (
    <>
      <p className="breadcrumb">
        <Link to={ACTIVITIES_PATH}>Activities</Link>
      </p>
      {activity ? (
        <PageHeader
          title={activity.name}
          subtitle={`${activity.label} · ${laDateTime(activity.startsAt)} to ${laDateTime(activity.endsAt)}`}
          actions={
            <div className="promo-header-actions">
              <StateBadge state={activity.state} />
              <StateActions what="activity" name={activity.name} state={activity.state} change={setState} />
            </div>
          }
        />
      ) : (
        <PageHeader
          title="New activity"
          subtitle="A price rule on products, brands or categories, for a while."
        />
      )}
      <Refusal error={setState.error} />
      <ActivityForm key={activity ? `${activity.activityId}` : 'new'} activity={activity ?? null} />
    </>
  );
}
