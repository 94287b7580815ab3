import type { AdminFlashSaleRow } from '@tread/domain';
import { Link } from 'react-router';
import type { Columns } from '../../ui/DataTable';
import { useFlashSales } from './api/list-flash-sales';
import { CloseFlashSale } from './close-actions';
import {
  DaySpan,
  EditLink,
  ListPage,
  LiveNote,
  PriceAgainst,
  ProductCell,
  PromoTable,
  TodaySold,
} from './list-parts';
import { FlashStatusBadge } from './offer-state';
import { FLASH_SALES_PATH } from './PromotionsNav';

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
        <EditLink to={`${FLASH_SALES_PATH}/${row.original.seckillId}`} name={row.original.name} />
        <CloseFlashSale sale={row.original} compact />
      </div>
    ),
  },
];

/** /admin/promotions/flash-sales: every flash sale, newest first, with today's sold and left, read every 10 s. */
export function FlashSaleList() {
  const sales = useFlashSales({ live: true });
  return (
    <ListPage
      subtitle="Flash sales: one SKU at a flash price in a daily session, with a daily stock that resets at 12:00am Los Angeles time."
      create={{ to: `${FLASH_SALES_PATH}/new`, label: 'New flash sale' }}
      error={sales.error}
    >
      <PromoTable
        caption="Flash sales"
        columns={flashSaleColumns}
        rows={sales.data}
        loading={sales.isPending}
        empty="No flash sale yet"
      />
      <LiveNote what="Sold counts are" />
    </ListPage>
  );
}
