import {
  type AdminRefundRow,
  adminRefundQuery,
  formatLaDate,
  formatPrice,
  REFUND_STATUS_STEPS,
  type RefundStatus,
} from '@tread/domain';
import { type MouseEvent, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Choices } from '../../ui/Choices';
import { type Columns, DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { useRefunds } from './api/list-refunds';
import { RefundsNav } from './RefundsNav';
import { Deadline, deadlineOf, RefundItem, RefundStatusText, useNow } from './refund-parts';
import type { RefundTab } from './refund-tabs';

// Links inside a row keep their own target rather than opening the request.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

const refundColumns = (now: number): Columns<AdminRefundRow> => [
  {
    id: 'refund',
    header: 'Request',
    cell: ({ row }) => (
      <>
        <Link to={`/refunds/${row.original.refundNumber}`} onClick={stopRowClick}>
          <code>{row.original.refundNumber}</code>
        </Link>
        <div className="muted">{formatLaDate(new Date(row.original.appliedAt))}</div>
      </>
    ),
  },
  {
    id: 'order',
    header: 'Order · customer',
    cell: ({ row }) => (
      <>
        <Link to={`/orders/${row.original.orderNumber}`} onClick={stopRowClick}>
          <code>{row.original.orderNumber}</code>
        </Link>
        <div className="muted refunds__customer" title={row.original.customerEmail}>
          {row.original.customerEmail}
        </div>
      </>
    ),
  },
  { id: 'item', header: 'Item', cell: ({ row }) => <RefundItem item={row.original.item} /> },
  {
    id: 'amount',
    header: () => <div className="num">Amount</div>,
    cell: ({ row }) => (
      <div className="num">
        <strong>{formatPrice(row.original.amount)}</strong>
        <div className="muted">Qty {row.original.quantity}</div>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Service · status',
    cell: ({ row }) => (
      <div className="refunds__status">
        <div className="refunds__service">{row.original.serviceTypeLabel}</div>
        <RefundStatusText status={row.original.status} text={row.original.statusText} />
      </div>
    ),
  },
  {
    id: 'deadline',
    header: 'Deadline (LA)',
    cell: ({ row }) => {
      const deadline = deadlineOf(row.original);
      return deadline ? <Deadline {...deadline} now={now} /> : <span className="muted">—</span>;
    },
  },
];

/**
 * /admin/refunds and its tabs: the requests of the tab's status, a page at a time; a tab of two statuses
 * chooses one (kept in the address with the page). A row opens the request.
 */
export function RefundList({ tab }: { tab: RefundTab }) {
  const { filters, setFilters, setPage } = useListFilters(adminRefundQuery);
  const chosen = tab.statuses.find((status) => status === filters.status) ?? tab.statuses[0];
  const list = useRefunds({ status: chosen, current: filters.current, size: filters.size });
  const now = useNow();
  const columns = useMemo(() => refundColumns(now), [now]);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Refunds and returns" subtitle={tab.subtitle} />
      <RefundsNav />
      {chosen !== undefined && tab.statuses.length > 1 && (
        <Choices<RefundStatus>
          label="Status"
          choices={tab.statuses.map((status) => ({ value: status, label: REFUND_STATUS_STEPS[status].text }))}
          value={chosen}
          onChoose={(status) => setFilters({ status })}
        />
      )}
      <Refusal error={list.error} />
      <div className="refunds-table">
        <DataTable
          caption="Refund requests"
          columns={columns}
          page={list.data}
          loading={list.isFetching}
          empty={tab.empty}
          onPage={setPage}
          onRowClick={(refund) => void navigate(`/refunds/${refund.refundNumber}`)}
        />
      </div>
    </>
  );
}
