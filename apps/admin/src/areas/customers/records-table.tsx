import type { RowData } from '@tanstack/react-table';
import { Link } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';

/** A record's time as a Los Angeles date and time, kept on one line. */
export const whenColumn = <Row extends { time: string }>(): Columns<Row>[number] => ({
  id: 'time',
  header: 'When (LA)',
  cell: ({ row }) => <span className="nowrap">{laDateTime(row.original.time)}</span>,
});

/** A record's change, signed: '+120' or '-40'. */
export const changeColumn = <Row extends { change: number }>(header: string): Columns<Row>[number] => ({
  id: 'change',
  header,
  cell: ({ row }) => {
    const { change } = row.original;
    return (
      <span className="num">
        {change > 0 ? `+${change.toLocaleString('en-US')}` : change.toLocaleString('en-US')}
      </span>
    );
  },
});

/** An order's number as a link to its page. */
export const OrderLink = ({ number }: { number: string }) => <Link to={`/orders/${number}`}>{number}</Link>;

/** A customer's latest records of one kind, newest first, all on one page. */
export function RecordsTable<Row extends RowData>({
  caption,
  columns,
  records,
  loading,
  empty,
}: {
  caption: string;
  columns: Columns<Row>;
  records: Row[];
  loading: boolean;
  empty: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      page={{ records, total: records.length, current: 1, pages: 1 }}
      loading={loading}
      empty={empty}
    />
  );
}
