import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  type AdminInvoiceRow,
  adminInvoiceQuery,
  adminInvoiceRow,
  INVOICE_STATUS_TEXT,
  type InvoiceApplyRequest,
  InvoiceStatus,
  InvoiceType,
  invoiceApplyRequest,
  Messages,
  orderNumber,
  refusal,
  UserRole,
} from '@tread/domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { SHOP_NOW } from '../../testing/stub-shop';
import InvoicesArea from './routes';

/**
 * A small shop for the invoice screens: invoices kept as what the shopper applied for (checked by the apply
 * schema) and whether staff issued them, and the console's answers derived from them as the server derives
 * them (the status text shoppers read, the order numbers, the invoice number) and checked against the API's
 * schema.
 */

/** The area at `path` (under /invoices), as the console mounts it, against a stubbed shop. */
export function renderInvoices(path: string) {
  queryClient.clear();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="invoices/*" element={<InvoicesArea />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
export type Call = { method: string; url: string; body: unknown };

/** Stubs the shop's API: `answer` gives each call's answer (JSON, or a Blob as it is); every call is kept. */
export function stubShop(answer: (call: Call) => Answer) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status = 200, body, headers = {} } = answer(call);
      if (body instanceof Blob) return new Response(body, { status, headers });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    }),
  );
  return calls;
}

export type InvoiceSettings = {
  /** When the order was placed, and its random digits: its order number. */
  placedAt: string;
  orderDigits: string;
  customerEmail: string;
  /** What the shopper applied with (POST /api/p/invoice/apply). */
  application: InvoiceApplyRequest;
  /** The order's total, cents. */
  total: number;
  appliedAt: string;
  /** When staff issued it; null while in review. */
  issuedAt: string | null;
};

export const invoice = (change: Partial<InvoiceSettings> = {}): InvoiceSettings => ({
  placedAt: '2026-11-24T17:30:00.000Z',
  orderDigits: '4821937765',
  customerEmail: 'dana.lee@example.com',
  application: {
    orderNumber: '',
    type: InvoiceType.Unit,
    title: 'Lee Fleet Services LLC',
    taxpayerNumber: '941234567',
  },
  total: 75_596,
  appliedAt: '2026-11-26T18:05:00.000Z',
  issuedAt: null,
  ...change,
});

export const orderNumberOf = (settings: InvoiceSettings) =>
  orderNumber(new Date(settings.placedAt), settings.orderDigits);

/** An invoice as GET /api/admin/invoices answers it: the application as the apply schema keeps it. */
export function invoiceRow(settings: InvoiceSettings): AdminInvoiceRow {
  const number = orderNumberOf(settings);
  const applied = invoiceApplyRequest.parse({ ...settings.application, orderNumber: number });
  const status = settings.issuedAt ? InvoiceStatus.Invoiced : InvoiceStatus.Applying;
  return adminInvoiceRow.parse({
    orderNumber: number,
    type: applied.type,
    title: applied.title,
    taxpayerNumber: applied.type === InvoiceType.Unit ? applied.taxpayerNumber : null,
    status,
    statusText: INVOICE_STATUS_TEXT[status],
    content: 'Tires and installation',
    amount: settings.total,
    // The contract: 'INV-' and the order number, once issued.
    invoiceNumber: settings.issuedAt ? `INV-${number}` : null,
    appliedAt: settings.appliedAt,
    issuedAt: settings.issuedAt,
    downloadPath: settings.issuedAt ? `/api/admin/invoices/${number}/pdf` : null,
    customerEmail: settings.customerEmail,
  });
}

const ORDER_IN_PATH = /^\/api\/admin\/invoices\/(\d+)\/(issue|pdf)$/;
const PDF = new Blob(['%PDF-1.7 an invoice'], { type: 'application/pdf' });

/**
 * The shop's answers about invoices, from `invoices` (which issuing changes, as the server would: issued once,
 * then answered as it is); `refuse` may answer a call first (a refusal).
 */
export function invoicesAnswer(
  invoices: InvoiceSettings[],
  refuse: (call: Call) => Answer | null = () => null,
) {
  return (call: Call): Answer => {
    const refused = refuse(call);
    if (refused) return refused;
    const url = new URL(call.url, 'http://shop.test');
    if (url.pathname === '/api/p/user/userInfo')
      return { body: { role: UserRole.Merchant, userMail: 'merchant@tread.local' } };
    if (url.pathname === '/api/admin/invoices' && call.method === 'GET') {
      const { status } = adminInvoiceQuery.parse(Object.fromEntries(url.searchParams));
      const rows = invoices
        .map(invoiceRow)
        .filter((row) => !status || row.status === status)
        .sort((a, b) => b.appliedAt.localeCompare(a.appliedAt));
      return { body: { list: rows } };
    }
    const [, number, action] = ORDER_IN_PATH.exec(url.pathname) ?? [];
    const found = invoices.find((candidate) => orderNumberOf(candidate) === number);
    if (action === 'issue' && call.method === 'POST') {
      if (!found) return answerRefusal(refusal('INVOICE_NOT_APPLIED'));
      found.issuedAt ??= SHOP_NOW.toISOString();
      return { body: invoiceRow(found) };
    }
    if (action === 'pdf' && call.method === 'GET') {
      if (!found) return answerRefusal(refusal('INVOICE_NOT_APPLIED'));
      if (!found.issuedAt) return answerRefusal(refusal('INVOICE_NOT_ISSUED'));
      return {
        body: PDF,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="invoice-${number}.pdf"`,
        },
      };
    }
    return { status: 404, body: { code: 'NOT_FOUND', message: Messages.NotFound } };
  };
}

export const answerRefusal = ({ status, ...body }: ReturnType<typeof refusal>): Answer => ({ status, body });
