import { type AuditEntry, auditQuery } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { AuditChange } from './AuditChange';
import { useAuditTrail } from './api/browse-audit';

const columns: Columns<AuditEntry> = [
  { id: 'at', header: 'When (LA)', cell: ({ row }) => laDateTime(row.original.at) },
  {
    id: 'who',
    header: 'Who',
    cell: ({ row }) => (
      <>
        {row.original.actorEmail}
        <span className="muted"> · {row.original.actorRole}</span>
      </>
    ),
  },
  { accessorKey: 'action', header: 'What', cell: ({ getValue }) => <code>{String(getValue())}</code> },
  { accessorKey: 'subject', header: 'Which', cell: ({ getValue }) => <code>{String(getValue())}</code> },
  {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => <AuditChange before={row.original.before} after={row.original.after} />,
  },
];

type FilterForm = { actorEmail: string; action: string; subject: string; from: string; to: string };

export function AuditTrail() {
  const { filters, setFilters, setPage } = useListFilters(auditQuery);
  const trail = useAuditTrail(filters);
  const { register, handleSubmit, reset } = useForm<FilterForm>({
    values: {
      actorEmail: filters.actorEmail ?? '',
      action: filters.action ?? '',
      subject: filters.subject ?? '',
      from: filters.from ?? '',
      to: filters.to ?? '',
    },
  });
  return (
    <>
      <PageHeader
        title="Audit trail"
        subtitle="Every change made by staff: who, when, what, before and after."
      />
      <FilterBar
        onFilter={handleSubmit((form) => setFilters(form))}
        onClear={() => {
          reset();
          setFilters({});
        }}
      >
        <Field label="Staff e-mail">
          <input type="email" {...register('actorEmail')} />
        </Field>
        <Field label="Action">
          <input placeholder="order.ship" {...register('action')} />
        </Field>
        <Field label="Subject starts with">
          <input placeholder="order:" {...register('subject')} />
        </Field>
        <Field label="From">
          <input type="date" {...register('from')} />
        </Field>
        <Field label="To">
          <input type="date" {...register('to')} />
        </Field>
      </FilterBar>
      <Refusal error={trail.error} />
      <DataTable
        caption="Audit trail"
        columns={columns}
        page={trail.data}
        loading={trail.isFetching}
        onPage={setPage}
      />
    </>
  );
}
