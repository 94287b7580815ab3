import { type AdminTireRequest, TireRequestStatus } from '@tread/domain';
import { useState } from 'react';
import { type Choice, Choices } from '../../ui/Choices';
import { type Columns, DataTable } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { AnswerDialog } from './AnswerDialog';
import { useTireRequests } from './api/list-tire-requests';

const STATUS_LABELS: Record<TireRequestStatus, string> = {
  open: 'Waiting for an answer',
  answered: 'Answered',
  closed: 'Closed',
};

const STATUS_CHOICES: readonly Choice<TireRequestStatus | undefined>[] = [
  { value: TireRequestStatus.Open, label: 'Waiting' },
  { value: TireRequestStatus.Answered, label: 'Answered' },
  { value: TireRequestStatus.Closed, label: 'Closed' },
  { value: undefined, label: 'All' },
];

const columns = (onOpen: (row: AdminTireRequest) => void): Columns<AdminTireRequest> => [
  { id: 'asked', header: 'Asked (LA)', cell: ({ row }) => laDateTime(row.original.createdAt) },
  {
    id: 'vehicle',
    header: 'Vehicle and tires',
    cell: ({ row: { original } }) => (
      <div>
        <strong>{original.vehicleName}</strong>
        <div className="muted">
          {original.quantity} × {original.tireSize ?? 'size not known'}
          {original.note ? ` · ${original.note}` : ''}
        </div>
      </div>
    ),
  },
  {
    id: 'who',
    header: 'Shopper',
    cell: ({ row: { original } }) => (
      <div>
        {original.email}
        <div className="muted">{original.customerId ? 'Has an account' : 'Guest'}</div>
      </div>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span className={`badge${row.original.status === TireRequestStatus.Answered ? ' badge--on' : ''}`}>
        {STATUS_LABELS[row.original.status]}
      </span>
    ),
  },
  {
    id: 'actions',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: ({ row: { original } }) =>
      original.status === TireRequestStatus.Closed ? null : (
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Answer ${original.email} about the ${original.vehicleName}`}
          onClick={() => onOpen(original)}
        >
          {original.status === TireRequestStatus.Open ? 'Answer' : 'Answer again'}
        </button>
      ),
  },
];

/** /admin/tire-requests: shoppers' requests for tires nothing in the catalog fits (SPEC §1), to answer. */
export default function TireRequestList() {
  const [status, setStatus] = useState<TireRequestStatus | undefined>(TireRequestStatus.Open);
  const [current, setCurrent] = useState(1);
  const list = useTireRequests(status, current);
  const [open, setOpen] = useState<AdminTireRequest | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Tire requests"
        subtitle="Shoppers whose vehicle nothing fits ask here; answer them by e-mail and in their message center."
      />
      <Choices
        label="Status"
        choices={STATUS_CHOICES}
        value={status}
        onChoose={(chosen) => {
          setStatus(chosen);
          setCurrent(1);
        }}
      />
      <Refusal error={list.error} />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <DataTable
        caption="Tire requests"
        columns={columns((row) => {
          setNotice(null);
          setOpen(row);
        })}
        page={list.data}
        loading={list.isFetching}
        onPage={setCurrent}
        empty="No request here. Shoppers send one when no tire fits their vehicle."
      />
      {open && (
        <AnswerDialog
          key={open.id}
          request={open}
          onClose={() => setOpen(null)}
          onDone={(done) => {
            setOpen(null);
            setNotice(
              done.status === TireRequestStatus.Answered
                ? `Answer sent to ${done.email}`
                : `Request from ${done.email} closed`,
            );
          }}
        />
      )}
    </>
  );
}
