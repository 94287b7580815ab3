import { type AdminInvoiceRow, formatPrice, InvoiceStatus } from '@tread/domain';
import Download from 'lucide-react/icons/download';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useDownloadInvoice } from './api/download-invoice';
import { useIssueInvoice } from './api/issue-invoice';
import { useInvoices } from './api/list-invoices';
import { InvoicesNav } from './InvoicesNav';
import { IssueButton } from './IssueButton';
import { INVOICE_TYPE_NAMES, InvoiceStatusBadge, LaDay } from './invoice-parts';

/** What a row's actions do, and which one is under way. */
type RowActions = {
  issue: (orderNumber: string) => void;
  download: (invoice: AdminInvoiceRow) => void;
  busy: (invoice: AdminInvoiceRow) => boolean;
};

function Actions({ invoice, actions }: { invoice: AdminInvoiceRow; actions: RowActions }) {
  if (invoice.status === InvoiceStatus.Applying)
    return <IssueButton invoice={invoice} issuing={actions.busy(invoice)} onIssue={actions.issue} />;
  return (
    <button
      type="button"
      className="button button--quiet invoices__action"
      disabled={actions.busy(invoice)}
      onClick={() => actions.download(invoice)}
    >
      <Download size={16} aria-hidden /> Download PDF
      <span className="visually-hidden"> of invoice {invoice.invoiceNumber}</span>
    </button>
  );
}

const invoiceColumns = (actions: RowActions): Columns<AdminInvoiceRow> => [
  {
    id: 'order',
    header: 'Order · customer',
    cell: ({ row }) => (
      <>
        <Link to={`/orders/${row.original.orderNumber}`}>
          <code>{row.original.orderNumber}</code>
        </Link>
        <div className="muted invoices__customer" title={row.original.customerEmail}>
          {row.original.customerEmail}
        </div>
      </>
    ),
  },
  {
    id: 'to',
    header: 'Made out to',
    cell: ({ row }) => (
      <div className="invoices__title">
        <span>{row.original.title}</span>
        <div className="muted">{INVOICE_TYPE_NAMES[row.original.type]}</div>
        {row.original.taxpayerNumber && (
          <div className="muted invoices__nowrap">
            TIN <code>{row.original.taxpayerNumber}</code>
          </div>
        )}
      </div>
    ),
  },
  {
    id: 'amount',
    header: () => <div className="num">Amount</div>,
    cell: ({ row }) => <div className="num">{formatPrice(row.original.amount)}</div>,
  },
  { id: 'applied', header: 'Applied (LA)', cell: ({ row }) => <LaDay iso={row.original.appliedAt} /> },
  {
    id: 'status',
    header: 'Status · issued (LA)',
    cell: ({ row }) => (
      <>
        <InvoiceStatusBadge status={row.original.status} />
        {row.original.issuedAt && (
          <div className="invoices__issued">
            <code>{row.original.invoiceNumber}</code>
            <div className="muted">{laDateTime(row.original.issuedAt)}</div>
          </div>
        )}
      </>
    ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <Actions invoice={row.original} actions={actions} />,
  },
];

const TABS: Record<InvoiceStatus | 'all', { subtitle: string; empty: string }> = {
  [InvoiceStatus.Applying]: {
    subtitle: 'Invoices shoppers applied for, newest first: check the title and taxpayer number, then issue.',
    empty: 'No invoice waits for review',
  },
  [InvoiceStatus.Invoiced]: {
    subtitle: 'Issued invoices, newest first, with their numbers and PDFs.',
    empty: 'No invoice issued yet',
  },
  all: { subtitle: 'Every invoice shoppers applied for, newest first.', empty: 'No invoice applied for yet' },
};

/** /admin/invoices (to review), /issued and /all: the invoices in `status` (or all), issued and downloaded here. */
export function InvoiceList({ status }: { status?: InvoiceStatus }) {
  const list = useInvoices(status);
  const issuing = useIssueInvoice();
  const downloading = useDownloadInvoice();
  const [notice, setNotice] = useState<string | null>(null);
  const { mutate: issueInvoice, reset: resetIssue } = issuing;
  const { mutate: downloadInvoice, reset: resetDownload } = downloading;
  const issuingOrder = issuing.isPending ? issuing.variables : null;
  const downloadingOrder = downloading.isPending ? downloading.variables?.orderNumber : null;

  const columns = useMemo(
    () =>
      invoiceColumns({
        issue: (orderNumber) => {
          setNotice(null);
          resetDownload();
          issueInvoice(orderNumber, {
            onSuccess: (invoice) =>
              setNotice(`Issued invoice ${invoice.invoiceNumber} for order ${invoice.orderNumber}.`),
          });
        },
        download: (invoice) => {
          setNotice(null);
          resetIssue();
          downloadInvoice(invoice, { onSuccess: (fileName) => setNotice(`Saved ${fileName}.`) });
        },
        busy: (invoice) => invoice.orderNumber === issuingOrder || invoice.orderNumber === downloadingOrder,
      }),
    [issueInvoice, downloadInvoice, resetIssue, resetDownload, issuingOrder, downloadingOrder],
  );
  const tab = TABS[status ?? 'all'];

  return (
    <>
      <PageHeader title="Invoices" subtitle={tab.subtitle} />
      <InvoicesNav />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Refusal error={issuing.error ?? downloading.error ?? list.error} />
      <div className="invoices-table">
        <DataTable
          caption="Invoices"
          columns={columns}
          page={list.data && { records: list.data, total: list.data.length, current: 1, pages: 1 }}
          loading={list.isFetching}
          empty={tab.empty}
        />
      </div>
    </>
  );
}
