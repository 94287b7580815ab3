import { formatUsPhone, type StationAdminView, stationAdminQuery } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { useStations } from './api/browse-stations';
import { KIND_NAMES, OpenBadge } from './station-labels';

const columns: Columns<StationAdminView> = [
  {
    id: 'name',
    header: 'Name',
    cell: ({ row }) => <Link to={String(row.original.stationId)}>{row.original.name}</Link>,
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: ({ row }) => <span className="nowrap">{KIND_NAMES[row.original.kind]}</span>,
  },
  {
    id: 'address',
    header: 'Address',
    cell: ({ row }) => (
      <>
        {row.original.address1}
        <span className="muted">
          {' '}
          · {row.original.city}, {row.original.state} {row.original.zip}
        </span>
      </>
    ),
  },
  {
    id: 'phone',
    header: 'Phone',
    cell: ({ row }) => <span className="nowrap">{formatUsPhone(row.original.phone)}</span>,
  },
  { id: 'services', header: 'Services', cell: ({ row }) => row.original.services.length },
  { id: 'status', header: 'Status', cell: ({ row }) => <OpenBadge active={row.original.active} /> },
];

type FilterForm = { search: string; kind: string; status: string };

/** /admin/installers: installers and pick-up points, searched by name, city or ZIP. */
export function StationList() {
  const { filters, setFilters, setPage } = useListFilters(stationAdminQuery);
  const stations = useStations(filters);
  const navigate = useNavigate();
  const { register, handleSubmit, reset } = useForm<FilterForm>({
    values: { search: filters.search ?? '', kind: filters.kind ?? '', status: filters.status ?? '' },
  });
  return (
    <>
      <PageHeader
        title="Installers and pick-up points"
        subtitle="Partner shops that install tires, and points where shoppers collect orders. A closed one is not offered at checkout."
      />
      <FilterBar
        onFilter={handleSubmit((form) => setFilters(form))}
        onClear={() => {
          reset();
          setFilters({});
        }}
      >
        <Field label="Name, city or ZIP">
          <input type="search" {...register('search')} />
        </Field>
        <Field label="Kind">
          <select {...register('kind')}>
            <option value="">All</option>
            <option value="installer">{KIND_NAMES.installer}</option>
            <option value="pickup">{KIND_NAMES.pickup}</option>
          </select>
        </Field>
        <Field label="Status">
          <select {...register('status')}>
            <option value="">All</option>
            <option value="open">Open</option>
            <option value="closed">Closed</option>
          </select>
        </Field>
      </FilterBar>
      <Refusal error={stations.error} />
      <DataTable
        caption="Installers and pick-up points"
        columns={columns}
        page={stations.data}
        loading={stations.isFetching}
        onPage={setPage}
        onRowClick={(station) => navigate(String(station.stationId))}
      />
    </>
  );
}
