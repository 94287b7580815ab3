import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AdminInvoicesAnswer,
  type InvoiceAnswer,
  InvoiceMessages,
  Messages,
  OrderInvoiceStatus,
  UserRole,
} from '@tread/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Customer, signInAsAdmin } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { detailOf, LONG_SESSIONS, markPaid, staffMember } from '../../../test/order-lifecycle';
import { nextShopper, placeOrder, signUpShoppers } from '../../../test/orders';

let t: TestApp;
let pool: Customer[] = [];
beforeAll(async () => {
  t = await createTestApp(LONG_SESSIONS);
  pool = await signUpShoppers(t, 12);
});
afterAll(() => t.close());

const shopper = () => nextShopper(pool);

/** A paid order of `who`: processing, so its invoice button shows. */
async function paidOrder(who: Customer): Promise<string> {
  const [orderNumber = ''] = (await placeOrder(t, who)).orderNumbers;
  await markPaid(t, [orderNumber]);
  return orderNumber;
}

const apply = (who: Customer, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/p/invoice/apply', headers: who.headers, payload });
const business = (orderNumber: string, taxpayerNumber = '12-3456789') => ({
  orderNumber,
  type: 'unit',
  title: 'Acme Auto LLC',
  taxpayerNumber,
});

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'tread-invoice-')), 'invoice.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('applying for an invoice', () => {
  it('is offered once the order is paid, not before', async () => {
    const ann = shopper();
    const [unpaid = ''] = (await placeOrder(t, ann)).orderNumbers;
    const early = await apply(ann, business(unpaid));
    expect([early.statusCode, early.json().message]).toEqual([409, InvoiceMessages.NotAvailable]);
    expect((await detailOf(t, ann, unpaid)).invoiceButtonText).toBe('Invoice');
  });

  it('needs a title, and for a business a valid 9-digit taxpayer number, each on its field', async () => {
    const ann = shopper();
    const orderNumber = await paidOrder(ann);
    const cases: [object, string, string][] = [
      [{ ...business(orderNumber), title: '  ' }, 'title', Messages.InvoiceTitleRequired],
      [business(orderNumber, ''), 'taxpayerNumber', Messages.TaxpayerNumberRequired],
      [business(orderNumber, '12-34567'), 'taxpayerNumber', Messages.TaxpayerNumberInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const res = await apply(ann, payload);
      expect([res.statusCode, res.json().field, res.json().message]).toEqual([400, field, message]);
    }
    // A personal invoice is in the buyer's name; no taxpayer number is asked.
    const personal = await apply(ann, { orderNumber, type: 'personal', title: 'Ann Lee' });
    expect(personal.json<InvoiceAnswer>()).toMatchObject({
      status: 'applying',
      statusText: 'Application in progress',
      taxpayerNumber: null,
      downloadPath: null,
    });
  });

  it('makes one application however many race, and shows Reviewing on the order', async () => {
    const ann = shopper();
    const orderNumber = await paidOrder(ann);
    const answers = await Promise.all(Array.from({ length: 20 }, () => apply(ann, business(orderNumber))));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(new Set(answers.filter((res) => res.statusCode !== 200).map((res) => res.json().message))).toEqual(
      new Set([InvoiceMessages.AlreadyApplied]),
    );
    const order = await detailOf(t, ann, orderNumber);
    expect([order.orderInvoiceStatus, order.invoiceButtonText]).toEqual([
      OrderInvoiceStatus.Reviewing,
      'Reviewing',
    ]);
    const saved = await t.app.inject({
      method: 'GET',
      url: `/api/p/invoice/detail?orderNumber=${orderNumber}`,
      headers: ann.headers,
    });
    expect(saved.json<InvoiceAnswer>()).toMatchObject({
      taxpayerNumber: '123456789',
      title: 'Acme Auto LLC',
    });
  });

  it("keeps one shopper's invoice from another", async () => {
    const [ann, ben] = [shopper(), shopper()];
    const orderNumber = await paidOrder(ann);
    expect((await apply(ben, business(orderNumber))).statusCode).toBe(404);
    await apply(ann, business(orderNumber));
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/p/invoice/detail?orderNumber=${orderNumber}`,
      headers: ben.headers,
    });
    expect([peek.statusCode, peek.json().message]).toEqual([404, InvoiceMessages.NotApplied]);
  });
});

describe('issuing and downloading', () => {
  it('lets a merchant issue it; the shopper then downloads a PDF naming the order and its total', async () => {
    const ann = shopper();
    const orderNumber = await paidOrder(ann);
    await apply(ann, business(orderNumber));
    const tooSoon = await t.app.inject({
      method: 'GET',
      url: `/api/p/invoice/pdf?orderNumber=${orderNumber}`,
      headers: ann.headers,
    });
    expect([tooSoon.statusCode, tooSoon.json().message]).toEqual([409, InvoiceMessages.NotIssued]);

    const merchant = await staffMember(t, UserRole.Merchant);
    const toReview = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices?status=applying',
      headers: merchant,
    });
    expect(toReview.json<AdminInvoicesAnswer>().list.map((row) => row.orderNumber)).toContain(orderNumber);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${orderNumber}/issue`,
      headers: merchant,
    });
    expect(issued.json()).toMatchObject({
      status: 'invoiced',
      invoiceNumber: `INV-${orderNumber}`,
      statusText: 'Invoiced',
    });
    const order = await detailOf(t, ann, orderNumber);
    expect(order.invoiceButtonText).toBe('View Invoice');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/p/invoice/pdf?orderNumber=${orderNumber}`,
      headers: ann.headers,
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.rawPayload);
    const total = `$${(order.total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(text).toContain(`Order: ${orderNumber}`);
    expect(text).toContain(`INV-${orderNumber}`);
    expect(text).toContain('Acme Auto LLC');
    expect(text).toContain('Taxpayer number: 12-3456789');
    expect(text).toMatch(new RegExp(`Total\\s+\\${total}`));

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?subject=${encodeURIComponent(`order:${orderNumber}`)}`,
      headers: await signInAsAdmin(t),
    });
    expect(JSON.stringify(audit.json())).toContain('invoice.issue');
  });

  it('is for merchants and administrators only', async () => {
    const service = await staffMember(t, UserRole.CustomerService);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/invoices', headers: service });
    expect(res.statusCode).toBe(403);
  });
});
