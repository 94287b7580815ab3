import type { PointsRecord } from '@tread/domain';
import type { Columns } from '../../ui/DataTable';
import { changeColumn, OrderLink, RecordsTable, whenColumn } from './records-table';

const columns: Columns<PointsRecord> = [
  whenColumn(),
  { accessorKey: 'sourceLabel', header: 'Source or use' },
  changeColumn('Change'),
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => {
      const { orderNumber } = row.original;
      return orderNumber ? <OrderLink number={orderNumber} /> : null;
    },
  },
  { accessorKey: 'note', header: 'Reason or note' },
];

/** The latest points records, newest first: every change, where it came from and why. */
export function PointsRecords({ records, loading }: { records: PointsRecord[]; loading: boolean }) {
  return (
    <RecordsTable
      caption="Points records"
      columns={columns}
      records={records}
      loading={loading}
      empty="No points changes yet"
    />
  );
}
