import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { InvoiceMessages, InvoiceStatus, InvoiceType, Messages, OrderStatus } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, callsTo, route } from '../../testing/backend';
import { sampleInvoice } from '../../testing/data/invoices';
import { sampleOrder } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { server } from '../../testing/server';
import { resetSessionForTest, signInForTest } from '../../testing/session';
import { useToastStore } from '../../ui/toast';

const PATH = '/packages/user/invoice-detail?orderNumber=A2';

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
  useToastStore.setState({ current: null });
  backend.orders = [sampleOrder('A2', { status: OrderStatus.Shipped })];
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const facts = () =>
  Object.fromEntries(
    [...document.querySelectorAll('.invoice-summary .invoice-facts > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  );
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply for invoice' }));

describe('applying for an invoice', () => {
  it('personal: shows the order and amount, applies with the full name and then shows the application', async () => {
    renderApp(PATH);
    const summary = await screen.findByText('A2');
    expect(summary.closest('dl')?.textContent).toContain('$452.10');
    expect((screen.getByRole('radio', { name: 'Personal' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Taxpayer number (EIN)')).toBeNull();

    type('Full name', 'Jamie Rivera');
    apply();

    expect(await screen.findByRole('heading', { name: 'Application in progress' })).toBeTruthy();
    expect(useToastStore.getState().current?.text).toBe(InvoiceMessages.Applied);
    expect(callsTo('/p/invoice/apply')[0]?.body).toEqual({
      orderNumber: 'A2',
      type: InvoiceType.Personal,
      title: 'Jamie Rivera',
      taxpayerNumber: '',
    });
    expect(facts()).toMatchObject({
      'Invoice type': 'Personal',
      'Full name': 'Jamie Rivera',
      Amount: '$452.10',
    });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(backend.orders[0]?.invoiceButtonText).toBe('Reviewing');
  });

  it('business: asks for the company name and a taxpayer number before sending', async () => {
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Business' }));
    type('Company name', 'Rivera Auto LLC');
    expect(screen.getByText('9 digits, e.g. 12-3456789')).toBeTruthy();
    apply();

    const taxpayer = field('Taxpayer number (EIN)');
    await waitFor(() => expect(taxpayer.getAttribute('aria-invalid')).toBe('true'));
    expect(taxpayer.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(Messages.TaxpayerNumberRequired)).toBeTruthy();
    expect(callsTo('/p/invoice/apply')).toHaveLength(0);

    type('Taxpayer number (EIN)', '12-3456789');
    apply();
    expect(await screen.findByRole('heading', { name: 'Application in progress' })).toBeTruthy();
    expect(facts()).toMatchObject({
      'Company name': 'Rivera Auto LLC',
      'Taxpayer number (EIN)': '12-3456789',
    });
  });

  it("shows the server's refusal of a field on that field", async () => {
    server.use(
      route('post', '/p/invoice/apply', () =>
        Response.json(
          { code: 'INVALID_INPUT', message: Messages.TaxpayerNumberInvalid, field: 'taxpayerNumber' },
          { status: 400 },
        ),
      ),
    );
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('radio', { name: 'Business' }));
    type('Company name', 'Rivera Auto LLC');
    type('Taxpayer number (EIN)', '123456789');
    apply();
    await waitFor(() => expect(field('Taxpayer number (EIN)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(Messages.TaxpayerNumberInvalid)).toBeTruthy();
    expect(useToastStore.getState().current).toBeNull();
  });

  it('an unpaid order cannot have an invoice yet', async () => {
    backend.orders = [sampleOrder('A2')];
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: InvoiceMessages.NotAvailable })).toBeTruthy();
  });
});

describe('an applied invoice', () => {
  it('reviewing: the state and what was asked for, no PDF yet', async () => {
    const order = backend.orders[0];
    if (!order) throw new Error('no order');
    backend.invoices = [sampleInvoice(order)];
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Application in progress' })).toBeTruthy();
    expect(facts()).toEqual({
      'Order number': 'A2',
      'Invoice type': 'Personal',
      'Full name': 'Jamie Rivera',
      Content: 'Tires and installation',
      Amount: '$452.10',
      'Applied on': '06/03/2025',
    });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('invoiced: the number, dates and a PDF saved as invoice-<order>.pdf', async () => {
    const order = backend.orders[0];
    if (!order) throw new Error('no order');
    backend.invoices = [
      sampleInvoice(order, InvoiceStatus.Invoiced, {
        type: InvoiceType.Unit,
        title: 'Rivera Auto LLC',
        taxpayerNumber: '123456789',
      }),
    ];
    const createObjectURL = vi.fn((_file: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });

    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Invoiced' })).toBeTruthy();
    expect(facts()).toMatchObject({
      'Company name': 'Rivera Auto LLC',
      'Taxpayer number (EIN)': '12-3456789',
      'Issued on': '06/05/2025',
      'Invoice number': 'INV-A2',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['invoice-A2.pdf blob:invoice']));
    const [pdfCall] = callsTo('/p/invoice/pdf');
    expect(pdfCall?.query.get('orderNumber')).toBe('A2');
    expect(pdfCall?.authorization).toBe('access-1');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toContain('%PDF');
    expect(within(document.body).queryByRole('link')).toBeNull();
  });
});
