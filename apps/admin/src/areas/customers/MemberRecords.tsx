import { type AdminCustomerMember, formatLaDate, formatPrice } from '@tread/domain';
import type { Columns } from '../../ui/DataTable';
import { changeColumn, OrderLink, RecordsTable, whenColumn } from './records-table';

type GrowthRecord = AdminCustomerMember['growth'][number];
type Purchase = AdminCustomerMember['purchases'][number];

const STATUS_LABELS: Record<Purchase['status'], string> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  closed: 'Closed',
};

/** An optional instant as a Los Angeles date, MM/DD/YYYY, or a dash. */
const laDateOrDash = (iso: string | null): string => (iso ? formatLaDate(new Date(iso)) : '—');

const growthColumns: Columns<GrowthRecord> = [
  whenColumn(),
  { accessorKey: 'sourceLabel', header: 'Source' },
  changeColumn('Growth'),
  {
    id: 'reference',
    header: 'Order or top-up',
    // An order's growth names the order; a top-up's names its payment, which has no page of its own.
    cell: ({ row }) => {
      const { source, reference } = row.original;
      return source === 'order' ? <OrderLink number={reference} /> : <code>{reference}</code>;
    },
  },
];

const purchaseColumns: Columns<Purchase> = [
  { id: 'number', header: 'Purchase', cell: ({ row }) => <code>{row.original.number}</code> },
  { accessorKey: 'planName', header: 'Plan' },
  {
    id: 'amount',
    header: 'Amount',
    cell: ({ row }) => <span className="num">{formatPrice(row.original.amountCents)}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <span className="badge">{STATUS_LABELS[row.original.status]}</span>,
  },
  {
    id: 'paid',
    header: 'Paid (LA)',
    cell: ({ row }) => <span className="nowrap">{laDateOrDash(row.original.paidAt)}</span>,
  },
  {
    id: 'runs',
    header: 'Runs until (LA)',
    cell: ({ row }) => <span className="nowrap">{laDateOrDash(row.original.expiresAt)}</span>,
  },
];

/** The latest growth records, newest first: how much each completed order or top-up added. */
export function GrowthRecords({ records, loading }: { records: GrowthRecord[]; loading: boolean }) {
  return (
    <RecordsTable
      caption="Growth records"
      columns={growthColumns}
      records={records}
      loading={loading}
      empty="No growth yet"
    />
  );
}

/** The customer's Tread Plus purchases, newest first: plan, amount, whether paid, and when each runs until. */
export function MembershipPurchases({ purchases, loading }: { purchases: Purchase[]; loading: boolean }) {
  return (
    <RecordsTable
      caption="Membership purchases"
      columns={purchaseColumns}
      records={purchases}
      loading={loading}
      empty="No memberships bought"
    />
  );
}
