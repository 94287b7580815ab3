import {
  type AdminOrderCard,
  adminOrderListQuery,
  DELIVERY_TYPE_LABELS,
  formatLaDate,
  formatLaTime,
  formatPrice,
  ORDER_EXPORT_ROW_CAP,
  ORDER_STATUS_LABELS,
  OrderBusinessLine,
  OrderStatus,
} from '@tread/domain';
import Download from 'lucide-react/icons/download';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { useExportOrders } from './api/export-orders';
import { useOrderList } from './api/list-orders';
import { StatusBadge } from './StatusBadge';

/** The statuses staff filter by, in the order an order moves through them. */
const STATUS_OPTIONS = [
  OrderStatus.Unpaid,
  OrderStatus.Paid,
  OrderStatus.Shipped,
  OrderStatus.WaitingForInstall,
  OrderStatus.Completed,
  OrderStatus.Canceled,
];
const BUSINESS_LINE_LABELS: Record<OrderBusinessLine, string> = {
  [OrderBusinessLine.Tires]: 'Tires',
  [OrderBusinessLine.Parts]: 'Parts and accessories',
  [OrderBusinessLine.Services]: 'Installation services',
};

const itemsOf = (order: AdminOrderCard): string => {
  const [first, ...rest] = order.items;
  if (!first) return '—';
  return rest.length ? `${first.prodName} +${rest.length} more` : `${first.prodName} ×${first.count}`;
};

const columns: Columns<AdminOrderCard> = [
  {
    id: 'orderNumber',
    header: 'Order · customer',
    cell: ({ row }) => (
      <>
        <Link to={row.original.orderNumber} onClick={(event) => event.stopPropagation()}>
          <code>{row.original.orderNumber}</code>
        </Link>
        <div className="muted orders__customer" title={row.original.customerEmail}>
          {row.original.customerEmail}
        </div>
      </>
    ),
  },
  {
    id: 'placed',
    header: 'Placed (LA)',
    cell: ({ row }) => {
      const placed = new Date(row.original.createdAt);
      return (
        <span className="orders__nowrap">
          {formatLaDate(placed)}
          <div className="muted">{formatLaTime(placed)}</div>
        </span>
      );
    },
  },
  {
    id: 'items',
    header: 'Items',
    cell: ({ row }) => <span className="orders__items">{itemsOf(row.original)}</span>,
  },
  {
    id: 'delivery',
    header: 'Delivery',
    cell: ({ row }) => (
      <>
        <span className="orders__nowrap">{DELIVERY_TYPE_LABELS[row.original.deliveryType] ?? '—'}</span>
        {row.original.stationName && <div className="muted">{row.original.stationName}</div>}
      </>
    ),
  },
  {
    id: 'total',
    header: () => <span className="num">Total</span>,
    cell: ({ row }) => <div className="num">{formatPrice(row.original.total)}</div>,
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
];

type FilterForm = {
  keyword: string;
  status: string;
  from: string;
  to: string;
  deliveryType: string;
  stationId: string;
  businessLine: string;
};

/** /admin/orders: every order, filtered and paged on the server, and the filtered list as a CSV file. */
export function OrderList() {
  const { filters, setFilters, setPage } = useListFilters(adminOrderListQuery);
  const list = useOrderList(filters);
  const exporting = useExportOrders();
  const navigate = useNavigate();
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const { register, handleSubmit, reset } = useForm<FilterForm>({
    values: {
      keyword: text(filters.keyword),
      status: text(filters.status),
      from: text(filters.from),
      to: text(filters.to),
      deliveryType: text(filters.deliveryType),
      stationId: text(filters.stationId),
      businessLine: text(filters.businessLine),
    },
  });
  const { current: _current, size: _size, ...exportFilters } = filters;

  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="Every shopper's orders, newest first. Dates are Los Angeles days."
        actions={
          <button
            type="button"
            className="button button--quiet"
            disabled={exporting.isPending}
            onClick={() => exporting.mutate(exportFilters)}
          >
            <Download size={16} aria-hidden /> {exporting.isPending ? 'Exporting…' : 'Export CSV'}
          </button>
        }
      />
      <FilterBar
        className="orders-filters"
        onFilter={handleSubmit((form) => setFilters(form))}
        onClear={() => {
          reset();
          setFilters({});
        }}
      >
        <Field label="Search">
          <input
            type="search"
            placeholder="Order number, customer e-mail or product"
            {...register('keyword')}
          />
        </Field>
        <Field label="Status">
          <select {...register('status')}>
            <option value="">Any status</option>
            {STATUS_OPTIONS.map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Placed from">
          <input type="date" {...register('from')} />
        </Field>
        <Field label="Placed to">
          <input type="date" {...register('to')} />
        </Field>
        <Field label="Delivery">
          <select {...register('deliveryType')}>
            <option value="">Any delivery</option>
            {Object.entries(DELIVERY_TYPE_LABELS).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Shop ID">
          <input inputMode="numeric" placeholder="e.g. 12" {...register('stationId')} />
        </Field>
        <Field label="Business line">
          <select {...register('businessLine')}>
            <option value="">Any line</option>
            {Object.entries(BUSINESS_LINE_LABELS).map(([line, label]) => (
              <option key={line} value={line}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </FilterBar>
      <Refusal error={list.error ?? exporting.error} />
      {exporting.data && (
        <p className="notice" role="status">
          Saved {exporting.data.fileName}.
          {exporting.data.truncated &&
            ` Only the newest ${ORDER_EXPORT_ROW_CAP.toLocaleString('en-US')} orders are in it; narrow the filters for the rest.`}
        </p>
      )}
      <DataTable
        caption="Orders"
        columns={columns}
        page={list.data}
        loading={list.isFetching}
        onPage={setPage}
        onRowClick={(order) => void navigate(order.orderNumber)}
      />
    </>
  );
}
