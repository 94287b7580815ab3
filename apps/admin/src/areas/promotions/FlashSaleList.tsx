import type { AdminFlashSaleRow } from '@tread/domain';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useFlashSales } from './api/list-flash-sales';
import { CloseFlashSale } from './close-actions';
import { DaySpan, onePage, PriceAgainst, ProductCell, TodaySold, useLeftNotice } from './list-parts';
import { FlashStatusBadge } from './offer-state';
import { FLASH_SALES_PATH, PromotionsNav } from './PromotionsNav';

export const flashSaleColumns: Columns<AdminFlashSaleRow> = [
  {
    id: 'name',
    header: 'Flash sale',
    cell: ({ row }) => <Link to={`${FLASH_SALES_PATH}/${row.original.seckillId}`}>{row.original.name}</Link>,
  },
  { id: 'product', header: 'Product', cell: ({ row }) => <ProductCell {...row.original} /> },
  {
    id: 'price',
    header: () => <div className="num">Price</div>,
    cell: ({ row }) => <PriceAgainst price={row.original.price} usual={row.original.oriPrice} />,
  },
  { id: 'today', header: 'Today', cell: ({ row }) => <TodaySold sale={row.original} /> },
  {
    id: 'limit',
    header: () => <div className="num">Limit</div>,
    cell: ({ row }) => (
      <div className="num nowrap" title="Units one shopper may buy a day">
        {row.original.perShopperLimit} a day
      </div>
    ),
  },
  {
    id: 'days',
    header: 'Days (LA)',
    cell: ({ row }) => (
      <span className="promo-window">
        <DaySpan first={row.original.firstDay} last={row.original.lastDay} />
        <span className="muted">
          {row.original.sessionStart}–{row.original.sessionEnd} daily
        </span>
      </span>
    ),
  },
  { id: 'state', header: 'State', cell: ({ row }) => <FlashStatusBadge status={row.original.status} /> },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (
      <div className="promo-actions">
        <Link
          className="button button--quiet promo-icon-button promo-link-button"
          to={`${FLASH_SALES_PATH}/${row.original.seckillId}`}
          title="Edit"
        >
          <Pencil size={16} aria-hidden />
          <span className="visually-hidden">Edit {row.original.name}</span>
        </Link>
        <CloseFlashSale sale={row.original} compact />
      </div>
    ),
  },
];

/** /admin/promotions/flash-sales: every flash sale, newest first, with today's sold and left, read every 10 s. */
export function FlashSaleList() {
  const sales = useFlashSales({ live: true });
  const notice = useLeftNotice();
  return (
    <>
      <PageHeader
        title="Promotions"
        subtitle="Flash sales: one SKU at a flash price in a daily session, with a daily stock that resets at 12:00am Los Angeles time."
        actions={
          <Link className="button promo-link-button" to={`${FLASH_SALES_PATH}/new`}>
            <Plus size={16} aria-hidden /> New flash sale
          </Link>
        }
      />
      <PromotionsNav />
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <Refusal error={sales.error} />
      <div className="promo-table">
        <DataTable
          caption="Flash sales"
          columns={flashSaleColumns}
          page={onePage(sales.data)}
          loading={sales.isPending}
          empty="No flash sale yet"
        />
      </div>
      <p className="muted promo-live">Sold counts are read again every 10 seconds while this page is open.</p>
    </>
  );
}
