import { InvoiceStatus } from '@tread/domain';
import { Route, Routes } from 'react-router';
import { InvoiceList } from './InvoiceList';
import './invoices.css';

/**
 * /admin/invoices: the invoices to review and issue; /issued: those issued, with their PDFs; /all: every one.
 * Each tab is a list of its own (keyed), so a notice or refusal stays with the tab it came from.
 */
export default function InvoicesArea() {
  return (
    <Routes>
      <Route index element={<InvoiceList key="to-review" status={InvoiceStatus.Applying} />} />
      <Route path="issued" element={<InvoiceList key="issued" status={InvoiceStatus.Invoiced} />} />
      <Route path="all" element={<InvoiceList key="all" />} />
    </Routes>
  );
}
