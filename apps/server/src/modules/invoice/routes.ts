import {
  adminInvoiceParams,
  adminInvoiceQuery,
  adminInvoiceRow,
  adminInvoicesAnswer,
  invoiceAnswer,
  invoiceApplyRequest,
  invoiceQuery,
  UserRole,
} from '@tread/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../platform/auth';
import type { InvoiceService } from './invoices';

/** A PDF to save, never kept by a shared cache. */
const sendPdf = (reply: FastifyReply, orderNumber: string, pdf: Buffer) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${orderNumber}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** Applying for an order's invoice, its detail and its PDF (issue 16). */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  const tags = ['invoices'];
  app.post(
    '/p/invoice/apply',
    { schema: { tags, body: invoiceApplyRequest, response: { 200: invoiceAnswer } } },
    (request) => invoices.apply(signedIn(request).userId, request.body),
  );
  app.get(
    '/p/invoice/detail',
    { schema: { tags, querystring: invoiceQuery, response: { 200: invoiceAnswer } } },
    (request) => invoices.detail(signedIn(request).userId, request.query.orderNumber),
  );
  app.get('/p/invoice/pdf', { schema: { tags, querystring: invoiceQuery } }, async (request, reply) => {
    const { orderNumber } = request.query;
    return sendPdf(reply, orderNumber, await invoices.pdf(signedIn(request).userId, orderNumber));
  });
};

/** Merchants review and issue invoices. */
const staffRoles = [UserRole.Merchant, UserRole.Admin];

export const adminInvoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (
  app,
  { invoices },
) => {
  const tags = ['staff invoices'];
  app.get(
    '/admin/invoices',
    {
      schema: { tags, querystring: adminInvoiceQuery, response: { 200: adminInvoicesAnswer } },
      config: { staffRoles },
    },
    (request) => invoices.staff.list(request.query.status),
  );
  app.post(
    '/admin/invoices/:orderNumber/issue',
    {
      schema: { tags, params: adminInvoiceParams, response: { 200: adminInvoiceRow } },
      config: { staffRoles },
    },
    (request) => invoices.staff.issue(signedIn(request), request.params.orderNumber),
  );
  app.get(
    '/admin/invoices/:orderNumber/pdf',
    { schema: { tags, params: adminInvoiceParams }, config: { staffRoles } },
    async (request, reply) => {
      const { orderNumber } = request.params;
      return sendPdf(reply, orderNumber, await invoices.staff.pdf(orderNumber));
    },
  );
};
