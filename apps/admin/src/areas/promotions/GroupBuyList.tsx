import type { AdminGroupActivityRow } from '@tread/domain';
import { Link } from 'react-router';
import type { Columns } from '../../ui/DataTable';
import { useGroupActivities } from './api/list-group-activities';
import { CloseGroupActivity } from './close-actions';
import {
  DaySpan,
  EditLink,
  GroupCounts,
  ListPage,
  LiveNote,
  PriceAgainst,
  ProductCell,
  PromoTable,
} from './list-parts';
import { GroupActivityBadge } from './offer-state';
import { GROUP_BUYS_PATH } from './PromotionsNav';

export const groupActivityColumns: Columns<AdminGroupActivityRow> = [
  {
    id: 'name',
    header: 'Group buy',
    cell: ({ row }) => (
      <Link to={`${GROUP_BUYS_PATH}/${row.original.groupActivityId}`} title="Its groups">
        {row.original.name}
      </Link>
    ),
  },
  { id: 'product', header: 'Product', cell: ({ row }) => <ProductCell {...row.original} /> },
  {
    id: 'price',
    header: () => <div className="num">Group price</div>,
    cell: ({ row }) => <PriceAgainst price={row.original.groupPrice} usual={row.original.price} />,
  },
  {
    id: 'group',
    header: 'Group',
    cell: ({ row }) => (
      <div className="nowrap">
        {row.original.groupSize} shoppers
        <div className="muted">{row.original.timeLimitHours} h to fill</div>
      </div>
    ),
  },
  { id: 'groups', header: 'Groups', cell: ({ row }) => <GroupCounts activity={row.original} /> },
  {
    id: 'days',
    header: 'Days (LA)',
    cell: ({ row }) => <DaySpan first={row.original.firstDay} last={row.original.lastDay} />,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <GroupActivityBadge activity={row.original} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="promo-actions">
        <EditLink to={`${GROUP_BUYS_PATH}/${row.original.groupActivityId}/edit`} name={row.original.name} />
        <CloseGroupActivity activity={row.original} compact />
      </div>
    ),
  },
];

/** /admin/promotions/group-buys: every group buy, newest first, with its groups, read every 10 s. */
export function GroupBuyList() {
  const activities = useGroupActivities({ live: true });
  return (
    <ListPage
      subtitle="Group buys: one SKU at a group price for groups that fill within a time limit; unfilled groups are refunded."
      create={{ to: `${GROUP_BUYS_PATH}/new`, label: 'New group buy' }}
      error={activities.error}
    >
      <PromoTable
        caption="Group buys"
        columns={groupActivityColumns}
        rows={activities.data}
        loading={activities.isPending}
        empty="No group buy yet"
      />
      <LiveNote what="Groups are" />
    </ListPage>
  );
}
