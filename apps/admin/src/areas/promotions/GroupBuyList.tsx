import type { AdminGroupActivityRow } from '@tread/domain';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useGroupActivities } from './api/list-group-activities';
import { CloseGroupActivity } from './close-actions';
import { DaySpan, GroupCounts, onePage, PriceAgainst, ProductCell, useLeftNotice } from './list-parts';
import { GroupActivityBadge } from './offer-state';
import { GROUP_BUYS_PATH, PromotionsNav } from './PromotionsNav';

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
        <Link
          className="button button--quiet promo-icon-button promo-link-button"
          to={`${GROUP_BUYS_PATH}/${row.original.groupActivityId}/edit`}
          title="Edit"
        >
          <Pencil size={16} aria-hidden />
          <span className="visually-hidden">Edit {row.original.name}</span>
        </Link>
        <CloseGroupActivity activity={row.original} compact />
      </div>
    ),
  },
];

/** /admin/promotions/group-buys: every group buy, newest first, with its groups, read every 10 s. */
export function GroupBuyList() {
  const activities = useGroupActivities({ live: true });
  const notice = useLeftNotice();
  return (
    <>
      <PageHeader
        title="Promotions"
        subtitle="Group buys: one SKU at a group price for groups that fill within a time limit; unfilled groups are refunded."
        actions={
          <Link className="button promo-link-button" to={`${GROUP_BUYS_PATH}/new`}>
            <Plus size={16} aria-hidden /> New group buy
          </Link>
        }
      />
      <PromotionsNav />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Refusal error={activities.error} />
      <div className="promo-table">
        <DataTable
          caption="Group buys"
          columns={groupActivityColumns}
          page={onePage(activities.data)}
          loading={activities.isPending}
          empty="No group buy yet"
        />
      </div>
      <p className="muted promo-live">Groups are read again every 10 seconds while this page is open.</p>
    </>
  );
}
