import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InvoiceMessages, InvoiceType, refusal } from '@tread/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerRefusal, invoice, invoicesAnswer, orderNumberOf, renderInvoices, stubShop } from './testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Three invoices: a business one and a personal one in review, one issued the day before. */
const shopInvoices = () => [
  invoice(),
  invoice({
    orderDigits: '1000000042',
    customerEmail: 'sam.ortiz@example.com',
    application: { orderNumber: '', type: InvoiceType.Personal, title: 'Sam Ortiz' },
    total: 18_999,
    appliedAt: '2026-11-27T16:00:00.000Z',
  }),
  invoice({
    placedAt: '2026-11-20T19:00:00.000Z',
    orderDigits: '7000000007',
    customerEmail: 'kim@example.com',
    application: { orderNumber: '', type: InvoiceType.Personal, title: 'Kim Park' },
    total: 45_000,
    appliedAt: '2026-11-21T17:00:00.000Z',
    issuedAt: '2026-11-26T22:30:00.000Z',
  }),
];
const [business, personal, issued] = shopInvoices().map(orderNumberOf) as [string, string, string];

const rowOf = async (orderNumber: string) =>
  (await screen.findByRole('link', { name: orderNumber })).closest('tr') as HTMLTableRowElement;
const orderNumbersShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('link').textContent);

describe('the invoice list', () => {
  it('shows the invoices in review first, with who they are made out to, the amount and when they were asked for', async () => {
    const calls = stubShop(invoicesAnswer(shopInvoices()));
    renderInvoices('/invoices');
    const row = await rowOf(business);
    expect(orderNumbersShown()).toEqual([personal, business]);
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/invoices?status=applying']);
    expect(within(row).getByRole('link', { name: business }).getAttribute('href')).toBe(
      `/orders/${business}`,
    );
    expect(within(row).getByText('dana.lee@example.com')).toBeTruthy();
    // The made-out-to cell (the closed confirmation in the row names the title and amount too).
    expect(row.cells[1]?.textContent).toBe('Lee Fleet Services LLCBusinessTIN 941234567');
    expect(row.cells[2]?.textContent).toBe('$755.96');
    expect(within(row).getByText('11/26/2026')).toBeTruthy();
    expect(within(row).getByText('Application in progress')).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Issue invoice for order ${business}` })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Download PDF/ })).toBeNull();

    const mine = await rowOf(personal);
    expect(within(mine).getByText('Personal')).toBeTruthy();
    expect(mine.textContent).not.toContain('TIN');
  });

  it('shows issued invoices with their date and number under Issued, and every invoice under All', async () => {
    const calls = stubShop(invoicesAnswer(shopInvoices()));
    renderInvoices('/invoices/issued');
    const row = await rowOf(issued);
    expect(orderNumbersShown()).toEqual([issued]);
    expect(within(row).getByText('Invoiced')).toBeTruthy();
    expect(within(row).getByText('11/26/2026 2:30 PM PST')).toBeTruthy();
    expect(within(row).getByText(`INV-${issued}`)).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Download PDF of invoice INV-${issued}` })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Issue/ })).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    await rowOf(business);
    expect(orderNumbersShown()).toEqual([personal, business, issued]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/invoices?status=invoiced',
      '/api/admin/invoices',
    ]);
  });

  it('says so when nothing waits for review', async () => {
    stubShop(invoicesAnswer([]));
    renderInvoices('/invoices');
    expect(await screen.findByText('No invoice waits for review')).toBeTruthy();
  });
});

describe('issuing an invoice', () => {
  it('asks first, naming the order and the title, then the row reads Invoiced with its number', async () => {
    const calls = stubShop(invoicesAnswer(shopInvoices()));
    renderInvoices('/invoices/all');
    const posts = () => calls.filter((call) => call.method === 'POST');
    fireEvent.click(
      within(await rowOf(business)).getByRole('button', { name: `Issue invoice for order ${business}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Issue the invoice for order ${business}?` });
    expect(dialog.textContent).toContain('Lee Fleet Services LLC');
    expect(dialog.textContent).toContain('941234567');
    expect(dialog.textContent).toContain('$755.96');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: `Issue invoice for order ${business}` }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { method: 'POST', url: `/api/admin/invoices/${business}/issue`, body: undefined },
      ]),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      `Issued invoice INV-${business} for order ${business}.`,
    );
    const row = await rowOf(business);
    await waitFor(() => expect(within(row).getByText('Invoiced')).toBeTruthy());
    expect(within(row).getByText(`INV-${business}`)).toBeTruthy();
    expect(within(row).getByText('11/27/2026 12:00 PM PST')).toBeTruthy();
    expect(within(row).getByRole('button', { name: `Download PDF of invoice INV-${business}` })).toBeTruthy();
  });

  it('takes the issued invoice off the To review tab', async () => {
    stubShop(invoicesAnswer(shopInvoices()));
    renderInvoices('/invoices');
    fireEvent.click(
      within(await rowOf(personal)).getByRole('button', { name: `Issue invoice for order ${personal}` }),
    );
    const dialog = screen.getByRole('dialog', { name: `Issue the invoice for order ${personal}?` });
    expect(dialog.textContent).toContain('Sam Ortiz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue invoice' }));
    await screen.findByText(`Issued invoice INV-${personal} for order ${personal}.`);
    await waitFor(() => expect(screen.queryByRole('link', { name: personal })).toBeNull());
    expect(orderNumbersShown()).toEqual([business]);
  });

  it("shows the shop's refusal and leaves the invoice in review", async () => {
    stubShop(
      invoicesAnswer(shopInvoices(), (call) =>
        call.method === 'POST' ? answerRefusal(refusal('INVOICE_NOT_APPLIED')) : null,
      ),
    );
    renderInvoices('/invoices');
    fireEvent.click(
      within(await rowOf(business)).getByRole('button', { name: `Issue invoice for order ${business}` }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: `Issue the invoice for order ${business}?` })).getByRole(
        'button',
        { name: 'Issue invoice' },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(InvoiceMessages.NotApplied);
    expect(screen.queryByRole('status')).toBeNull();
    expect(within(await rowOf(business)).getByText('Application in progress')).toBeTruthy();
  });
});

describe('downloading an issued invoice', () => {
  it('fetches the signed PDF and saves it under the name the shop gives it', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const calls = stubShop(invoicesAnswer(shopInvoices()));
    renderInvoices('/invoices/issued');
    fireEvent.click(
      within(await rowOf(issued)).getByRole('button', { name: `Download PDF of invoice INV-${issued}` }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(`Saved invoice-${issued}.pdf.`);
    expect(saved).toEqual([`invoice-${issued}.pdf`]);
    expect(calls.at(-1)).toEqual({
      method: 'GET',
      url: `/api/admin/invoices/${issued}/pdf`,
      body: undefined,
    });
  });
});
