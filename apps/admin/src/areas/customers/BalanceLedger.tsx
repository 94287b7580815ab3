import { formatPrice, type WalletRecord } from '@tread/domain';
import { useState } from 'react';
import { type Columns, DataTable } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';
import { Refusal } from '../../ui/Refusal';
import { useCustomerLedger } from './api/customer-ledger';

const columns: Columns<WalletRecord> = [
  {
    id: 'time',
    header: 'When (LA)',
    cell: ({ row }) => <span className="nowrap">{laDateTime(row.original.time)}</span>,
  },
  { accessorKey: 'title', header: 'Source or use' },
  {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => {
      const { change } = row.original;
      return <span className="num">{change > 0 ? `+${formatPrice(change)}` : formatPrice(change)}</span>;
    },
  },
  { accessorKey: 'note', header: 'Reason or note' },
  {
    id: 'reference',
    header: 'Order or payment',
    // A staff adjustment's reference names the staff member; who did it is in the audit trail.
    cell: ({ row }) =>
      row.original.reference.startsWith('staff:') ? (
        <span className="muted">by staff</span>
      ) : (
        <code>{row.original.reference}</code>
      ),
  },
];

/** The balance ledger, newest first, a page at a time: every change and why. */
export function BalanceLedger({ userId }: { userId: string }) {
  const [current, setCurrent] = useState(1);
  const ledger = useCustomerLedger(userId, current);
  return (
    <section aria-labelledby="ledger-title">
      <h2 id="ledger-title">Balance ledger</h2>
      <Refusal error={ledger.error} />
      <DataTable
        caption="Balance ledger"
        columns={columns}
        page={ledger.data}
        loading={ledger.isFetching}
        empty="No balance changes yet"
        onPage={setCurrent}
      />
    </section>
  );
}
