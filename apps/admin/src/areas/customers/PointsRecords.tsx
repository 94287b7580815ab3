import type { PointsRecord } from '@tread/domain';
import { Link } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';

const columns: Columns<PointsRecord> = [
  {
    id: 'time',
    header: 'When (LA)',
    cell: ({ row }) => <span className="nowrap">{laDateTime(row.original.time)}</span>,
  },
  { accessorKey: 'sourceLabel', header: 'Source or use' },
  {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => {
      const { change } = row.original;
      return (
        <span className="num">
          {change > 0 ? `+${change.toLocaleString('en-US')}` : change.toLocaleString('en-US')}
        </span>
      );
    },
  },
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => {
      const { orderNumber } = row.original;
      return orderNumber ? <Link to={`/orders/${orderNumber}`}>{orderNumber}</Link> : null;
    },
  },
  { accessorKey: 'note', header: 'Reason or note' },
];

/** The latest points records, newest first: every change, where it came from and why. */
export function PointsRecords({ records, loading }: { records: PointsRecord[]; loading: boolean }) {
  return (
    <DataTable
      caption="Points records"
      columns={columns}
      page={{ records, total: records.length, current: 1, pages: 1 }}
      loading={loading}
      empty="No points changes yet"
    />
  );
}
