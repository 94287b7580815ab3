import {
  type AdminInvoiceRow,
  type AdminInvoicesAnswer,
  INVOICE_STATUS_TEXT,
  type InvoiceAnswer,
  type InvoiceApply,
  InvoiceStatus,
  InvoiceType,
  OrderButton,
  type OrderDetail,
} from '@tread/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { refuse } from '../../platform/errors';
import { recordStaffWrite } from '../../platform/staff-audit';
import { users } from '../account';
import { invoicePdf } from './invoice-pdf';
import { invoices } from './tables';

type InvoiceRow = typeof invoices.$inferSelect;

/** What invoices read of orders: the shopper's own, or any for staff (404 when there is none). */
export type InvoiceOrdersPort = {
  mine(userId: string, orderNumber: string): Promise<OrderDetail>;
  forStaff(orderNumber: string): Promise<OrderDetail>;
};

/** What the invoice is for, from the order's lines. */
function contentOf(order: OrderDetail): string {
  const tires = order.items.some((item) => item.displaySize !== null);
  const parts = order.items.some((item) => item.displaySize === null);
  const installed = order.services.length > 0;
  if (tires && parts) return 'Tires, parts and accessories';
  if (tires) return installed ? 'Tires and installation' : 'Tires';
  return 'Parts and accessories';
}

const answerOf = (row: InvoiceRow): InvoiceAnswer => ({
  orderNumber: row.orderNumber,
  type: row.type,
  title: row.title,
  taxpayerNumber: row.taxpayerNumber,
  status: row.status,
  statusText: INVOICE_STATUS_TEXT[row.status],
  content: row.content,
  amount: row.amountCents,
  invoiceNumber: row.invoiceNumber,
  appliedAt: row.appliedAt.toISOString(),
  issuedAt: row.issuedAt?.toISOString() ?? null,
  downloadPath:
    row.status === InvoiceStatus.Invoiced ? `/api/p/invoice/pdf?orderNumber=${row.orderNumber}` : null,
});

/**
 * Invoices (SPEC §3 'Invoice', §4; issue 16): a shopper applies once per paid order (processing, shipped or
 * completed: where the order shows its invoice button), staff issue it, and both download it as a PDF.
 */
export function invoiceService({ db, clock }: Deps, orders: InvoiceOrdersPort) {
  async function rowOf(orderNumber: string, userId: string | null): Promise<InvoiceRow> {
    const [row] = await db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.orderNumber, orderNumber), userId === null ? undefined : eq(invoices.userId, userId)),
      );
    if (!row) throw refuse('INVOICE_NOT_APPLIED');
    return row;
  }

  async function pdfOf(row: InvoiceRow, order: OrderDetail): Promise<Buffer> {
    if (row.status !== InvoiceStatus.Invoiced) throw refuse('INVOICE_NOT_ISSUED');
    return invoicePdf(row, order);
  }

  return {
    /** POST /p/invoice/apply: once per order; racing applications make one (the unique order number). */
    async apply(userId: string, request: InvoiceApply): Promise<InvoiceAnswer> {
      const order = await orders.mine(userId, request.orderNumber);
      if (!order.buttons.includes(OrderButton.Invoice)) throw refuse('INVOICE_NOT_AVAILABLE');
      const [row] = await db
        .insert(invoices)
        .values({
          orderNumber: order.orderNumber,
          userId,
          type: request.type,
          title: request.title,
          taxpayerNumber:
            request.type === InvoiceType.Unit ? request.taxpayerNumber.replace(/[\s-]/g, '') : null,
          content: contentOf(order),
          amountCents: order.total,
          status: InvoiceStatus.Applying,
          appliedAt: clock.now(),
        })
        .onConflictDoNothing({ target: invoices.orderNumber })
        .returning();
      if (!row) throw refuse('INVOICE_ALREADY_APPLIED');
      return answerOf(row);
    },

    detail: async (userId: string, orderNumber: string): Promise<InvoiceAnswer> =>
      answerOf(await rowOf(orderNumber, userId)),

    async pdf(userId: string, orderNumber: string): Promise<Buffer> {
      const row = await rowOf(orderNumber, userId);
      return pdfOf(row, await orders.mine(userId, orderNumber));
    },

    /** The invoice state of each order that has one, for the orders' invoice buttons. */
    async statusesOf(orderNumbers: readonly string[]): Promise<Map<string, InvoiceStatus>> {
      if (orderNumbers.length === 0) return new Map();
      const rows = await db
        .select({ orderNumber: invoices.orderNumber, status: invoices.status })
        .from(invoices)
        .where(inArray(invoices.orderNumber, [...orderNumbers]));
      return new Map(rows.map((row) => [row.orderNumber, row.status]));
    },

    staff: {
      async list(status: InvoiceStatus | undefined): Promise<AdminInvoicesAnswer> {
        const rows = await db
          .select({ invoice: invoices, customerEmail: users.email })
          .from(invoices)
          .innerJoin(users, eq(users.id, invoices.userId))
          .where(status === undefined ? undefined : eq(invoices.status, status))
          .orderBy(desc(invoices.appliedAt), desc(invoices.id))
          .limit(500);
        return { list: rows.map((row) => ({ ...answerOf(row.invoice), customerEmail: row.customerEmail })) };
      },

      /** Issues an invoice under review; an issued one is answered as it is. Audited in the same transaction. */
      async issue(by: Principal, orderNumber: string): Promise<AdminInvoiceRow> {
        const now = clock.now();
        await db.transaction(async (tx) => {
          const [issued] = await tx
            .update(invoices)
            .set({
              status: InvoiceStatus.Invoiced,
              invoiceNumber: `INV-${orderNumber}`,
              issuedAt: now,
              issuedBy: by.userId,
            })
            .where(and(eq(invoices.orderNumber, orderNumber), eq(invoices.status, InvoiceStatus.Applying)))
            .returning();
          if (!issued) return;
          await recordStaffWrite(tx, {
            actor: by,
            action: 'invoice.issue',
            subject: `order:${orderNumber}`,
            before: { status: InvoiceStatus.Applying },
            after: { status: issued.status, invoiceNumber: issued.invoiceNumber },
            at: now,
          });
        });
        const [row] = await db
          .select({ invoice: invoices, customerEmail: users.email })
          .from(invoices)
          .innerJoin(users, eq(users.id, invoices.userId))
          .where(eq(invoices.orderNumber, orderNumber));
        if (!row) throw refuse('INVOICE_NOT_APPLIED');
        return { ...answerOf(row.invoice), customerEmail: row.customerEmail };
      },

      pdf: async (orderNumber: string): Promise<Buffer> =>
        pdfOf(await rowOf(orderNumber, null), await orders.forStaff(orderNumber)),
    },
  };
}
export type InvoiceService = ReturnType<typeof invoiceService>;
