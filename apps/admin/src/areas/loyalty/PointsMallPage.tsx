import type { AdminMallGoods } from '@tread/domain';
import Ticket from 'lucide-react/icons/ticket';
import { useState } from 'react';
import { type Columns, DataTable } from '../../ui/DataTable';
import { useMallGoods } from './api/list-mall-goods';
import { CouponName } from './CouponPicker';
import { LoyaltyPage } from './LoyaltyPage';
import { MallGoodsEditor } from './MallGoodsEditor';
import { MALL_KIND_NAMES, mallPrice } from './mall-goods-form';

const figure = (n: number) => n.toLocaleString('en-US');

/** The item's picture: its product's, or a coupon's mark. */
function Picture({ item }: { item: AdminMallGoods }) {
  if (item.image) return <img className="mall-picture" src={item.image} alt="" width={44} height={44} />;
  return (
    <span className="mall-picture mall-picture--none">
      <Ticket size={20} aria-hidden />
    </span>
  );
}

const mallColumns = (onEdit: (item: AdminMallGoods) => void): Columns<AdminMallGoods> => [
  {
    id: 'item',
    header: 'Item',
    cell: ({ row: { original: item } }) => (
      <div className="mall-item">
        <Picture item={item} />
        <div>
          <strong>{item.name}</strong>
          <div className="muted">
            {item.couponId !== null ? (
              <CouponName couponId={item.couponId} />
            ) : (
              `${item.productName ?? 'Product'} · SKU #${item.skuId}`
            )}
          </div>
        </div>
      </div>
    ),
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => MALL_KIND_NAMES[row.original.kind] },
  {
    id: 'price',
    header: 'Price',
    // '500 points + $4.99', broken before the money when the column is narrow.
    cell: ({ row }) => {
      const [points, cash] = mallPrice(row.original.pointsPrice, row.original.cashCents).split(' + ');
      return (
        <>
          <span className="mall-nowrap">{points}</span>
          {cash && <span className="mall-nowrap"> + {cash}</span>}
        </>
      );
    },
  },
  {
    id: 'stock',
    header: () => <div className="num">Left / stock</div>,
    cell: ({ row }) => (
      <>
        <div className="num mall-nowrap">
          {figure(row.original.stockLeft)} / {figure(row.original.stock)}
        </div>
        <div className="num muted mall-nowrap">{figure(row.original.exchanged)} exchanged</div>
      </>
    ),
  },
  {
    id: 'limit',
    header: () => <div className="num">Per shopper</div>,
    cell: ({ row }) => <div className="num">{figure(row.original.perUserLimit)}</div>,
  },
  {
    id: 'active',
    header: 'Shown',
    cell: ({ row }) =>
      row.original.active ? (
        <span className="badge badge--on">In the mall</span>
      ) : (
        <span className="badge badge--off">Hidden</span>
      ),
  },
  {
    id: 'edit',
    header: () => <span className="visually-hidden">Edit</span>,
    cell: ({ row }) => (
      <button
        type="button"
        className="button button--quiet"
        aria-label={`Edit ${row.original.name}`}
        onClick={() => onEdit(row.original)}
      >
        Edit
      </button>
    ),
  },
];

/** The list of the mall's goods, 'Add an item', and the editor over it while one is open. */
function MallGoodsList({ goods }: { goods: AdminMallGoods[] }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const item = typeof editing === 'number' ? (goods.find((row) => row.id === editing) ?? null) : null;
  const open = (to: number | 'new') => {
    setNotice(null);
    setEditing(to);
  };
  return (
    <section className="card loyalty-card" aria-labelledby="mall-title">
      <div className="mall-head">
        <h2 id="mall-title">Points mall</h2>
        <button type="button" className="button" onClick={() => open('new')}>
          Add an item
        </button>
      </div>
      <p className="muted loyalty-card__note">
        Products and coupons shoppers exchange for points, or points plus money. A product is bought on the
        checkout as a points order; a coupon is given at once. Hidden items stay here with their exchanges.
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <DataTable
        caption="Points mall goods"
        columns={mallColumns((row) => open(row.id))}
        page={{ records: goods, total: goods.length, current: 1, pages: 1 }}
        loading={false}
        empty="No item yet: add a product or a coupon shoppers can exchange for points."
      />
      {(editing === 'new' || item) && (
        <MallGoodsEditor
          key={item?.id ?? 'new'}
          item={item}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setNotice(item ? `Saved “${saved.name}”` : `“${saved.name}” added to the points mall`);
          }}
        />
      )}
    </section>
  );
}

/** /admin/loyalty/mall: the points mall's goods, added and edited by operations (issue 17). */
export function PointsMallPage() {
  const goods = useMallGoods();
  return <LoyaltyPage value={goods}>{(records) => <MallGoodsList goods={records} />}</LoyaltyPage>;
}
