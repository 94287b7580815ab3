import {
  INVOICE_BUTTON_TEXT,
  INVOICE_STATUS_TEXT,
  type InvoiceAnswer,
  InvoiceStatus,
  InvoiceType,
  type OrderDetail,
  orderInvoiceStatusOf,
} from '@tread/domain';

/** An invoice of `order` as the server answers it, in `status` (issued ones carry a number and a PDF). */
export function sampleInvoice(
  order: OrderDetail,
  status: InvoiceStatus = InvoiceStatus.Applying,
  changes: Partial<InvoiceAnswer> = {},
): InvoiceAnswer {
  const issued = status === InvoiceStatus.Invoiced;
  return {
    orderNumber: order.orderNumber,
    type: InvoiceType.Personal,
    title: 'Jamie Rivera',
    taxpayerNumber: null,
    status,
    statusText: INVOICE_STATUS_TEXT[status],
    content: 'Tires and installation',
    amount: order.total,
    invoiceNumber: issued ? `INV-${order.orderNumber}` : null,
    appliedAt: '2025-06-03T16:00:00.000Z',
    issuedAt: issued ? '2025-06-05T18:30:00.000Z' : null,
    downloadPath: issued ? `/api/p/invoice/pdf?orderNumber=${order.orderNumber}` : null,
    ...changes,
  };
}

/** The order's invoice button follows its invoice, as the server derives it. */
export function syncOrderInvoice(order: OrderDetail, invoice: InvoiceAnswer | undefined): void {
  const state = orderInvoiceStatusOf(invoice?.status ?? null);
  Object.assign(order, { orderInvoiceStatus: state, invoiceButtonText: INVOICE_BUTTON_TEXT[state] });
}
