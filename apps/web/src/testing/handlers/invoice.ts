import {
  InvoiceStatus,
  InvoiceType,
  invoiceAnswer,
  invoiceApplyRequest,
  OrderButton,
  refusal,
} from '@tread/domain';
import { HttpResponse } from 'msw';
import { answer, backend, refuse, signedInRoute } from '../backend';
import { sampleInvoice, syncOrderInvoice } from '../data/invoices';
import { invalid } from './account';

/** The shopper's invoices (issue 16): apply on an order the invoice button shows on, read it, its PDF. */

const findOrder = (orderNumber: string | null | undefined) =>
  backend.orders.find((order) => order.orderNumber === orderNumber);
const findInvoice = (orderNumber: string | null) =>
  backend.invoices.find((invoice) => invoice.orderNumber === orderNumber);

/** The bytes of a tiny PDF, enough for the web to save. */
export const SAMPLE_PDF = '%PDF-1.4\n%%EOF\n';

export const invoiceHandlers = [
  signedInRoute('post', '/p/invoice/apply', ({ body }) => {
    const refused = invalid(invoiceApplyRequest, body);
    if (refused) return refused;
    const request = invoiceApplyRequest.parse(body);
    const order = findOrder(request.orderNumber);
    if (!order) return refuse(refusal('ORDER_NOT_FOUND'));
    if (!order.buttons.includes(OrderButton.Invoice)) return refuse(refusal('INVOICE_NOT_AVAILABLE'));
    if (findInvoice(order.orderNumber)) return refuse(refusal('INVOICE_ALREADY_APPLIED'));
    const business = request.type === InvoiceType.Unit;
    const invoice = sampleInvoice(order, InvoiceStatus.Applying, {
      type: request.type,
      title: request.title,
      taxpayerNumber: business ? request.taxpayerNumber.replace(/\D/g, '') : null,
      appliedAt: new Date().toISOString(),
    });
    backend.invoices.push(invoice);
    syncOrderInvoice(order, invoice);
    return answer(invoiceAnswer, invoice);
  }),

  signedInRoute('get', '/p/invoice/detail', ({ query }) => {
    const orderNumber = query.get('orderNumber');
    if (!findOrder(orderNumber)) return refuse(refusal('ORDER_NOT_FOUND'));
    const invoice = findInvoice(orderNumber);
    return invoice ? answer(invoiceAnswer, invoice) : refuse(refusal('INVOICE_NOT_APPLIED'));
  }),

  signedInRoute('get', '/p/invoice/pdf', ({ query }) => {
    const invoice = findInvoice(query.get('orderNumber'));
    if (!invoice) return refuse(refusal('INVOICE_NOT_APPLIED'));
    if (invoice.status !== InvoiceStatus.Invoiced) return refuse(refusal('INVOICE_NOT_ISSUED'));
    return new HttpResponse(SAMPLE_PDF, { headers: { 'Content-Type': 'application/pdf' } });
  }),
];
