import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminGroupActivityRow, formatPrice, GROUP_SIZE, parseDollarsToCents } from '@tread/domain';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { useChangeGroupActivity } from './api/change-group-activity';
import { useCreateGroupActivity } from './api/create-group-activity';
import { useGroupActivities } from './api/list-group-activities';
import { CloseGroupActivity } from './close-actions';
import {
  MissingRow,
  OfferDays,
  OfferSection,
  PriceSection,
  SaveActions,
  skuControl,
  useEditorSave,
  useRouteId,
  useSteadyValues,
} from './editor-parts';
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
  const values = useSteadyValues(activity ? groupActivityFormOf(activity) : newGroupActivityForm(new Date()));
  const { register, control, handleSubmit, watch, setError, formState } = useForm<
    GroupActivityFormInput,
    unknown,
    GroupActivityFormOutput
  >({ resolver: zodResolver(groupActivityForm), values });
  const { errors } = formState;
  const save = useEditorSave({
    what: 'group buy',
    back: { to: GROUP_BUYS_PATH, label: 'group buys' },
    create: useCreateGroupActivity(),
    change: useChangeGroupActivity(activity?.groupActivityId ?? 0),
    editing: Boolean(activity),
    created: (saved) =>
      `Group buy “${saved.name}” created: ${formatPrice(saved.groupPrice)} in groups of ${saved.groupSize}`,
    refused: (error) => showFieldRefusal(error, setError, FIELDS, SKU_REFUSALS),
  });
  return (
    <form className="promo-form" noValidate onSubmit={handleSubmit(save.submit)}>
      <OfferSection title="The group buy" shownOn="the group-buy list" register={register} errors={errors}>
        <Controller control={control} name="sku" render={skuControl} />
      </OfferSection>

      <PriceSection title="Price and group" preview={shopperSees(watch())}>
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
      </PriceSection>

      <OfferDays title="Days" register={register} errors={errors} />

      <SaveActions save={save} dirty={formState.isDirty} />
    </form>
  );
}

/** /admin/promotions/group-buys/new and …/:groupActivityId/edit — a group buy's SKU, price, group and days. */
export function GroupBuyEditor() {
  const groupActivityId = useRouteId('groupActivityId');
  const activities = useGroupActivities();
  const activity =
    groupActivityId === null ? null : activities.data?.find((row) => row.groupActivityId === groupActivityId);
  if (groupActivityId !== null && !activity) return <MissingRow list={activities} what="group buy" />;
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
