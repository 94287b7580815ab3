import { type AdminOrderDetail, formatPrice, PaymentRefundReason } from '@tread/domain';
import { laDateTime } from '../../ui/format';

/** What happened to the order since it was placed: payments and refunds, packages, its timeline and staff notes. */

const REFUND_REASONS: Record<PaymentRefundReason, string> = {
  [PaymentRefundReason.OrdersNotPayable]: 'Order could no longer be paid',
  [PaymentRefundReason.Staff]: 'By staff',
  [PaymentRefundReason.GroupFailed]: 'Group buy not filled, or closed by staff',
  [PaymentRefundReason.AfterSales]: 'Refund request accepted',
};

export function OrderPayments({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="card" aria-labelledby="order-payments">
      <h2 id="order-payments">Payments and refunds</h2>
      {order.payments.length === 0 ? (
        <p className="muted">No payment yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Via</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Amount
              </th>
              <th scope="col" className="num">
                Refunded
              </th>
            </tr>
          </thead>
          <tbody>
            {order.payments.map((payment) => (
              <tr key={payment.payNumber}>
                <td>
                  <code>{payment.payNumber}</code>
                  {payment.orderNumbers.length > 1 && (
                    <div className="muted">Also pays {payment.orderNumbers.length - 1} other order(s)</div>
                  )}
                  {payment.refunds.map((refund) => (
                    <div key={refund.refundNumber} className="muted">
                      Refund {formatPrice(refund.amount)} · {REFUND_REASONS[refund.reason]} · {refund.status}{' '}
                      · {laDateTime(refund.refundedAt ?? refund.createdAt)}
                    </div>
                  ))}
                </td>
                <td>{payment.provider}</td>
                <td>
                  <span className="badge">{payment.status}</span>
                </td>
                <td className="num">{formatPrice(payment.amount)}</td>
                <td className="num">{formatPrice(payment.refunded)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function OrderPackages({ order }: { order: AdminOrderDetail }) {
  if (order.packages.length === 0) return null;
  const names = new Map(order.items.map((item) => [item.itemId, `${item.prodName} ×${item.count}`]));
  return (
    <section className="card" aria-labelledby="order-packages">
      <h2 id="order-packages">Packages</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Carrier</th>
            <th scope="col">Waybill</th>
            <th scope="col">Shipped (LA)</th>
            <th scope="col">Items</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {order.packages.map((parcel) => (
            <tr key={parcel.packageId}>
              <td>{parcel.carrier}</td>
              <td>
                <code>{parcel.waybill}</code>
              </td>
              <td>{laDateTime(parcel.shippedAt)}</td>
              <td>{parcel.itemIds.map((id) => names.get(id)).join(', ')}</td>
              <td>{parcel.stateLabel}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  return (
    <section className="card" aria-labelledby="order-timeline">
      <h2 id="order-timeline">Timeline</h2>
      <ol className="timeline">
        {order.timeline.map((entry) => (
          <li key={entry.event}>
            <div>
              <strong>{entry.label}</strong> <span className="muted">{laDateTime(entry.at)}</span>
              {(entry.detail || entry.by) && (
                <p className="muted">
                  {[entry.detail, entry.by && `by ${entry.by}`].filter(Boolean).join(' · ')}
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function OrderNotes({ order }: { order: AdminOrderDetail }) {
  if (order.notes.length === 0) return <p className="muted">No notes yet.</p>;
  return (
    <ul className="notes">
      {order.notes.map((note) => (
        <li key={note.noteId}>
          <p>{note.text}</p>
          <span className="muted">
            {note.authorEmail} · {laDateTime(note.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
