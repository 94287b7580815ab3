import { type CustomerCard, customerSearchQuery, formatUsPhone } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { AccountState } from './AccountState';
import { useCustomerSearch } from './api/search-customers';

const columns: Columns<CustomerCard> = [
  {
    id: 'name',
    header: 'Customer',
    cell: ({ row }) => (
      <Link to={row.original.userId} onClick={(event) => event.stopPropagation()}>
        {row.original.nickName}
      </Link>
    ),
  },
  { accessorKey: 'email', header: 'E-mail' },
  {
    id: 'phone',
    header: 'Phone',
    cell: ({ row }) =>
      row.original.mobile ? formatUsPhone(row.original.mobile) : <span className="muted">—</span>,
  },
  {
    id: 'joined',
    header: 'Joined (LA)',
    cell: ({ row }) => <span className="nowrap">{laDateTime(row.original.createdAt)}</span>,
  },
  { id: 'state', header: 'Account', cell: ({ row }) => <AccountState disabled={row.original.disabled} /> },
];

/** /admin/customers: search customers by the start of an e-mail, a name or a phone number. */
export function CustomerList() {
  const { filters, setFilters, setPage } = useListFilters(customerSearchQuery);
  const customers = useCustomerSearch(filters);
  const navigate = useNavigate();
  const { register, handleSubmit, reset } = useForm<{ q: string }>({ values: { q: filters.q ?? '' } });
  return (
    <>
      <PageHeader title="Customers" subtitle="Find a customer to see their orders, addresses and balance." />
      <FilterBar
        submitLabel="Search"
        onFilter={handleSubmit((form) => setFilters(form))}
        onClear={() => {
          reset({ q: '' });
          setFilters({});
        }}
      >
        <Field label="E-mail, name or phone" hint="Matches from the start: 'ann', 'ann@', '(213) 555'">
          <input type="search" {...register('q')} />
        </Field>
      </FilterBar>
      <Refusal error={customers.error} />
      <DataTable
        caption="Customers"
        columns={columns}
        page={customers.data}
        loading={customers.isFetching}
        empty="No customer matches this search"
        onPage={setPage}
        onRowClick={(customer) => navigate(customer.userId)}
      />
    </>
  );
}
