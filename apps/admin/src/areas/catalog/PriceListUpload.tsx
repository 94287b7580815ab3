import { formatPrice, PRICE_LIST_MAX_ROWS, type PriceListRow } from '@tread/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useApplyPriceList } from './api/apply-price-list';
import { usePreviewPriceList } from './api/preview-price-list';

type Change = { before: number; after: number } | null;

function BeforeAfter({ change, show }: { change: Change; show: (n: number) => string }) {
  if (!change) return <span className="muted">unchanged</span>;
  if (change.before === change.after) return <span>{show(change.after)}</span>;
  return (
    <span className="catalog-change">
      <s>{show(change.before)}</s> → <strong>{show(change.after)}</strong>
    </span>
  );
}

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;

const columns: Columns<PriceListRow> = [
  { accessorKey: 'line', header: 'Line' },
  {
    id: 'sku',
    header: 'SKU',
    cell: ({ row }) => (
      <>
        {row.original.skuId ?? '—'}
        {row.original.partyCode && (
          <div className="muted">
            <code>{row.original.partyCode}</code>
          </div>
        )}
      </>
    ),
  },
  { id: 'product', header: 'Product', cell: ({ row }) => row.original.productName ?? '—' },
  {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => <BeforeAfter change={row.original.price} show={formatPrice} />,
  },
  {
    id: 'stock',
    header: 'Stock',
    cell: ({ row }) => <BeforeAfter change={row.original.stock} show={count} />,
  },
  {
    id: 'result',
    header: 'Result',
    cell: ({ row }) =>
      row.original.error ? (
        <span className="catalog-row-error">{row.original.error}</span>
      ) : row.original.changed ? (
        <span className="badge catalog-on-sale">Will change</span>
      ) : (
        <span className="badge">No change</span>
      ),
  },
];

/** /admin/catalog/price-list: upload a CSV, see every line's change or error, then apply it all at once. */
export function PriceListUpload() {
  const [csv, setCsv] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const preview = usePreviewPriceList();
  const apply = useApplyPriceList();
  const answer = preview.data;

  const choose = async (file: File | undefined) => {
    apply.reset();
    preview.reset();
    setFileName(file?.name ?? '');
    const text = file ? await file.text() : null;
    setCsv(text);
    if (text !== null) preview.mutate(text);
  };
  const previewAgain = () => {
    apply.reset();
    if (csv !== null) preview.mutate(csv);
  };

  return (
    <>
      <PageHeader
        title="Price and stock CSV"
        subtitle="Change many SKUs at once. Nothing changes until you apply, and then every line changes together or none does."
        actions={
          <Link className="button button--quiet" to="..">
            All products
          </Link>
        }
      />
      <section className="card catalog-upload">
        <Field
          label="CSV file"
          hint={`A header row, then one SKU a line (at most ${count(PRICE_LIST_MAX_ROWS)}): skuId or partyCode, price in dollars, stock. Leave a cell blank to keep it.`}
        >
          <input type="file" accept=".csv,text/csv" onChange={(event) => choose(event.target.files?.[0])} />
        </Field>
        <p className="muted">For example:</p>
        <pre className="catalog-sample">{'skuId,price,stock\n1042,129.99,40\n1043,,12'}</pre>
      </section>
      <Refusal error={preview.error} />
      {answer && (
        <>
          <div className="catalog-summary">
            <p role="status">
              <strong>{fileName}</strong>: {count(answer.rows.length)} lines · {count(answer.changes)} to
              change ·{' '}
              <span className={answer.errors ? 'catalog-row-error' : undefined}>
                {count(answer.errors)} with errors
              </span>
            </p>
            <div className="page-header__actions">
              <button
                type="button"
                className="button button--quiet"
                onClick={previewAgain}
                disabled={preview.isPending}
              >
                Preview again
              </button>
              <button
                type="button"
                className="button"
                disabled={!answer.token || apply.isPending || apply.isSuccess}
                onClick={() => csv !== null && answer.token && apply.mutate({ csv, token: answer.token })}
              >
                Apply {plural(answer.changes, 'change', 'changes')}
              </button>
            </div>
          </div>
          {answer.errors > 0 && (
            <p className="refusal" role="alert">
              Fix the lines with errors and upload the file again: nothing is applied while any line is
              refused.
            </p>
          )}
          {apply.isSuccess && (
            <p className="notice" role="status">
              Applied: {plural(apply.data.changed, 'SKU', 'SKUs')} changed. Shoppers see the new prices and
              stock now.
            </p>
          )}
          <Refusal error={apply.error} />
          <DataTable
            caption="Preview of the CSV"
            columns={columns}
            page={{ records: answer.rows, total: answer.rows.length, current: 1, pages: 1 }}
            loading={preview.isPending}
          />
        </>
      )}
    </>
  );
}
