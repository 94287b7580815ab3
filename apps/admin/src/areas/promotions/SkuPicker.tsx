import { type AdminProductDetail, type AdminSku, formatPrice } from '@tread/domain';
import { type Ref, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useScopeProduct } from './api/read-product';
import { useProductSearch } from './api/search-products';
import { count } from './list-parts';
import { type ChosenSku, NO_SKU } from './offer-fields';

const WHOLE = /^\d+$/;
/** A SKU as staff tell it apart: a tire's size, a part's number. */
const skuName = (sku: AdminSku) => sku.size ?? sku.partNumber;

const priceRange = (min: number | null, max: number | null) =>
  min === null || max === null
    ? 'no SKU'
    : min === max
      ? formatPrice(min)
      : `${formatPrice(min)}–${formatPrice(max)}`;

/** Products by name, SKU code or id; picking one shows its SKUs. */
function ProductSearch({
  onPick,
  focusRef,
}: {
  onPick: (prodId: number) => void;
  focusRef?: Ref<HTMLInputElement>;
}) {
  const [q, setQ] = useState('');
  const search = useProductSearch(useDeferredValue(q).trim());
  const typedId = WHOLE.test(q.trim()) ? Number(q.trim()) : null;
  return (
    <div className="sku-picker__search">
      <input
        ref={focusRef}
        type="search"
        aria-label="Find a product by name, SKU code or id"
        placeholder="Name, SKU code or id"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul className="sku-picker__results">
        {typedId !== null && typedId > 0 && (
          <li>
            <button type="button" className="scope-add" onClick={() => onPick(typedId)}>
              Product #{typedId}
            </button>
          </li>
        )}
        {q.trim().length < 2 && typedId === null && <li className="muted">Type at least 2 letters</li>}
        {search.data?.records.map((product) => (
          <li key={product.productId}>
            <button type="button" className="sku-picker__product" onClick={() => onPick(product.productId)}>
              <strong>{product.name}</strong>
              <span className="muted">
                {!product.name.startsWith(product.brandName) && `${product.brandName} · `}#{product.productId}{' '}
                · {product.skuCount} {product.skuCount === 1 ? 'SKU' : 'SKUs'} ·{' '}
                {priceRange(product.minPrice, product.maxPrice)}
              </span>
            </button>
          </li>
        ))}
        {search.data && search.data.records.length === 0 && q.trim().length >= 2 && (
          <li className="muted">No product matches</li>
        )}
      </ul>
    </div>
  );
}

/** Past this many SKUs, a filter by size or code comes above them. */
const FILTER_FROM = 8;

const matches = (sku: AdminSku, filter: string) =>
  `${skuName(sku)} ${sku.partyCode}`.toLowerCase().includes(filter.trim().toLowerCase());

/**
 * The product's SKUs to choose one, with its usual price and stock; a SKU off sale cannot be chosen. The chosen
 * one is scrolled into view when the list opens, however far down it is.
 */
function SkuOptions({
  product,
  skuId,
  onChoose,
  onOtherProduct,
  focusRef,
}: {
  product: AdminProductDetail;
  skuId: number | null;
  onChoose: (sku: AdminSku) => void;
  onOtherProduct: () => void;
  focusRef?: Ref<HTMLInputElement> | undefined;
}) {
  const group = useId();
  const list = useRef<HTMLUListElement>(null);
  const [filter, setFilter] = useState('');
  const shown = product.skus.filter((sku) => matches(sku, filter));
  const focusable = shown.find((sku) => sku.skuId === skuId) ?? shown.find((sku) => sku.active);
  useEffect(() => {
    const chosen = list.current?.querySelector('input:checked')?.closest('li');
    if (list.current && chosen) list.current.scrollTop = chosen.offsetTop - list.current.clientHeight / 2;
  }, []);
  return (
    <>
      <div className="sku-picker__toolbar">
        {product.skus.length > FILTER_FROM && (
          <input
            type="search"
            aria-label="Filter SKUs by size or code"
            placeholder="Filter by size or SKU code"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        )}
        <button type="button" className="button button--quiet" onClick={onOtherProduct}>
          Choose another product
        </button>
      </div>
      <ul ref={list} className="sku-options" aria-label={`SKUs of ${product.name}`}>
        {product.skus.length === 0 && <li className="muted">This product has no SKU to sell.</li>}
        {product.skus.length > 0 && shown.length === 0 && <li className="muted">No SKU matches</li>}
        {shown.map((sku) => (
          <li key={sku.skuId}>
            <label className={sku.active ? undefined : 'sku-options__off'}>
              <input
                ref={sku === focusable ? focusRef : undefined}
                type="radio"
                name={group}
                checked={sku.skuId === skuId}
                disabled={!sku.active}
                onChange={() => onChoose(sku)}
              />
              <strong>{skuName(sku)}</strong>
              <code>{sku.partyCode}</code>
              <span className="num">{formatPrice(sku.price)}</span>
              <span className="muted num">{sku.active ? `${count(sku.stock)} in stock` : 'off sale'}</span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What is chosen, in a line: the product's name, the SKU's size and its usual price. */
function ChosenLine({ product, value }: { product: AdminProductDetail | undefined; value: ChosenSku }) {
  if (value.prodId === null) return <>No product chosen yet</>;
  if (!product) return <>Product #{value.prodId}…</>;
  const sku = product.skus.find((candidate) => candidate.skuId === value.skuId);
  return (
    <>
      <strong>{product.name}</strong>
      {!product.name.startsWith(product.brandName) && <span className="muted"> {product.brandName}</span>}
      {sku ? (
        <>
          {' '}
          · {skuName(sku)} · usual price <strong>{formatPrice(sku.price)}</strong>
        </>
      ) : (
        <span className="muted"> · choose one of its SKUs</span>
      )}
    </>
  );
}

/**
 * The one product SKU a flash sale or group buy sells: a product found by name, SKU code or id (the catalog's
 * product search), then one of its SKUs, shown with its size and usual price.
 */
export function SkuPicker({
  value,
  onChange,
  error,
  focusRef,
}: {
  value: ChosenSku;
  onChange: (sku: ChosenSku) => void;
  error?: string | undefined;
  /** The control a refusal about the SKU focuses. */
  focusRef?: Ref<HTMLInputElement>;
}) {
  const product = useScopeProduct(value.prodId ?? 0);
  const chosen = value.prodId === null ? undefined : product.data;
  return (
    <fieldset className="sku-picker">
      <legend>Product SKU</legend>
      <p className="sku-picker__chosen" role="status">
        <ChosenLine product={chosen} value={value} />
      </p>
      {value.prodId === null ? (
        <ProductSearch
          focusRef={focusRef}
          onPick={(prodId) => onChange({ prodId, skuId: null, usualPrice: null })}
        />
      ) : (
        <>
          {product.error && (
            <p className="muted">
              Product #{value.prodId} cannot be read: {product.error.message}
            </p>
          )}
          {chosen && (
            <SkuOptions
              product={chosen}
              skuId={value.skuId}
              focusRef={focusRef}
              onChoose={(sku) =>
                onChange({ prodId: chosen.productId, skuId: sku.skuId, usualPrice: sku.price })
              }
              onOtherProduct={() => onChange(NO_SKU)}
            />
          )}
          {product.error && (
            <div>
              <button type="button" className="button button--quiet" onClick={() => onChange(NO_SKU)}>
                Choose another product
              </button>
            </div>
          )}
        </>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
