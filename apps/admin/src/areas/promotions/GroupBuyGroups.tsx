import { type AdminGroupRow, effectiveGroupState, GroupState, ORDER_READ_ROLES } from '@tread/domain';
import Pencil from 'lucide-react/icons/pencil';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMe } from '../../api/use-me';
import type { Columns } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useGroupActivities } from './api/list-group-activities';
import { useGroups } from './api/list-groups';
import { CloseGroup, CloseGroupActivity } from './close-actions';
import { MissingRow } from './editor-parts';
import { daySpan, GroupCounts, LiveNote, Meter, offerLine, PromoTable } from './list-parts';
import { GroupActivityBadge, GroupStateBadge } from './offer-state';
import { GROUP_BUYS_PATH } from './PromotionsNav';

const MINUTE_MS = 60_000;

/** The time now, moved on every half minute: a group's time left counts down while the page is open. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 2);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** '5 h 07 min left', 'under a minute left'. */
function timeLeft(expiresAt: string, now: number): string {
  const minutes = Math.floor((Date.parse(expiresAt) - now) / MINUTE_MS);
  if (minutes < 1) return 'under a minute left';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${String(minutes % 60).padStart(2, '0')} min left` : `${minutes} min left`;
}

/** An order number, opening the order when the staff member's role may read orders. */
function OrderLink({ orderNumber, canOpen }: { orderNumber: string; canOpen: boolean }) {
  return canOpen ? (
    <Link to={`/orders/${orderNumber}`}>
      <code>{orderNumber}</code>
    </Link>
  ) : (
    <code>{orderNumber}</code>
  );
}

function groupColumns(now: number, canOpenOrders: boolean): Columns<AdminGroupRow> {
  const stateOf = (group: AdminGroupRow) =>
    effectiveGroupState({ state: group.state, expiresAt: new Date(group.expiresAt) }, new Date(now));
  return [
    {
      id: 'group',
      header: 'Group',
      cell: ({ row }) => (
        <div className="promo-group">
          <strong>#{row.original.groupId}</strong>
          <div className="muted">Started {laDateTime(row.original.createdAt)}</div>
        </div>
      ),
    },
    { id: 'state', header: 'State', cell: ({ row }) => <GroupStateBadge state={stateOf(row.original)} /> },
    {
      id: 'seats',
      header: 'Seats',
      cell: ({ row }) => (
        <div className="promo-sold">
          <span className="nowrap">
            <strong>{row.original.seatsTaken}</strong> / {row.original.size} taken
          </span>
          <Meter
            taken={row.original.seatsTaken}
            of={row.original.size}
            label={`Group #${row.original.groupId}: seats taken`}
          />
          <span className="muted nowrap">{row.original.paidCount} paid</span>
        </div>
      ),
    },
    {
      id: 'time',
      header: 'Time left',
      cell: ({ row }) => {
        const state = stateOf(row.original);
        if (state === GroupState.Open)
          return (
            <div className="promo-group">
              <span className="nowrap">{timeLeft(row.original.expiresAt, now)}</span>
              <div className="muted">until {laDateTime(row.original.expiresAt)}</div>
            </div>
          );
        if (state === GroupState.Failed)
          return <div className="muted promo-group">Ran out {laDateTime(row.original.expiresAt)}</div>;
        return <span className="muted">—</span>;
      },
    },
    {
      id: 'members',
      header: 'Members',
      cell: ({ row }) => (
        <ul className="promo-members">
          {row.original.members.map((member) => (
            <li key={`${member.name}-${member.joinedAt}`}>
              {member.name}
              {member.leader && <span className="muted"> · leader</span>}{' '}
              <span className={member.paid ? 'badge badge--on' : 'badge'}>
                {member.paid ? 'Paid' : 'Not paid'}
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'orders',
      header: 'Orders',
      cell: ({ row }) => (
        <ul className="promo-members">
          {row.original.orderNumbers.map((orderNumber) => (
            <li key={orderNumber}>
              <OrderLink orderNumber={orderNumber} canOpen={canOpenOrders} />
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="promo-actions">
          <CloseGroup group={row.original} compact />
        </div>
      ),
    },
  ];
}

/** /admin/promotions/group-buys/:groupActivityId — a group buy and its groups: seats, payments, time left, orders. */
export function GroupBuyGroups() {
  const groupActivityId = Number(useParams().groupActivityId);
  const activities = useGroupActivities({ live: true });
  const groups = useGroups(groupActivityId);
  const role = useMe(true).data?.role;
  const now = useNow();
  const canOpenOrders = role !== undefined && ORDER_READ_ROLES.includes(role);
  const columns = useMemo(() => groupColumns(now, canOpenOrders), [now, canOpenOrders]);
  const activity = activities.data?.find((row) => row.groupActivityId === groupActivityId);
  if (!activity) return <MissingRow list={activities} what="group buy" />;
  return (
    <>
      <p className="breadcrumb">
        <Link to={GROUP_BUYS_PATH}>Group buys</Link>
      </p>
      <PageHeader
        title={activity.name}
        subtitle={`${offerLine(activity.groupPrice, activity.price, activity)} · groups of ${activity.groupSize} within ${activity.timeLimitHours} h · ${daySpan(activity.firstDay, activity.lastDay)}`}
        actions={
          <div className="promo-header-actions">
            <GroupActivityBadge activity={activity} />
            <Link
              className="button button--quiet promo-link-button"
              to={`${GROUP_BUYS_PATH}/${activity.groupActivityId}/edit`}
            >
              <Pencil size={16} aria-hidden /> Edit
            </Link>
            <CloseGroupActivity activity={activity} />
          </div>
        }
      />
      <section className="card promo-today" aria-label="Groups so far">
        <h2>Groups</h2>
        <GroupCounts activity={activity} />
        {activity.message && <p className="muted">Shoppers read: “{activity.message}”</p>}
      </section>
      <Refusal error={groups.error} />
      <PromoTable
        caption={`Groups of ${activity.name}`}
        columns={columns}
        rows={groups.data}
        loading={groups.isPending}
        empty="No group started yet"
      />
      <LiveNote what="Groups are" />
    </>
  );
}
