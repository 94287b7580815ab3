import { type AdminInvoiceRow, formatPrice } from '@tread/domain';
import Stamp from 'lucide-react/icons/stamp';
import { useId, useRef } from 'react';
import { INVOICE_TYPE_NAMES } from './invoice-parts';

/**
 * 'Issue' on an invoice in review: it asks first, in a modal dialog naming the order and the title the invoice
 * is made out to, with the safe answer focused; issuing cannot be undone.
 */
export function IssueButton({
  invoice,
  issuing,
  onIssue,
}: {
  invoice: AdminInvoiceRow;
  issuing: boolean;
  onIssue: (orderNumber: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="button invoices__action"
        disabled={issuing}
        onClick={() => {
          dialog.current?.showModal();
          keepButton.current?.focus();
        }}
      >
        <Stamp size={16} aria-hidden /> {issuing ? 'Issuing…' : 'Issue'}
        <span className="visually-hidden"> invoice for order {invoice.orderNumber}</span>
      </button>
      <dialog ref={dialog} className="invoice-confirm" aria-labelledby={titleId}>
        <h2 id={titleId}>Issue the invoice for order {invoice.orderNumber}?</h2>
        <p>
          A {INVOICE_TYPE_NAMES[invoice.type].toLowerCase()} invoice made out to{' '}
          <strong>{invoice.title}</strong>
          {invoice.taxpayerNumber && (
            <>
              {' '}
              (taxpayer number <strong>{invoice.taxpayerNumber}</strong>)
            </>
          )}{' '}
          for <strong>{formatPrice(invoice.amount)}</strong>.
        </p>
        <p>It gets its invoice number and the shopper can download it at once. This cannot be undone.</p>
        <div className="form-actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              close();
              onIssue(invoice.orderNumber);
            }}
          >
            Issue invoice
          </button>
          <button ref={keepButton} type="button" className="button button--quiet" onClick={close}>
            Not now
          </button>
        </div>
      </dialog>
    </>
  );
}
