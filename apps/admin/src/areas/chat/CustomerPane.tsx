import { type AgentConversation, formatPrice } from '@tread/domain';
import { Link } from 'react-router';
import { laDateTime } from '../../ui/format';
import { Refusal } from '../../ui/Refusal';
import { useCustomerDetail } from '../customers/api/customer-detail';
import { useLive } from './live';

/** The right column: who the shopper is and their recent orders, each sendable as a card while the chat is mine. */
export function CustomerPane({ conversation, mine }: { conversation: AgentConversation; mine: boolean }) {
  const { customer } = conversation;
  const detail = useCustomerDetail(customer.userId);
  const live = useLive();
  const orders = detail.data?.recentOrders ?? [];
  return (
    <aside className="chat-pane chat-customer" aria-label="Customer">
      <h2>{customer.nickname || 'Customer'}</h2>
      <dl className="chat-customer__facts">
        <dt>E-mail</dt>
        <dd>{customer.email}</dd>
        <dt>Nickname</dt>
        <dd>{customer.nickname || '—'}</dd>
        {detail.data?.mobile && (
          <>
            <dt>Phone</dt>
            <dd>{detail.data.mobile}</dd>
          </>
        )}
      </dl>
      <Link className="chat-customer__open" to={`/customers/${encodeURIComponent(customer.userId)}`}>
        Open the customer
      </Link>
      <h3 className="chat-customer__heading">
        Recent orders {detail.data && <span className="badge">{detail.data.orderCount}</span>}
      </h3>
      <Refusal error={detail.error} />
      {detail.isPending ? (
        <p className="muted">Loading orders…</p>
      ) : orders.length === 0 ? (
        <p className="chat-empty">No orders yet.</p>
      ) : (
        <ul className="chat-orders" aria-label="Recent orders">
          {orders.map((order) => (
            <li key={order.orderNumber} className="chat-orders__item">
              <Link to={`/orders/${order.orderNumber}`}>{order.orderNumber}</Link>
              <span className="muted">
                {order.statusLabel} · {formatPrice(order.total)} · {order.itemCount} item
                {order.itemCount === 1 ? '' : 's'}
              </span>
              <span className="muted">{laDateTime(order.createdAt)}</span>
              {mine && (
                <button
                  type="button"
                  className="chat-chip chat-chip--card"
                  onClick={() =>
                    live.sendContent(conversation.id, { kind: 'order', orderNumber: order.orderNumber })
                  }
                >
                  Send order card<span className="visually-hidden"> {order.orderNumber}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
