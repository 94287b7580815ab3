import { type OutboxMail, outboxQuery } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { useOutbox } from './api/list-outbox';

const columns: Columns<OutboxMail> = [
  {
    id: 'at',
    header: 'Kept at (LA)',
    cell: ({ row }) => <span className="mail-time">{laDateTime(row.original.createdAt)}</span>,
  },
  { accessorKey: 'to', header: 'To' },
  { accessorKey: 'subject', header: 'Subject' },
  {
    accessorKey: 'text',
    header: 'Text',
    cell: ({ getValue }) => <p className="mail-text">{String(getValue())}</p>,
  },
];

/** /admin/outbox: the mail the shop kept because no SMTP server is configured (administrators only). */
export function OutboxList() {
  const { filters, setFilters, setPage } = useListFilters(outboxQuery);
  const outbox = useOutbox(filters);
  const { register, handleSubmit, reset } = useForm<{ to: string }>({ values: { to: filters.to ?? '' } });
  return (
    <>
      <PageHeader
        title="Mail outbox"
        subtitle="Mail kept instead of sent while no SMTP server is configured. It holds sign-in codes: keep it private."
      />
      <FilterBar
        onFilter={handleSubmit((form) => setFilters(form))}
        onClear={() => {
          reset({ to: '' });
          setFilters({});
        }}
      >
        <Field label="Recipient e-mail">
          <input type="email" {...register('to')} />
        </Field>
      </FilterBar>
      <Refusal error={outbox.error} />
      <DataTable
        caption="Mail outbox"
        columns={columns}
        page={outbox.data}
        loading={outbox.isFetching}
        empty="No mail kept for this recipient"
        onPage={setPage}
      />
    </>
  );
}
