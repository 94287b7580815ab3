import type { Deps } from '../../platform/deps';
import type { ShopModule } from '../../platform/module';
import { type InvoiceOrdersPort, type InvoiceService, invoiceService } from './invoices';
import { adminInvoiceRoutes, invoiceRoutes } from './routes';

export { invoices } from './tables';

/** Invoices on orders (issue 16): applied for by the shopper, issued by staff, downloaded as a PDF. */
export function createInvoiceModule(
  deps: Deps,
  ports: { orders: InvoiceOrdersPort },
): ShopModule<Pick<InvoiceService, 'statusesOf'>> {
  const invoices = invoiceService(deps, ports.orders);
  return {
    service: { statusesOf: invoices.statusesOf },
    routes: async (api) => {
      await api.register(invoiceRoutes, { invoices });
      await api.register(adminInvoiceRoutes, { invoices });
    },
    jobs: [],
  };
}
