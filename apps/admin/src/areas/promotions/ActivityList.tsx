import { type AdminActivityRow, formatPrice } from '@tread/domain';
import { Link } from 'react-router';
import type { Columns } from '../../ui/DataTable';
import { Refusal } from '../../ui/Refusal';
import { ACTIVITY_TYPE_NAMES, type ActivityTypeValue } from './activity-form';
import { useActivities } from './api/list-activities';
import { useSetActivityState } from './api/set-activity-state';
import { ListPage, PromoTable, Window } from './list-parts';
import { ACTIVITIES_PATH } from './PromotionsNav';
import { StateBadge } from './promotion-state';
import { StateActions } from './StateActions';
import { scopeParts } from './scope';

function ActivityActions({ activity }: { activity: AdminActivityRow }) {
  const setState = useSetActivityState(activity.activityId);
  return (
    <>
      <StateActions what="activity" name={activity.name} state={activity.state} change={setState} compact />
      <Refusal error={setState.error} />
    </>
  );
}

const typeName = (activity: AdminActivityRow) =>
  ACTIVITY_TYPE_NAMES[String(activity.activityType) as ActivityTypeValue];

export const activityColumns: Columns<AdminActivityRow> = [
  {
    id: 'name',
    header: 'Activity',
    cell: ({ row }) => <Link to={`${ACTIVITIES_PATH}/${row.original.activityId}`}>{row.original.name}</Link>,
  },
  {
    id: 'type',
    header: 'Type',
    cell: ({ row }) => (
      <>
        <span className="nowrap">{typeName(row.original)}</span>
        {row.original.label !== typeName(row.original) && <div className="muted">{row.original.label}</div>}
        {row.original.membersOnly && <span className="badge">Tread Plus only</span>}
      </>
    ),
  },
  {
    id: 'covers',
    header: 'Covers',
    cell: ({ row }) =>
      scopeParts(row.original.scope).map((part) => (
        <div key={part} className="nowrap">
          {part}
        </div>
      )),
  },
  {
    id: 'window',
    header: 'Runs (LA)',
    cell: ({ row }) => <Window from={row.original.startsAt} to={row.original.endsAt} />,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <StateBadge state={row.original.state} /> },
  {
    id: 'orders',
    header: () => <div className="num">Orders</div>,
    cell: ({ row }) => <div className="num">{row.original.orders.toLocaleString('en-US')}</div>,
  },
  {
    id: 'given',
    header: () => <div className="num">Given</div>,
    cell: ({ row }) => (
      <div className="num">
        {formatPrice(row.original.discountGiven)}
        {row.original.paybackGiven > 0 && (
          <div className="muted nowrap">+ {formatPrice(row.original.paybackGiven)} back</div>
        )}
      </div>
    ),
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <ActivityActions activity={row.original} /> },
];

/** /admin/promotions/activities: every activity with its state and what it gave, newest first. */
export function ActivityList() {
  const activities = useActivities();
  return (
    <ListPage
      subtitle="Coupons shoppers claim and use, and activities that price products by themselves."
      create={{ to: `${ACTIVITIES_PATH}/new`, label: 'New activity' }}
      error={activities.error}
    >
      <PromoTable
        caption="Activities"
        columns={activityColumns}
        rows={activities.data}
        loading={activities.isFetching}
        empty="No activity yet"
      />
    </ListPage>
  );
}
