import { useLocation } from 'react-router';
import type { Paged } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';

/** The promotion lists are short and answered whole: one page for the table. */
export const onePage = <Row,>(list: Row[] | undefined): Paged<Row> | undefined =>
  list && { records: list, total: list.length, current: 1, pages: 1 };

/** A promotion's window in Los Angeles time, one end a line. */
export function Window({ from, to }: { from: string; to: string }) {
  return (
    <span className="promo-window">
      <span>{laDateTime(from)}</span>
      <span className="muted">to {laDateTime(to)}</span>
    </span>
  );
}

/** The notice an editor leaves when it goes back to its list ('Coupon … created'). */
export function useLeftNotice(): string | null {
  const state = useLocation().state as { notice?: string } | null;
  return state?.notice ?? null;
}
