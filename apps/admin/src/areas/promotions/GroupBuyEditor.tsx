import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminGroupActivityRow, formatPrice, GROUP_SIZE, parseDollarsToCents } from '@tread/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useChangeGroupActivity } from './api/change-group-activity';
import { useCreateGroupActivity } from './api/create-group-activity';
import { useGroupActivities } from './api/list-group-activities';
import { CloseGroupActivity } from './close-actions';
import { SaveActions } from './editor-parts';
import { showFieldRefusal } from './field-refusal';
import {
  type GroupActivityFormInput,
  type GroupActivityFormOutput,
  groupActivityForm,
  groupActivityFormOf,
  newGroupActivityForm,
} from './group-activity-form';
import { daySpan, offerLine } from './list-parts';
import { priceAgainstUsual, SKU_REFUSALS } from './offer-fields';
import { GroupActivityBadge } from './offer-state';
import { GROUP_BUYS_PATH } from './PromotionsNav';
import { SkuPicker } from './SkuPicker';

const LA_DAY_HINT = 'Los Angeles day';
const FIELDS = ['name', 'groupPrice', 'groupSize', 'timeLimitHours', 'firstDay', 'lastDay'] as const;
const SIZES = Array.from({ length: GROUP_SIZE.max - GROUP_SIZE.min + 1 }, (_, i) =>
  String(GROUP_SIZE.min + i),
);

/** '$159.99 instead of $189.99 (15% off) · groups of 3 within 24 hours', once the figures read. */
function shopperSees(form: GroupActivityFormInput): string | null {
  const price = parseDollarsToCents(form.groupPrice);
  const against = priceAgainstUsual(price.ok ? price.value : null, form.sku.usualPrice);
  const hours = Number(form.timeLimitHours);
  if (!against) return null;
  return Number.isInteger(hours) && hours > 0
    ? `${against} · groups of ${form.groupSize} within ${hours} ${hours === 1 ? 'hour' : 'hours'}`
    : against;
}

function GroupBuyForm({ activity }: { activity: AdminGroupActivityRow | null }) {
  const navigate = useNavigate();
  const create = useCreateGroupActivity();
  const change = useChangeGroupActivity(activity?.groupActivityId ?? 0);
  const save = activity ? change : create;
  // The form starts again from the saved group buy after a save, but not when only its groups moved.
  const start = JSON.stringify(activity ? groupActivityFormOf(activity) : newGroupActivityForm(new Date()));
  const values = useMemo(() => JSON.parse(start) as GroupActivityFormInput, [start]);
  const { register, control, handleSubmit, watch, setError, formState } = useForm<
    GroupActivityFormInput,
    unknown,
    GroupActivityFormOutput
  >({ resolver: zodResolver(groupActivityForm), values });
  const { errors } = formState;
  const preview = shopperSees(watch());
  const onSave = handleSubmit((edit) =>
    save.mutate(edit, {
      onSuccess: (saved) => {
        if (!activity)
          navigate(GROUP_BUYS_PATH, {
            state: {
              notice: `Group buy “${saved.name}” created: ${formatPrice(saved.groupPrice)} in groups of ${saved.groupSize}`,
            },
          });
      },
      onError: (error) => showFieldRefusal(error, setError, FIELDS, SKU_REFUSALS),
    }),
  );
  return (
    <form className="promo-form" noValidate onSubmit={onSave}>
      <section className="card promo-form__section">
        <h2>The group buy</h2>
        <div className="form-grid promo-form__name">
          <Field label="Name" hint="Shown to shoppers on the group-buy list" error={errors.name}>
            <input {...register('name')} />
          </Field>
        </div>
        <Controller
          control={control}
          name="sku"
          render={({ field, fieldState }) => (
            <SkuPicker
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              focusRef={field.ref}
            />
          )}
        />
      </section>

      <section className="card promo-form__section">
        <h2>Price and group</h2>
        <div className="form-grid">
          <Field label="Group price ($)" hint="Below the SKU's usual price" error={errors.groupPrice}>
            <input inputMode="decimal" placeholder="159.99" {...register('groupPrice')} />
          </Field>
          <Field label="Group size" hint="Shoppers who must pay to fill a group" error={errors.groupSize}>
            <select {...register('groupSize')}>
              {SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} shoppers
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="Time limit (hours)"
            hint="1 to 72; an unfilled group is refunded then"
            error={errors.timeLimitHours}
          >
            <input inputMode="numeric" {...register('timeLimitHours')} />
          </Field>
        </div>
        <p className="promo-preview" aria-live="polite">
          Shoppers see: <strong>{preview ?? '—'}</strong>
        </p>
      </section>

      <section className="card promo-form__section">
        <h2>Days</h2>
        <div className="form-grid">
          <Field label="First day" hint={LA_DAY_HINT} error={errors.firstDay}>
            <input type="date" {...register('firstDay')} />
          </Field>
          <Field label="Last day" hint={LA_DAY_HINT} error={errors.lastDay}>
            <input type="date" {...register('lastDay')} />
          </Field>
        </div>
      </section>

      <SaveActions
        what="group buy"
        back={{ to: GROUP_BUYS_PATH, label: 'group buys' }}
        editing={Boolean(activity)}
        pending={save.isPending}
        error={save.error}
        saved={change.isSuccess && !formState.isDirty}
      />
    </form>
  );
}

/** /admin/promotions/group-buys/new and …/:groupActivityId/edit — a group buy's SKU, price, group and days. */
export function GroupBuyEditor() {
  const param = useParams().groupActivityId;
  const groupActivityId = param === undefined ? null : Number(param);
  const activities = useGroupActivities();
  const activity =
    groupActivityId === null ? null : activities.data?.find((row) => row.groupActivityId === groupActivityId);
  if (groupActivityId !== null && !activity) {
    if (activities.error) return <Refusal error={activities.error} />;
    if (activities.data) return <Refusal error={new Error('There is no such group buy')} />;
    return <p className="loading">Loading…</p>;
  }
  return (
    <>
      <p className="breadcrumb">
        <Link to={GROUP_BUYS_PATH}>Group buys</Link>
        {activity && (
          <>
            {' / '}
            <Link to={`${GROUP_BUYS_PATH}/${activity.groupActivityId}`}>{activity.name}</Link>
          </>
        )}
      </p>
      {activity ? (
        <PageHeader
          title={`Edit ${activity.name}`}
          subtitle={`${offerLine(activity.groupPrice, activity.price, activity)} · ${daySpan(activity.firstDay, activity.lastDay)}`}
          actions={
            <div className="promo-header-actions">
              <GroupActivityBadge activity={activity} />
              <CloseGroupActivity activity={activity} />
            </div>
          }
        />
      ) : (
        <PageHeader
          title="New group buy"
          subtitle="One SKU at a group price, for groups that fill within a time limit."
        />
      )}
      <GroupBuyForm key={activity ? `${activity.groupActivityId}` : 'new'} activity={activity ?? null} />
    </>
  );
}
