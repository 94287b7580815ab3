import { STAFF_ROLES, type StaffAccount, staffListQuery, type UserRole } from '@tread/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { roleNames, useMe } from '../../api/use-me';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { useChangeStaffRole } from './api/change-staff-role';
import { useStaffList } from './api/list-staff';
import { useSetStaffDisabled } from './api/set-staff-disabled';
import { InviteStaff } from './InviteStaff';

/** /admin/staff: the shop's staff accounts; invite, change a role, disable or enable (administrators only). */
export function StaffList() {
  const { filters, setFilters, setPage } = useListFilters(staffListQuery);
  const staff = useStaffList(filters);
  const me = useMe(true).data;
  const changeRole = useChangeStaffRole();
  const setDisabled = useSetStaffDisabled();
  const { register, handleSubmit, reset } = useForm<{ q: string; role: string }>({
    values: { q: filters.q ?? '', role: filters.role ?? '' },
  });

  const columns = useMemo<Columns<StaffAccount>>(
    () => [
      {
        id: 'who',
        header: 'Staff member',
        cell: ({ row }) => (
          <>
            {row.original.email}
            <br />
            <span className="muted">{row.original.nickName}</span>
          </>
        ),
      },
      {
        id: 'role',
        header: 'Role',
        cell: ({ row }) => {
          const self = row.original.userId === me?.userId;
          return (
            <select
              aria-label={`Role of ${row.original.email}`}
              value={row.original.role}
              disabled={self || changeRole.isPending}
              title={self ? 'You cannot change your own role' : undefined}
              onChange={(event) =>
                changeRole.mutate({ userId: row.original.userId, role: event.target.value as UserRole })
              }
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleNames[role]}
                </option>
              ))}
            </select>
          );
        },
      },
      { id: 'since', header: 'Since (LA)', cell: ({ row }) => laDateTime(row.original.createdAt) },
      {
        id: 'state',
        header: 'Account',
        cell: ({ row }) =>
          row.original.disabled ? (
            <span className="badge badge--off">Disabled</span>
          ) : (
            <span className="badge badge--on">Active</span>
          ),
      },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) =>
          row.original.userId === me?.userId ? (
            <span className="muted">You</span>
          ) : (
            <button
              type="button"
              className={row.original.disabled ? 'button button--quiet' : 'button button--danger'}
              disabled={setDisabled.isPending}
              onClick={() =>
                setDisabled.mutate({ userId: row.original.userId, disabled: !row.original.disabled })
              }
            >
              {row.original.disabled ? 'Enable' : 'Disable'}
              <span className="visually-hidden"> {row.original.email}</span>
            </button>
          ),
      },
    ],
    [me?.userId, changeRole, setDisabled],
  );

  return (
    <>
      <PageHeader title="Staff accounts" subtitle="Who works in the console, and what each role may do." />
      <InviteStaff />
      <FilterBar
        onFilter={handleSubmit((form) => setFilters(form))}
        onClear={() => {
          reset({ q: '', role: '' });
          setFilters({});
        }}
      >
        <Field label="E-mail starts with">
          <input type="search" {...register('q')} />
        </Field>
        <Field label="Role">
          <select {...register('role')}>
            <option value="">Any role</option>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleNames[role]}
              </option>
            ))}
          </select>
        </Field>
      </FilterBar>
      <Refusal error={staff.error ?? changeRole.error ?? setDisabled.error} />
      {(changeRole.isSuccess || setDisabled.isSuccess) && (
        <p className="notice" role="status">
          Saved. The change holds from the colleague's next click.
        </p>
      )}
      <DataTable
        caption="Staff accounts"
        columns={columns}
        page={staff.data}
        loading={staff.isFetching}
        empty="No staff account matches"
        onPage={setPage}
      />
    </>
  );
}
