import { InvoiceStatus, OrderInvoiceStatus } from './codes';

/** Invoices (SPEC §3 'Invoice', §4, §5; issue 16): the messages, the states shoppers read, the order's button. */

export const InvoiceMessages = {
  NotAvailable: 'An invoice is available once the order is paid',
  AlreadyApplied: 'You have already applied for an invoice for this order',
  NotApplied: 'No invoice has been applied for on this order yet',
  NotIssued: 'The invoice is being reviewed; you can download it once it is issued',
  Applied: 'Invoice requested. You can download it here once it is issued.',
} as const;

/** The invoice states shoppers read (SPEC §4 'Invoice': application in progress, then invoiced). */
export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  [InvoiceStatus.Applying]: 'Application in progress',
  [InvoiceStatus.Invoiced]: 'Invoiced',
};

/** The order's invoice button state (SPEC §3 'orderInvoiceStatus') from its invoice, if any. */
export const orderInvoiceStatusOf = (status: InvoiceStatus | null): OrderInvoiceStatus =>
  status === null
    ? OrderInvoiceStatus.None
    : status === InvoiceStatus.Applying
      ? OrderInvoiceStatus.Reviewing
      : OrderInvoiceStatus.ViewInvoice;
