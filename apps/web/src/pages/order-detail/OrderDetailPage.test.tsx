import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CancelReason, OrderInvoiceStatus, OrderStatus } from '@tread/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '../../testing/backend';
import { sampleInstallerOrder, sampleOrder } from '../../testing/data/orders';
import { renderApp } from '../../testing/render-app';
import { resetSessionForTest, signInForTest } from '../../testing/session';

const detail = (orderNumber: string) => `/pages/order-detail/order-detail?orderNum=${orderNumber}`;

beforeEach(() => {
  resetSessionForTest();
  signInForTest();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const buttonNames = () =>
  [...document.querySelectorAll('.order-detail .order-actions > button')].map((button) => button.textContent);

describe('an order', () => {
  it('unpaid: counts down and offers Cancel order and Pay now', async () => {
    backend.orders = [sampleOrder('A1')];
    const { router } = renderApp(detail('A1'));
    expect(await screen.findByRole('heading', { name: 'Pending payment' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/Pay within 2[45]:\d\d/);
    expect(buttonNames()).toEqual(['Cancel order', 'Pay now']);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/pay-way/pay-way'), {
      timeout: 2000,
    });
    expect(router.state.location.search).toBe('?orderNumbers=A1');
  });

  it('shipped: offers the invoice, View logistics and Confirm receipt, and confirms after asking', async () => {
    backend.orders = [sampleOrder('A2', { status: OrderStatus.Shipped })];
    renderApp(detail('A2'));
    await screen.findByRole('heading', { name: 'Shipped' });
    expect(buttonNames()).toEqual(['Invoice', 'View logistics', 'Confirm receipt']);
    expect(screen.queryByRole('timer')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByRole('heading', { name: 'Completed' })).toBeTruthy();
    expect(buttonNames()).toEqual(['Invoice']);
  });

  it('the invoice button reads the invoice state and opens invoice-detail', async () => {
    backend.orders = [
      sampleOrder('A5', {
        status: OrderStatus.Completed,
        orderInvoiceStatus: OrderInvoiceStatus.Reviewing,
        invoiceButtonText: 'Reviewing',
      }),
    ];
    const { router } = renderApp(detail('A5'));
    fireEvent.click(await screen.findByRole('button', { name: 'Reviewing' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/packages/user/invoice-detail'), {
      timeout: 2000,
    });
    expect(router.state.location.search).toBe('?orderNumber=A5');
  });

  it('canceled: no buttons, and why it was canceled', async () => {
    backend.orders = [
      sampleOrder('A3', { status: OrderStatus.Canceled, cancelReason: CancelReason.Expired, buttons: [] }),
    ];
    renderApp(detail('A3'));
    await screen.findByRole('heading', { name: 'Canceled' });
    expect(screen.getByText('Canceled because it was not paid within 30 minutes.')).toBeTruthy();
    expect(buttonNames()).toEqual([]);
  });

  it('shows the money lines that apply, the installer and the installation status', async () => {
    backend.orders = [
      sampleInstallerOrder('A4', {
        status: OrderStatus.WaitingForInstall,
        amounts: {
          ...sampleOrder('A4').amounts,
          taxRate: 9.75,
          taxJurisdiction: 'Los Angeles, CA',
          salesTax: 4095,
          tireInstallationFee: 8000,
          installationSavings: -8000,
          total: 46_795,
        },
        services: [{ code: 'MB', name: 'Mount & balance', price: 2000, perTire: true }],
        remark: 'Please call before',
      }),
    ];
    renderApp(detail('A4'));
    await screen.findByRole('heading', { name: 'Awaiting installation' });
    expect(screen.getByText('Westside Tire Pros')).toBeTruthy();
    expect(screen.getByText('(310) 555-0100')).toBeTruthy();
    expect(screen.getByText('$20.00 per tire')).toBeTruthy();
    const summary = screen.getByText('Order summary').closest('section') as HTMLElement;
    const rows = [...summary.querySelectorAll('.money-lines__row')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Item subtotal$420.00',
      'ShippingFree',
      'Sales tax (Los Angeles, CA 9.75%)$40.95',
      'State tire fee$7.00',
      'Tire installation fee$80.00',
      'Installation Savings-$80.00',
      'Total$467.95',
    ]);
    expect(screen.getByText('Please call before')).toBeTruthy();
    expect(screen.getByText('Not Installed')).toBeTruthy();
    expect(screen.getByText('A4')).toBeTruthy();
  });

  it('names the state in the tax line of an order placed before the place of its tax was kept', async () => {
    backend.orders = [sampleOrder('A5')];
    renderApp(detail('A5'));
    expect(await screen.findByText('Sales tax (CA 7.25%)')).toBeTruthy();
  });

  it("says so when the order isn't the shopper's", async () => {
    renderApp(detail('NOPE'));
    expect(await screen.findByRole('heading', { name: 'Order does not exist' })).toBeTruthy();
  });
});
