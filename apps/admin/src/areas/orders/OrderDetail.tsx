import {
  type AdminOrderDetail,
  ORDER_FULFILLMENT_ROLES,
  ORDER_NOTE_ROLES,
  StaffOrderAction,
  type UserRole,
} from '@tread/domain';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Link, useParams } from 'react-router';
import { useMe } from '../../api/use-me';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useMarkInstalled } from './api/mark-installed';
import { useOrderDetail } from './api/order-detail';
import { CancelForm } from './CancelForm';
import { NoteForm } from './NoteForm';
import { OrderAmounts, OrderDelivery, OrderItems } from './OrderFacts';
import { OrderNotes, OrderPackages, OrderPayments, OrderTimeline } from './OrderHistory';
import { ShipForm } from './ShipForm';
import { StatusBadge } from './StatusBadge';

/** What the order's status lets staff do, for the roles that fulfill orders. */
function OrderActions({ order }: { order: AdminOrderDetail }) {
  const install = useMarkInstalled(order.orderNumber);
  const can = (action: StaffOrderAction) => order.staffActions.includes(action);
  return (
    <section className="card" aria-label="Actions">
      {(can(StaffOrderAction.Ship) || can(StaffOrderAction.DeliverToInstaller)) && <ShipForm order={order} />}
      {can(StaffOrderAction.Install) && (
        <div className="actions-card">
          <h2>At {order.station?.name ?? 'the installer'}</h2>
          <p className="muted">
            Mark the order installed once the shop has fitted the tires; it is then complete.
          </p>
          <Refusal error={install.error} />
          <div className="row-actions">
            <button
              type="button"
              className="button"
              disabled={install.isPending}
              onClick={() => install.mutate(undefined)}
            >
              Mark installed
            </button>
          </div>
        </div>
      )}
      {can(StaffOrderAction.Cancel) && <CancelForm orderNumber={order.orderNumber} />}
    </section>
  );
}

const allowed = (roles: readonly UserRole[], role: UserRole | undefined) =>
  role !== undefined && roles.includes(role);

/** /admin/orders/:orderNumber: the whole order, its history, and the moves its status allows. */
export function OrderDetail() {
  const { orderNumber = '' } = useParams();
  const detail = useOrderDetail(orderNumber);
  const role = useMe(true).data?.role;
  const order = detail.data;
  const back = (
    <Link to=".." className="button button--quiet">
      <ArrowLeft size={16} aria-hidden /> All orders
    </Link>
  );
  if (!order) {
    return (
      <>
        <PageHeader title={`Order ${orderNumber}`} actions={back} />
        {detail.error ? <Refusal error={detail.error} /> : <p className="loading">Loading…</p>}
      </>
    );
  }
  const acts = allowed(ORDER_FULFILLMENT_ROLES, role) && order.staffActions.length > 0;
  return (
    <>
      <PageHeader
        title={`Order ${order.orderNumber}`}
        subtitle={`Placed ${laDateTime(order.createdAt)} by ${order.customerEmail}`}
        actions={
          <div className="row-actions">
            <StatusBadge status={order.status} />
            {back}
          </div>
        }
      />
      <div className="order-detail">
        <div className="order-detail__column">
          {acts && <OrderActions order={order} />}
          <OrderItems order={order} />
          <OrderPackages order={order} />
          <OrderPayments order={order} />
        </div>
        <div className="order-detail__column">
          <OrderAmounts order={order} />
          <OrderDelivery order={order} />
          <OrderTimeline order={order} />
          <section className="card" aria-labelledby="order-notes">
            <h2 id="order-notes">Staff notes</h2>
            <OrderNotes order={order} />
            {allowed(ORDER_NOTE_ROLES, role) && <NoteForm orderNumber={order.orderNumber} />}
          </section>
        </div>
      </div>
    </>
  );
}
