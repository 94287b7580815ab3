import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';

/**
 * The last cell of a list editor's row: move up and down (when the list has an order) and remove.
 * `label` names the row in the buttons' accessible names ("prize" gives "Move prize 2 up").
 */
export function RowActions({
  label,
  index,
  count,
  onMove,
  onRemove,
  canRemove = true,
}: {
  label: string;
  index: number;
  count: number;
  onMove?: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  canRemove?: boolean;
}) {
  const n = index + 1;
  return (
    <td className="loyalty-table__actions">
      {onMove && (
        <>
          <button
            type="button"
            className="button button--quiet icon-button"
            aria-label={`Move ${label} ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <ArrowUp size={16} aria-hidden />
          </button>
          <button
            type="button"
            className="button button--quiet icon-button"
            aria-label={`Move ${label} ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <ArrowDown size={16} aria-hidden />
          </button>
        </>
      )}
      <button
        type="button"
        className="button button--quiet icon-button"
        aria-label={`Remove ${label} ${n}`}
        disabled={!canRemove}
        onClick={() => onRemove(index)}
      >
        <Trash2 size={16} aria-hidden />
      </button>
    </td>
  );
}

/** Under a list editor's table: its add button, and once the list is full, the note saying so. */
export function AddRowFooter({
  label,
  count,
  max,
  onAdd,
  fullNote,
}: {
  label: string;
  count: number;
  max: number;
  onAdd: () => void;
  fullNote: ReactNode;
}) {
  const full = count >= max;
  return (
    <div>
      <button type="button" className="button button--quiet" disabled={full} onClick={onAdd}>
        {label}
      </button>
      {full && <span className="muted loyalty-card__aside">{fullNote}</span>}
    </div>
  );
}
