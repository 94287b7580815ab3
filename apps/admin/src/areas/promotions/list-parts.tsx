import type { RowData } from '@tanstack/react-table';
import {
  type AdminFlashSaleRow,
  type AdminGroupActivityRow,
  formatPrice,
  usCalendarDate,
} from '@tread/domain';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { type Columns, DataTable, type Paged } from '../../ui/DataTable';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { percentOff } from './offer-fields';
import { PromotionsNav } from './PromotionsNav';

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

/**
 * A promotions list page: the header with its 'New …' button, the tabs, the notice an editor left, the list's
 * refusal, then its table and anything after it.
 */
export function ListPage({
  subtitle,
  create,
  error,
  children,
}: {
  subtitle: string;
  create: { to: string; label: string };
  error: unknown;
  children: ReactNode;
}) {
  const notice = useLeftNotice();
  return (
    <>
      <PageHeader
        title="Promotions"
        subtitle={subtitle}
        actions={
          <Link className="button promo-link-button" to={create.to}>
            <Plus size={16} aria-hidden /> {create.label}
          </Link>
        }
      />
      <PromotionsNav />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Refusal error={error} />
      {children}
    </>
  );
}

/** A promotions table, its whole list on one page. */
export function PromoTable<Row extends RowData>({
  caption,
  columns,
  rows,
  loading,
  empty,
}: {
  caption: string;
  columns: Columns<Row>;
  rows: Row[] | undefined;
  loading: boolean;
  empty: string;
}) {
  return (
    <div className="promo-table">
      <DataTable caption={caption} columns={columns} page={onePage(rows)} loading={loading} empty={empty} />
    </div>
  );
}

/** A row's pencil to its editor, named for screen readers by the row's name. */
export function EditLink({ to, name }: { to: string; name: string }) {
  return (
    <Link className="button button--quiet promo-icon-button promo-link-button" to={to} title="Edit">
      <Pencil size={16} aria-hidden />
      <span className="visually-hidden">Edit {name}</span>
    </Link>
  );
}

/** The line under a list read again while it is open ('Groups are read again every 10 seconds …'). */
export function LiveNote({ what }: { what: string }) {
  // One text node, as the lists wrote it: split nodes shape the line a pixel differently.
  return <p className="muted promo-live">{`${what} read again every 10 seconds while this page is open.`}</p>;
}

export const count = (n: number) => n.toLocaleString('en-US');

/** A Los Angeles day 'YYYY-MM-DD' as staff read it: '11/27/2026'. */
export const usDay = (day: string): string => usCalendarDate(new Date(`${day}T00:00:00Z`));

/** The days a flash sale or group buy runs, both included: '11/27 – 11/30/2026' within a year. */
export function daySpan(first: string, last: string): string {
  if (first === last) return usDay(first);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${sameYear ? usDay(first).slice(0, 5) : usDay(first)} – ${usDay(last)}`;
}

/** '$179.99 (usual $234.99) · Michelin Pilot Sport A/S 3+ 235/45R17 92W': an offer's header line. */
export const offerLine = (
  price: number,
  usual: number,
  product: { prodName: string; displaySize: string | null },
) =>
  `${formatPrice(price)} (usual ${formatPrice(usual)}) · ${product.prodName}${product.displaySize ? ` ${product.displaySize}` : ''}`;

export function DaySpan({ first, last }: { first: string; last: string }) {
  return <span className="nowrap">{daySpan(first, last)}</span>;
}

/** The product and SKU an offer sells: its name, its brand unless the name says it, and its size. */
export function ProductCell({
  prodName,
  brandName,
  displaySize,
}: {
  prodName: string;
  brandName: string;
  displaySize: string | null;
}) {
  const details = [prodName.startsWith(brandName) ? null : brandName, displaySize].filter(Boolean);
  return (
    <div className="promo-product">
      <span>{prodName}</span>
      {details.length > 0 && <div className="muted nowrap">{details.join(' · ')}</div>}
    </div>
  );
}

/** An offer's price against the usual price it is below: '$149.99', 'usual $189.99 · 21% off'. */
export function PriceAgainst({ price, usual }: { price: number; usual: number }) {
  return (
    <div className="num">
      <strong>{formatPrice(price)}</strong>
      <div className="muted nowrap">
        <s>{formatPrice(usual)}</s>
        {usual > price && ` · ${percentOff(price, usual)}% off`}
      </div>
    </div>
  );
}

/** How much of something is taken, as a small bar: today's flash stock sold, a group's seats. */
export function Meter({ taken, of, label }: { taken: number; of: number; label: string }) {
  return (
    <meter
      className="promo-meter"
      min={0}
      max={Math.max(of, 1)}
      value={Math.min(taken, of)}
      aria-label={label}
    />
  );
}

/** Today's flash stock: sold of the day's units with a bar, then what is left and what it sold in all. */
export function TodaySold({ sale }: { sale: AdminFlashSaleRow }) {
  return (
    <div className="promo-sold">
      <span className="nowrap">
        <strong>{count(sale.sold)}</strong> / {count(sale.stock)} sold
      </span>
      <Meter taken={sale.sold} of={sale.stock} label={`${sale.name}: sold today`} />
      <span className="muted nowrap">
        {count(sale.left)} left · {count(sale.soldTotal)} in all
      </span>
    </div>
  );
}

/** A group buy's groups: open now, then those filled and those failed (the contract counts closed ones there). */
export function GroupCounts({ activity }: { activity: AdminGroupActivityRow }) {
  return (
    <div className="nowrap">
      <strong>{count(activity.openGroups)}</strong> open
      <div className="muted">
        {count(activity.filledGroups)} filled · {count(activity.failedGroups)} failed
      </div>
    </div>
  );
}
