import {
  type AdminRefundDetail,
  CargoStatus,
  formatPrice,
  formatUsPhone,
  RefundServiceType,
} from '@tread/domain';
import { Link } from 'react-router';
import { laDateTime } from '../../ui/format';
import { Photos } from '../../ui/Photos';
import { Deadline, RefundItem, RefundStatusText, useNow } from './refund-parts';

/** The request as the shopper made it, the shop's answer, the return, and where it stands. */

const CARGO_NAMES: Record<CargoStatus, string> = {
  [CargoStatus.NotReceived]: 'Not received by the shopper',
  [CargoStatus.Received]: 'Received by the shopper',
};

export function RefundRequestFacts({ refund }: { refund: AdminRefundDetail }) {
  return (
    <section className="card" aria-labelledby="refund-request">
      <h2 id="refund-request">Request</h2>
      <div className="refund-detail__item">
        <RefundItem item={refund.item} />
        <code className="muted">{refund.item.partyCode}</code>
      </div>
      <dl className="facts">
        <div>
          <dt>Service</dt>
          <dd>{refund.serviceTypeLabel}</dd>
        </div>
        <div>
          <dt>Goods</dt>
          <dd>{CARGO_NAMES[refund.cargoStatus]}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>
            {refund.quantity} of {refund.item.count} bought at {formatPrice(refund.item.price)}
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>
            <strong>{formatPrice(refund.amount)}</strong>
            {refund.includesDelivery && (
              <span className="muted">The order's last units: delivery and fees included</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{refund.reason}</dd>
        </div>
        <div>
          <dt>Description</dt>
          <dd className="refund-detail__text">{refund.description}</dd>
        </div>
        {refund.images.length > 0 && (
          <div>
            <dt>Photos</dt>
            <dd>
              <Photos urls={refund.images} of={`request ${refund.refundNumber}`} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Why the shop declined, as the shopper reads it. */
export function SellerAnswer({ refund }: { refund: AdminRefundDetail }) {
  if (!refund.sellerReason) return null;
  return (
    <section className="card" aria-labelledby="refund-answer">
      <h2 id="refund-answer">Seller's answer</h2>
      <dl className="facts">
        <div>
          <dt>Reason</dt>
          <dd className="refund-detail__text">{refund.sellerReason}</dd>
        </div>
        {refund.sellerRemark && (
          <div>
            <dt>Remark</dt>
            <dd className="refund-detail__text">{refund.sellerRemark}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** A return's way back: where it goes, and the parcel the shopper sent. */
export function ReturnFacts({ refund }: { refund: AdminRefundDetail }) {
  if (refund.serviceType !== RefundServiceType.ReturnAndRefund) return null;
  const { logistics } = refund;
  return (
    <section className="card" aria-labelledby="refund-return">
      <h2 id="refund-return">Return logistics</h2>
      {!refund.returnAddress && !logistics && (
        <p className="muted refund-detail__none">The return address is given once you accept the request.</p>
      )}
      <dl className="facts">
        {refund.returnAddress && (
          <div>
            <dt>Send to</dt>
            <dd>{refund.returnAddress}</dd>
          </div>
        )}
        {logistics ? (
          <>
            <div>
              <dt>Carrier</dt>
              <dd>{logistics.company}</dd>
            </div>
            <div>
              <dt>Tracking</dt>
              <dd>
                <code>{logistics.trackingNumber}</code>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{formatUsPhone(logistics.phone)}</dd>
            </div>
            <div>
              <dt>Shipped</dt>
              <dd>{laDateTime(logistics.shippedAt)}</dd>
            </div>
          </>
        ) : (
          refund.returnAddress && (
            <div>
              <dt>Parcel</dt>
              <dd className="muted">Not sent yet</dd>
            </div>
          )
        )}
      </dl>
    </section>
  );
}

/** Where the request stands, then the steps of the flow (a refund only skips the return's two), the one it is on marked. */
export function RefundSteps({ refund }: { refund: AdminRefundDetail }) {
  return (
    <section className="card" aria-labelledby="refund-steps">
      <h2 id="refund-steps">Steps</h2>
      <p className="refund-detail__status">
        <RefundStatusText status={refund.status} text={refund.statusText} />
      </p>
      <ol className="refund-steps">
        {refund.steps.map((step) => (
          <li
            key={step.step}
            className={step.done ? 'refund-steps__done' : step.current ? 'refund-steps__current' : undefined}
            aria-current={step.current ? 'step' : undefined}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Who asked, on which order, by when the next move is due, and where the money went. */
export function RefundStanding({ refund }: { refund: AdminRefundDetail }) {
  const now = useNow();
  return (
    <section className="card" aria-labelledby="refund-standing">
      <h2 id="refund-standing">Customer and deadlines</h2>
      <dl className="facts">
        <div>
          <dt>Customer</dt>
          <dd>{refund.customerEmail}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>
            <Link to={`/orders/${refund.orderNumber}`}>
              <code>{refund.orderNumber}</code>
            </Link>
          </dd>
        </div>
        <div>
          <dt>Applied</dt>
          <dd>{laDateTime(refund.appliedAt)}</dd>
        </div>
        {refund.respondBy && (
          <div>
            <dt>Answer</dt>
            <dd>
              <Deadline label="by" at={refund.respondBy} now={now} />
              <span className="muted">Accepted on its own if not answered by then.</span>
            </dd>
          </div>
        )}
        {refund.returnBy && (
          <div>
            <dt>Return</dt>
            <dd>
              <Deadline label="by" at={refund.returnBy} now={now} />
              <span className="muted">Closes if the shopper has not sent it by then.</span>
            </dd>
          </div>
        )}
        {refund.refundedAt && (
          <div>
            <dt>Refunded</dt>
            <dd>{laDateTime(refund.refundedAt)}</dd>
          </div>
        )}
        {refund.refundTo && (
          <div>
            <dt>Refund to</dt>
            <dd>{refund.refundTo}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
