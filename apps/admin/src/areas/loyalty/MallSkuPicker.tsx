import { type AdminProductDetail, type AdminSku, formatPrice } from '@tread/domain';
import { useDeferredValue, useId, useState } from 'react';
import type { RefCallBack } from 'react-hook-form';
import { useProduct } from './api/read-product';
import { useProductSearch } from './api/search-products';

/** A SKU as staff tell it apart: a tire's size, a part's number. */
const skuName = (sku: AdminSku) => sku.size ?? sku.partNumber;

/** Products by name, or a whole SKU code or part number; picking one lists its SKUs. */
function ProductSearch({ onPick, focusRef }: { onPick: (prodId: number) => void; focusRef?: RefCallBack }) {
  const [q, setQ] = useState('');
  const typed = useDeferredValue(q).trim();
  const search = useProductSearch(typed);
  const found = typed.length >= 2 ? search.data?.records : undefined;
  return (
    <div className="mall-sku__search">
      <input
        ref={focusRef}
        type="search"
        aria-label="Find a product by name or SKU code"
        placeholder="Name or SKU code"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul className="mall-sku__results">
        {typed.length < 2 && <li className="muted">Type at least 2 letters</li>}
        {search.error && <li className="muted">Products not loaded: {search.error.message}</li>}
        {found?.map((product) => (
          <li key={product.productId}>
            <button type="button" className="mall-sku__product" onClick={() => onPick(product.productId)}>
              <strong>{product.name}</strong>
              <span className="muted">
                {product.brandName} · {product.skuCount} {product.skuCount === 1 ? 'SKU' : 'SKUs'}
              </span>
            </button>
          </li>
        ))}
        {found?.length === 0 && <li className="muted">No product matches</li>}
      </ul>
    </div>
  );
}

/** The product's SKUs, each with its price and stock; one off sale cannot be chosen. */
function SkuChoices({
  product,
  skuId,
  onChoose,
  focusRef,
}: {
  product: AdminProductDetail;
  skuId: number | null;
  onChoose: (sku: AdminSku) => void;
  focusRef?: RefCallBack | undefined;
}) {
  const group = useId();
  const onSale = (sku: AdminSku) => product.active && sku.active;
  const focusable = product.skus.find((sku) => sku.skuId === skuId) ?? product.skus.find(onSale);
  return (
    <ul className="mall-sku__skus" aria-label={`SKUs of ${product.name}`}>
      {product.skus.length === 0 && <li className="muted">This product has no SKU to sell.</li>}
      {product.skus.map((sku) => (
        <li key={sku.skuId}>
          <label className={onSale(sku) ? undefined : 'mall-sku__off'}>
            <input
              ref={sku === focusable ? focusRef : undefined}
              type="radio"
              name={group}
              checked={sku.skuId === skuId}
              disabled={!onSale(sku)}
              onChange={() => onChoose(sku)}
            />
            <strong>{skuName(sku)}</strong>
            <code>{sku.partyCode}</code>
            <span className="num">{formatPrice(sku.price)}</span>
            <span className="muted num">{onSale(sku) ? `${sku.stock} in stock` : 'off sale'}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The one SKU a product item sells: a product found by name or SKU code (the catalog's product search), then
 * one of its SKUs. An item saved before shows its SKU's id until another is chosen.
 */
export function MallSkuPicker({
  value,
  savedName,
  onChange,
  onProduct,
  error,
  focusRef,
}: {
  value: number | null;
  /** The saved item's product, as the catalog names it. */
  savedName?: string | null | undefined;
  onChange: (skuId: number) => void;
  /** The product a SKU was chosen of, to name the item after it. */
  onProduct?: (name: string) => void;
  error?: string | undefined;
  /** The control a refusal about the SKU focuses. */
  focusRef?: RefCallBack;
}) {
  const [prodId, setProdId] = useState<number | null>(null);
  const [searching, setSearching] = useState(value === null);
  const [chosen, setChosen] = useState<string | null>(null);
  const product = useProduct(prodId);
  const otherProduct = () => {
    setProdId(null);
    setSearching(true);
  };
  return (
    <fieldset className="mall-sku">
      <legend>Product SKU</legend>
      <p className="mall-sku__chosen" role="status">
        {value === null
          ? 'No product chosen yet'
          : (chosen ?? `${savedName ?? 'Product'} · SKU #${value}, as saved`)}
      </p>
      {prodId !== null ? (
        <>
          {product.error && (
            <p className="muted">
              Product #{prodId} cannot be read: {product.error.message}
            </p>
          )}
          {product.isPending && <p className="muted">Loading its SKUs…</p>}
          {product.data && (
            <SkuChoices
              product={product.data}
              skuId={value}
              focusRef={focusRef}
              onChoose={(sku) => {
                onChange(sku.skuId);
                setChosen(`${product.data.name} · ${skuName(sku)} · usual price ${formatPrice(sku.price)}`);
                onProduct?.(product.data.name);
              }}
            />
          )}
          <div>
            <button type="button" className="button button--quiet" onClick={otherProduct}>
              Choose another product
            </button>
          </div>
        </>
      ) : searching ? (
        <>
          <ProductSearch onPick={setProdId} focusRef={focusRef} />
          {value !== null && (
            <div>
              <button type="button" className="button button--quiet" onClick={() => setSearching(false)}>
                Keep the chosen SKU
              </button>
            </div>
          )}
        </>
      ) : (
        <div>
          <button ref={focusRef} type="button" className="button button--quiet" onClick={otherProduct}>
            Choose another product
          </button>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
