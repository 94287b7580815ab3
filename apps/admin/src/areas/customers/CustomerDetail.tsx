import { type CustomerOrder, formatPrice, formatUsPhone } from '@tread/domain';
import { Link, useParams } from 'react-router';
import { useMe } from '../../api/use-me';
import { type Columns, DataTable } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { AccountState } from './AccountState';
import { AddressList } from './AddressList';
import { useCustomerDetail } from './api/customer-detail';
import { useSetCustomerDisabled } from './api/set-customer-disabled';
import { BalanceLedger } from './BalanceLedger';
import { BalancePanel } from './BalancePanel';
import { MEMBER_STAFF_ROLES, MemberCard } from './MemberCard';
import { POINTS_STAFF_ROLES, PointsCard } from './PointsCard';

const orderColumns: Columns<CustomerOrder> = [
  {
    id: 'order',
    header: 'Order',
    cell: ({ row }) => <Link to={`/orders/${row.original.orderNumber}`}>{row.original.orderNumber}</Link>,
  },
  {
    id: 'placed',
    header: 'Placed (LA)',
    cell: ({ row }) => <span className="nowrap">{laDateTime(row.original.createdAt)}</span>,
  },
  {
    accessorKey: 'statusLabel',
    header: 'Status',
    cell: ({ getValue }) => <span className="badge">{String(getValue())}</span>,
  },
  { accessorKey: 'itemCount', header: 'Items' },
  {
    id: 'total',
    header: 'Total',
    cell: ({ row }) => <span className="num">{formatPrice(row.original.total)}</span>,
  },
];

/** /admin/customers/:userId: profile, orders, addresses, balance and its ledger, points, membership; disable, enable, adjust. */
export function CustomerDetail() {
  const userId = useParams().userId ?? '';
  const detail = useCustomerDetail(userId);
  const role = useMe(true).data?.role;
  const setDisabled = useSetCustomerDisabled(userId);
  const customer = detail.data;
  if (!customer) {
    return detail.error ? <Refusal error={detail.error} /> : <p className="loading">Loading…</p>;
  }
  return (
    <>
      <PageHeader
        title={customer.nickName}
        subtitle={customer.email}
        actions={
          <>
            <Link className="button button--quiet" to="/customers">
              All customers
            </Link>
            <button
              type="button"
              className={customer.disabled ? 'button' : 'button button--danger'}
              disabled={setDisabled.isPending}
              onClick={() => setDisabled.mutate(!customer.disabled)}
            >
              {customer.disabled ? 'Enable account' : 'Disable account'}
            </button>
          </>
        }
      />
      <Refusal error={setDisabled.error} />
      {setDisabled.isSuccess && (
        <p className="notice" role="status">
          {customer.disabled
            ? 'The account is disabled: the customer is signed out and cannot buy.'
            : 'The account is enabled again.'}
        </p>
      )}
      <div className="customer-grid">
        <section className="card" aria-labelledby="profile-title">
          <h2 id="profile-title">Profile</h2>
          <dl className="facts">
            <dt>Account</dt>
            <dd>
              <AccountState disabled={customer.disabled} />
            </dd>
            <dt>Phone</dt>
            <dd>{customer.mobile ? formatUsPhone(customer.mobile) : '—'}</dd>
            <dt>Gender</dt>
            <dd>{customer.gender ?? '—'}</dd>
            <dt>News e-mail</dt>
            <dd>{customer.mktEmail ?? 'Not subscribed'}</dd>
            <dt>Joined</dt>
            <dd>{laDateTime(customer.createdAt)}</dd>
          </dl>
        </section>
        <BalancePanel email={customer.email} balance={customer.balance} />
      </div>
      <section aria-labelledby="orders-title">
        <h2 id="orders-title">
          Orders{' '}
          <span className="muted">
            · {customer.orderCount} in all
            {customer.orderCount > customer.recentOrders.length &&
              `, the newest ${customer.recentOrders.length} shown`}
          </span>
        </h2>
        <DataTable
          caption="Recent orders"
          columns={orderColumns}
          page={{ records: customer.recentOrders, total: customer.orderCount, current: 1, pages: 1 }}
          loading={detail.isFetching}
          empty="No orders yet"
        />
      </section>
      <AddressList addresses={customer.addresses} />
      <BalanceLedger userId={userId} />
      {role && POINTS_STAFF_ROLES.includes(role) && <PointsCard userId={userId} />}
      {role && MEMBER_STAFF_ROLES.includes(role) && <MemberCard userId={userId} />}
    </>
  );
}
