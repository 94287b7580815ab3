import {
  type AdminRefundDetail,
  acceptActionFor,
  canRefundTransition,
  formatPrice,
  RefundAction,
  RefundServiceType,
} from '@tread/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/Dialog';
import { Refusal } from '../../ui/Refusal';
import { useAcceptRefund } from './api/accept-refund';
import { useReceiveReturn } from './api/receive-return';
import { useRefuseRefund } from './api/refuse-refund';
import { DeclineDialog } from './DeclineDialog';

type Asking = 'accept' | 'decline' | 'receive' | null;

const isReturn = (refund: AdminRefundDetail) => refund.serviceType === RefundServiceType.ReturnAndRefund;
const goods = (refund: AdminRefundDetail) => `${refund.quantity} × ${refund.item.prodName}`;

/**
 * The merchant's moves the request's status allows (the domain's transitions), each asked first; what a move
 * did, or why the shop refused it, stays above the card after the request moved on.
 */
export function RefundActions({ refund }: { refund: AdminRefundDetail }) {
  const accept = useAcceptRefund(refund.refundNumber);
  const decline = useRefuseRefund(refund.refundNumber);
  const receive = useReceiveReturn(refund.refundNumber);
  const [asking, setAsking] = useState<Asking>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const amount = formatPrice(refund.amount);

  /** One move at a time: the last one's notice and refusals give way to it. */
  const start = () => {
    setNotice(null);
    accept.reset();
    decline.reset();
    receive.reset();
  };
  const pending = accept.isPending || decline.isPending || receive.isPending;
  const canAccept = canRefundTransition(acceptActionFor(refund.serviceType), refund.status);
  const canDecline = canRefundTransition(RefundAction.Refuse, refund.status);
  const canReceive = isReturn(refund) && canRefundTransition(RefundAction.ConfirmReturn, refund.status);

  return (
    <>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Refusal error={accept.error ?? decline.error ?? receive.error} />
      {(canAccept || canDecline || canReceive) && (
        <section className="card refund-actions" aria-labelledby="refund-actions">
          <h2 id="refund-actions">{canReceive ? 'Has the return arrived?' : 'Answer the request'}</h2>
          <p className="muted">
            {canReceive
              ? `Confirm receipt when the return arrives: ${goods(refund)} go back into stock and ${amount} goes back to the shopper.`
              : isReturn(refund)
                ? 'Accept to ask the shopper to send the goods back; the money goes back once they arrive.'
                : `Accept to send ${amount} back to the shopper now.`}
          </p>
          <div className="row-actions">
            {canAccept && (
              <button type="button" className="button" disabled={pending} onClick={() => setAsking('accept')}>
                {accept.isPending ? 'Accepting…' : 'Accept'}
              </button>
            )}
            {canDecline && (
              <button
                type="button"
                className="button button--danger"
                disabled={pending}
                onClick={() => setAsking('decline')}
              >
                {decline.isPending ? 'Declining…' : 'Decline'}
              </button>
            )}
            {canReceive && (
              <button
                type="button"
                className="button"
                disabled={pending}
                onClick={() => setAsking('receive')}
              >
                {receive.isPending ? 'Confirming…' : 'Confirm receipt'}
              </button>
            )}
          </div>
        </section>
      )}
      {asking === 'accept' && (
        <ConfirmDialog
          title={`Accept ${isReturn(refund) ? 'return' : 'refund'} ${refund.refundNumber}?`}
          confirm={isReturn(refund) ? 'Accept return' : 'Accept refund'}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            start();
            accept.mutate(undefined, {
              onSuccess: () =>
                setNotice(
                  isReturn(refund)
                    ? `Accepted: the shopper is asked to send ${goods(refund)} back.`
                    : `Accepted: ${amount} is going back to the shopper.`,
                ),
            });
          }}
        >
          {isReturn(refund) ? (
            <p>
              The shopper is asked to send <strong>{goods(refund)}</strong> back to the return address before
              the return deadline; <strong>{amount}</strong> goes back once you confirm receipt.
            </p>
          ) : (
            <p>
              <strong>{amount}</strong> for <strong>{goods(refund)}</strong> goes back to the shopper now, the
              way they paid.
            </p>
          )}
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
      {asking === 'decline' && (
        <DeclineDialog
          refund={refund}
          onClose={() => setAsking(null)}
          onDecline={(answer) => {
            start();
            decline.mutate(answer, {
              onSuccess: () => setNotice('Declined: the shopper can read your reason.'),
            });
          }}
        />
      )}
      {asking === 'receive' && (
        <ConfirmDialog
          title={`Confirm receipt of return ${refund.refundNumber}?`}
          confirm="Confirm receipt"
          onClose={() => setAsking(null)}
          onConfirm={() => {
            start();
            receive.mutate(undefined, {
              onSuccess: () =>
                setNotice(
                  `Receipt confirmed: the goods are back in stock and ${amount} is going back to the shopper.`,
                ),
            });
          }}
        >
          <p>
            <strong>{goods(refund)}</strong> go back into stock and <strong>{amount}</strong> goes back to the
            shopper.
          </p>
          <p>This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
