import { z } from 'zod';
import { InvoiceStatus, InvoiceType } from '../codes';
import { Messages } from '../messages';
import { validateInvoice } from '../order-validation';
import { orderNumberField } from './order';

/** Invoices (SPEC §3 'Invoice', §4, §5; issue 16): applying for one on an order, its detail and PDF, the console. */

/**
 * POST /api/p/invoice/apply — personal (the title is the name on it) or business (`unit`: a title and a
 * valid 9-digit taxpayer number, SPEC §5).
 */
export const invoiceApplyRequest = z
  .object({
    orderNumber: orderNumberField,
    type: z.enum(Object.values(InvoiceType)),
    title: z.string().trim().min(1, Messages.InvoiceTitleRequired).max(100, Messages.InvoiceTitleRequired),
    taxpayerNumber: z.string().trim().max(20, Messages.TaxpayerNumberInvalid).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.type !== InvoiceType.Unit) return;
    const message = validateInvoice(value);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['taxpayerNumber'] });
  });
export type InvoiceApplyRequest = z.input<typeof invoiceApplyRequest>;
export type InvoiceApply = z.output<typeof invoiceApplyRequest>;

/** An order's invoice as the shopper sees it (invoice-detail). */
export const invoiceAnswer = z.object({
  orderNumber: z.string(),
  type: z.enum(Object.values(InvoiceType)),
  title: z.string(),
  /** Digits only; null on a personal invoice. */
  taxpayerNumber: z.string().nullable(),
  status: z.enum(Object.values(InvoiceStatus)),
  /** 'Application in progress' or 'Invoiced'. */
  statusText: z.string(),
  /** What it is for: 'Tires and installation', 'Parts and accessories'. */
  content: z.string(),
  /** Cents: the order's total. */
  amount: z.number().int(),
  /** Given when issued: 'INV-' and the order number. */
  invoiceNumber: z.string().nullable(),
  appliedAt: z.string(),
  issuedAt: z.string().nullable(),
  /** GET this for the PDF once issued. */
  downloadPath: z.string().nullable(),
});
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;

/** GET /api/p/invoice/detail?orderNumber= and /api/p/invoice/pdf?orderNumber= */
export const invoiceQuery = z.object({ orderNumber: orderNumberField });

/** The console's invoices: those to review first. */
export const adminInvoiceQuery = z.object({ status: z.enum(Object.values(InvoiceStatus)).optional() });
export const adminInvoiceRow = invoiceAnswer.extend({ customerEmail: z.string() });
export type AdminInvoiceRow = z.infer<typeof adminInvoiceRow>;
export const adminInvoicesAnswer = z.object({ list: z.array(adminInvoiceRow) });
export type AdminInvoicesAnswer = z.infer<typeof adminInvoicesAnswer>;
/** POST /api/admin/invoices/:orderNumber/issue and GET /api/admin/invoices/:orderNumber/pdf */
export const adminInvoiceParams = z.object({ orderNumber: orderNumberField });
