import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProductDetail,
  type AdminSku,
  CatalogAdminMessages,
  centsToDollarsString,
  dollarsField,
  formatPrice,
  Messages,
} from '@tread/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useChangeSku } from './api/change-sku';

const WHOLE = /^\d+$/;

/** The SKU form in dollars as staff type them; blank MAP price or limit means none. */
const skuForm = z.object({
  price: dollarsField,
  mapPrice: z.union([z.literal('').transform(() => null), dollarsField]),
  stock: z.string().trim().regex(WHOLE, Messages.AmountInvalid).transform(Number),
  purchaseLimit: z.union([
    z.literal('').transform(() => null),
    z
      .string()
      .trim()
      .regex(WHOLE, CatalogAdminMessages.PurchaseLimitInvalid)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, CatalogAdminMessages.PurchaseLimitInvalid)
          .max(999, CatalogAdminMessages.PurchaseLimitInvalid),
      ),
  ]),
  active: z.boolean(),
});
type SkuFormInput = z.input<typeof skuForm>;
type SkuFormOutput = z.output<typeof skuForm>;

function SkuForm({
  sku,
  productActive,
  onDone,
}: {
  sku: AdminSku;
  productActive: boolean;
  /** Called with the SKU code once saved, with null when canceled. */
  onDone: (saved: string | null) => void;
}) {
  const change = useChangeSku();
  const { register, handleSubmit, formState, setFocus } = useForm<SkuFormInput, unknown, SkuFormOutput>({
    resolver: zodResolver(skuForm),
    values: {
      price: centsToDollarsString(sku.price),
      mapPrice: sku.mapPrice === null ? '' : centsToDollarsString(sku.mapPrice),
      stock: String(sku.stock),
      purchaseLimit: sku.purchaseLimit === null ? '' : String(sku.purchaseLimit),
      active: sku.active,
    },
  });
  const { errors } = formState;
  // The form opens above a long table: bring it into view, ready to type the price.
  useEffect(() => setFocus('price', { shouldSelect: true }), [setFocus]);
  return (
    <form
      className="card catalog-form"
      aria-label={`SKU ${sku.partyCode}`}
      onSubmit={handleSubmit((values) =>
        change.mutate({ skuId: sku.skuId, change: values }, { onSuccess: () => onDone(sku.partyCode) }),
      )}
    >
      <h2>
        SKU <code>{sku.partyCode}</code> {sku.size && <span className="muted">· {sku.size}</span>}
      </h2>
      <div className="form-grid">
        <Field label="Price ($)" error={errors.price}>
          <input inputMode="decimal" {...register('price')} />
        </Field>
        <Field
          label="MAP price ($)"
          error={errors.mapPrice}
          hint="Blank for none; above the price, the shop shows 'See price in cart'"
        >
          <input inputMode="decimal" {...register('mapPrice')} />
        </Field>
        <Field label="Stock" error={errors.stock}>
          <input inputMode="numeric" {...register('stock')} />
        </Field>
        <Field label="Purchase limit" error={errors.purchaseLimit} hint="Blank for the usual limit">
          <input inputMode="numeric" {...register('purchaseLimit')} />
        </Field>
      </div>
      <label className="catalog-check">
        <input type="checkbox" disabled={!productActive} {...register('active')} /> On sale
        {!productActive && <span className="muted"> (the product is off sale)</span>}
      </label>
      <div className="catalog-form__actions">
        <button type="submit" className="button" disabled={change.isPending}>
          Save SKU
        </button>
        <button type="button" className="button button--quiet" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
      <Refusal error={change.error} />
    </form>
  );
}

/** The product's SKUs; Edit opens one SKU's form under the table. */
export function SkuTable({ product }: { product: AdminProductDetail }) {
  const [editing, setEditing] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const columns: Columns<AdminSku> = [
    {
      id: 'sku',
      header: 'SKU',
      cell: ({ row }) => (
        <>
          <code>{row.original.partyCode}</code>
          {row.original.size && <div className="muted">{row.original.size}</div>}
        </>
      ),
    },
    { id: 'price', header: 'Price', cell: ({ row }) => formatPrice(row.original.price) },
    {
      id: 'map',
      header: 'MAP price',
      cell: ({ row }) =>
        row.original.mapPrice === null ? (
          '—'
        ) : (
          <>
            {formatPrice(row.original.mapPrice)}
            {row.original.showMapPrice && <div className="muted">See price in cart</div>}
          </>
        ),
    },
    { id: 'stock', header: 'Stock', cell: ({ row }) => row.original.stock.toLocaleString('en-US') },
    { id: 'limit', header: 'Limit', cell: ({ row }) => row.original.purchaseLimit ?? 'Usual' },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) =>
        row.original.active ? (
          <span className="badge catalog-on-sale">On sale</span>
        ) : (
          <span className="badge">Off sale</span>
        ),
    },
    {
      id: 'edit',
      header: () => <span className="visually-hidden">Edit</span>,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--quiet"
          aria-label={`Edit SKU ${row.original.partyCode}`}
          onClick={() => {
            setSaved(null);
            setEditing(row.original.skuId);
          }}
        >
          Edit
        </button>
      ),
    },
  ];
  const sku = product.skus.find((s) => s.skuId === editing);
  const page = { records: product.skus, total: product.skus.length, current: 1, pages: 1 };
  return (
    <section className="catalog-skus">
      <h2>SKUs</h2>
      {saved && (
        <p className="notice" role="status">
          Saved SKU {saved}
        </p>
      )}
      {sku && (
        <SkuForm
          key={sku.skuId}
          sku={sku}
          productActive={product.active}
          onDone={(savedCode) => {
            setSaved(savedCode);
            setEditing(null);
          }}
        />
      )}
      <DataTable
        caption={`SKUs of ${product.name}`}
        columns={columns}
        page={page}
        loading={false}
        empty="No SKUs"
      />
    </section>
  );
}
