import { type AdminCouponRow, formatPrice } from '@tread/domain';
import { Link } from 'react-router';
import type { Columns } from '../../ui/DataTable';
import { Refusal } from '../../ui/Refusal';
import { useCoupons } from './api/list-coupons';
import { useSetCouponState } from './api/set-coupon-state';
import { COUPON_TARGET_NAMES } from './coupon-form';
import { count, ListPage, PromoTable, Window } from './list-parts';
import { COUPONS_PATH } from './PromotionsNav';
import { StateBadge } from './promotion-state';
import { StateActions } from './StateActions';

function CouponActions({ coupon }: { coupon: AdminCouponRow }) {
  const setState = useSetCouponState(coupon.couponId);
  return (
    <>
      <StateActions what="coupon" name={coupon.name} state={coupon.state} change={setState} compact />
      <Refusal error={setState.error} />
    </>
  );
}

/** What a coupon applies to, when its target already says it. */
const SAYS_TARGET = new Set(['Whole order', 'Installation']);

export const couponColumns: Columns<AdminCouponRow> = [
  {
    id: 'name',
    header: 'Coupon',
    cell: ({ row }) => (
      <>
        <Link to={`${COUPONS_PATH}/coupons/${row.original.couponId}`}>{row.original.name}</Link>
        {row.original.code && (
          <div className="muted">
            Code <code>{row.original.code}</code>
          </div>
        )}
      </>
    ),
  },
  {
    id: 'title',
    header: 'Offer',
    cell: ({ row }) => (
      <>
        <strong className="nowrap">{row.original.title}</strong>
        <div className="muted">{row.original.condition}</div>
      </>
    ),
  },
  {
    id: 'target',
    header: 'On',
    cell: ({ row }) => (
      <>
        <span className="nowrap">{COUPON_TARGET_NAMES[row.original.target]}</span>
        <div className="muted">
          {row.original.kind}
          {!SAYS_TARGET.has(row.original.appliesTo) && ` · ${row.original.appliesTo}`}
        </div>
      </>
    ),
  },
  {
    id: 'window',
    header: 'Valid (LA)',
    cell: ({ row }) => <Window from={row.original.validFrom} to={row.original.validTo} />,
  },
  { id: 'state', header: 'State', cell: ({ row }) => <StateBadge state={row.original.state} /> },
  {
    id: 'claimed',
    header: () => <div className="num">Claimed</div>,
    cell: ({ row }) => (
      <div className="num nowrap">
        {count(row.original.claimed)} /{' '}
        {row.original.totalQuantity === null ? '∞' : count(row.original.totalQuantity)}
        {row.original.totalQuantity === null && <span className="visually-hidden"> unlimited</span>}
      </div>
    ),
  },
  {
    id: 'used',
    header: () => <div className="num">Used</div>,
    cell: ({ row }) => <div className="num">{count(row.original.used)}</div>,
  },
  {
    id: 'given',
    header: () => <div className="num">Given</div>,
    cell: ({ row }) => <div className="num">{formatPrice(row.original.discountGiven)}</div>,
  },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <CouponActions coupon={row.original} /> },
];

/** /admin/promotions: every coupon with its state and what it handed out and gave, newest first. */
export function CouponList() {
  const coupons = useCoupons();
  return (
    <ListPage
      subtitle="Coupons shoppers claim and use, and activities that price products by themselves."
      create={{ to: `${COUPONS_PATH}/coupons/new`, label: 'New coupon' }}
      error={coupons.error}
    >
      <PromoTable
        caption="Coupons"
        columns={couponColumns}
        rows={coupons.data}
        loading={coupons.isFetching}
        empty="No coupon yet"
      />
    </ListPage>
  );
}
