import type { ReactNode } from 'react';
import type { Control, FieldErrors, FieldValues, UseFormRegister } from 'react-hook-form';
import { AddRowFooter, RowActions } from './RowActions';
import { ListError } from './TableCell';

/** What a list table is given by the form holding its list. */
export type FormTableProps<Form extends FieldValues, Transformed> = {
  control: Control<Form, unknown, Transformed>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
};

/** What a list editor's error says about the list: its own message, or the one about the list as a whole. */
type ListFieldError = { message?: string; root?: { message?: string } };

/**
 * A loyalty list editor's card: its title and note, the list's message, a table with a row for each field of
 * the list (its cells, then move and remove), and the add button under it. With `empty`, a list of no rows
 * shows that line in place of the table.
 */
export function ListEditor({
  titleId,
  title,
  note,
  error,
  tableClass,
  caption,
  columns,
  head,
  actionsHead,
  numbered = false,
  rows,
  cells,
  actions,
  empty,
  add,
}: {
  titleId: string;
  title: string;
  note: ReactNode;
  error: ListFieldError | undefined;
  /** The table's own class, beside loyalty-table ('plan-table'). */
  tableClass: string;
  caption: string;
  /** Each column's class, in order, for the table's colgroup (undefined for a column with none). */
  columns: readonly (string | undefined)[];
  /** The heads of the columns before the actions column. */
  head: ReactNode;
  /** The actions column's head, read by screen readers only ('Remove'). */
  actionsHead: string;
  /** Each row starts with its place from 1, under the first of `head`. */
  numbered?: boolean;
  rows: readonly { id: string }[];
  /** A row's cells before its actions: `n` is its place from 1. */
  cells: (index: number, n: number) => ReactNode;
  actions: {
    label: string;
    onRemove: (index: number) => void;
    onMove?: (from: number, to: number) => void;
    canRemove?: boolean;
  };
  empty?: ReactNode;
  add: { label: string; max: number; onAdd: () => void; fullNote: ReactNode };
}) {
  return (
    <section className="card loyalty-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p className="muted loyalty-card__note">{note}</p>
      <ListError error={error?.root ?? error} />
      {empty !== undefined && rows.length === 0 ? (
        <p className="loyalty-empty">{empty}</p>
      ) : (
        <div className="loyalty-table-wrap">
          <table className={`loyalty-table ${tableClass}`}>
            <caption className="visually-hidden">{caption}</caption>
            <colgroup>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; two may share a class.
                <col key={i} className={column} />
              ))}
            </colgroup>
            <thead>
              <tr>
                {head}
                <th scope="col">
                  <span className="visually-hidden">{actionsHead}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id}>
                  {numbered && <td className="prize-table__place">{i + 1}</td>}
                  {cells(i, i + 1)}
                  <RowActions
                    label={actions.label}
                    index={i}
                    count={rows.length}
                    onMove={actions.onMove}
                    onRemove={actions.onRemove}
                    canRemove={actions.canRemove}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddRowFooter
        label={add.label}
        count={rows.length}
        max={add.max}
        onAdd={add.onAdd}
        fullNote={add.fullNote}
      />
    </section>
  );
}
