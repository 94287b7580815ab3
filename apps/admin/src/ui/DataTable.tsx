import { type ColumnDef, FlexRender, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** No client-side sorting or paging: lists are paged, filtered and ordered by the server. */
export const tableColumns = tableFeatures({});
export type Columns<Row extends RowData> = ColumnDef<typeof tableColumns, Row>[];

/** A page of a server-paged list (domain `pageFields`). */
export type Paged<Row> = { records: Row[]; total: number; current: number; pages: number };

/**
 * The console's one table: a page of rows from the server, its loading and empty states, and the pager.
 * `onRowClick` opens a row (a link in the first cell keeps it reachable by keyboard).
 */
export function DataTable<Row extends RowData>({
  columns,
  page,
  loading,
  empty = 'Nothing matches these filters',
  onPage,
  onRowClick,
  caption,
}: {
  columns: Columns<Row>;
  page: Paged<Row> | undefined;
  loading: boolean;
  empty?: ReactNode;
  onPage?: (current: number) => void;
  onRowClick?: (row: Row) => void;
  caption: string;
}) {
  const table = useTable({ features: tableColumns, columns, data: page?.records ?? [] });
  const rows = table.getRowModel().rows;
  return (
    <div className="data-table">
      <table aria-busy={loading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={onRowClick ? 'data-table__row--link' : undefined}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="data-table__empty">{loading ? 'Loading…' : empty}</p>}
      {page && onPage && page.pages > 1 && (
        <nav className="pager" aria-label={`${caption} pages`}>
          <span>
            {page.total.toLocaleString('en-US')} in all · page {page.current} of {page.pages}
          </span>
          <button type="button" disabled={page.current <= 1} onClick={() => onPage(page.current - 1)}>
            Previous
          </button>
          <button
            type="button"
            disabled={page.current >= page.pages}
            onClick={() => onPage(page.current + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
