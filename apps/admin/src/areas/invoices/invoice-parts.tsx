import { formatLaDate, formatLaTime, INVOICE_STATUS_TEXT, InvoiceStatus, InvoiceType } from '@tread/domain';

/** How staff name an invoice's type: the contract's 'unit' is a business invoice. */
export const INVOICE_TYPE_NAMES: Record<InvoiceType, string> = {
  [InvoiceType.Personal]: 'Personal',
  [InvoiceType.Unit]: 'Business',
};

/** What waits for staff stands out; an issued invoice reads as done. Its text is what the shopper reads. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const tone = status === InvoiceStatus.Applying ? 'invoice-badge--review' : 'badge--on';
  return <span className={`badge ${tone}`}>{INVOICE_STATUS_TEXT[status]}</span>;
}

/** An instant as a Los Angeles day over its time, for a narrow column. */
export function LaDay({ iso }: { iso: string }) {
  const instant = new Date(iso);
  return (
    <span className="invoices__nowrap">
      {formatLaDate(instant)}
      <div className="muted">{formatLaTime(instant)}</div>
    </span>
  );
}
