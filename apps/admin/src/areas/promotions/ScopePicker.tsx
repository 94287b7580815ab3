import type { AdminBrand, AdminCategory } from '@tread/domain';
import X from 'lucide-react/icons/x';
import { useDeferredValue, useId, useState } from 'react';
import { useScopeBrands } from './api/list-brands';
import { useScopeCategories } from './api/list-categories';
import { useScopeProduct } from './api/read-product';
import { useProductSearch } from './api/search-products';
import { type ScopeValue, scopeSummary } from './scope';

const WHOLE = /^\d+$/;
const DEPTH_CLASS = [undefined, 'scope-list__depth1', 'scope-list__depth2'];

const toggled = (ids: readonly number[], id: number, on: boolean): number[] =>
  on ? [...new Set([...ids, id])] : ids.filter((other) => other !== id);

const matches = (name: string, filter: string) => name.toLowerCase().includes(filter.trim().toLowerCase());

/** A filterable column of checkboxes: brands or categories. */
function CheckList<Item>({
  title,
  items,
  idOf,
  nameOf,
  depthOf,
  chosen,
  onToggle,
}: {
  title: string;
  items: readonly Item[] | undefined;
  idOf: (item: Item) => number;
  nameOf: (item: Item) => string;
  depthOf?: (item: Item) => number;
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  const [filter, setFilter] = useState('');
  const listId = useId();
  const shown = (items ?? []).filter((item) => matches(nameOf(item), filter));
  return (
    <section className="scope-column" aria-labelledby={`${listId}-title`}>
      <h3 id={`${listId}-title`}>
        {title} {chosen.length > 0 && <span className="badge">{chosen.length} chosen</span>}
      </h3>
      <input
        type="search"
        aria-label={`Filter ${title.toLowerCase()}`}
        placeholder={`Filter ${title.toLowerCase()}`}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <ul className="scope-list">
        {items === undefined && <li className="muted">Loading…</li>}
        {items !== undefined && shown.length === 0 && <li className="muted">None match</li>}
        {shown.map((item) => {
          const id = idOf(item);
          return (
            <li key={id} className={DEPTH_CLASS[Math.min(depthOf?.(item) ?? 0, DEPTH_CLASS.length - 1)]}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.includes(id)}
                  onChange={(event) => onToggle(id, event.target.checked)}
                />
                {nameOf(item)}
              </label>
            </li>
          );
        })}
      </ul>
      {chosen.length > 0 && (
        <ul className="scope-chips" aria-label={`Chosen ${title.toLowerCase()}`}>
          {chosen.map((id) => {
            const item = items?.find((candidate) => idOf(candidate) === id);
            const name = item ? nameOf(item) : `#${id}`;
            return (
              <li key={id} className="scope-chip">
                <span>{name}</span>
                <button type="button" aria-label={`Remove ${name}`} onClick={() => onToggle(id, false)}>
                  <X size={14} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Categories as a tree: each category followed by its own subcategories, with how deep it sits. */
function treeOrder(categories: readonly AdminCategory[]): { category: AdminCategory; depth: number }[] {
  const known = new Set(categories.map((category) => category.categoryId));
  const under = (parentId: number | null, depth: number): { category: AdminCategory; depth: number }[] =>
    categories
      .filter((category) =>
        parentId === null
          ? category.parentId === null || !known.has(category.parentId)
          : category.parentId === parentId,
      )
      .flatMap((category) => [{ category, depth }, ...under(category.categoryId, depth + 1)]);
  return under(null, 0);
}

/** A product the scope covers, named by reading it; one that is gone shows its id. */
function ProductChip({ productId, onRemove }: { productId: number; onRemove: () => void }) {
  const product = useScopeProduct(productId);
  const name = product.data?.name ?? (product.error ? `Product #${productId} (not found)` : `#${productId}…`);
  return (
    <li className="scope-chip">
      <span>
        {name} <span className="muted">#{productId}</span>
      </span>
      <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        <X size={14} aria-hidden />
      </button>
    </li>
  );
}

/** Products by name, SKU code or id, and those already chosen. */
function ProductColumn({
  chosen,
  onToggle,
}: {
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  const [q, setQ] = useState('');
  const search = useProductSearch(useDeferredValue(q).trim());
  const typedId = WHOLE.test(q.trim()) ? Number(q.trim()) : null;
  const headingId = useId();
  return (
    <section className="scope-column" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Products {chosen.length > 0 && <span className="badge">{chosen.length} chosen</span>}
      </h3>
      <input
        type="search"
        aria-label="Find products by name, SKU code or id"
        placeholder="Name, SKU code or id"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <ul className="scope-list">
        {typedId !== null && typedId > 0 && !chosen.includes(typedId) && (
          <li>
            <button type="button" className="scope-add" onClick={() => onToggle(typedId, true)}>
              Add product #{typedId}
            </button>
          </li>
        )}
        {q.trim().length < 2 && typedId === null && <li className="muted">Type at least 2 letters</li>}
        {search.data?.records.map((product) => (
          <li key={product.productId}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(product.productId)}
                onChange={(event) => onToggle(product.productId, event.target.checked)}
              />
              <span>
                {product.name}{' '}
                <span className="muted">
                  {product.brandName} · #{product.productId}
                </span>
              </span>
            </label>
          </li>
        ))}
        {search.data && search.data.records.length === 0 && q.trim().length >= 2 && (
          <li className="muted">No product matches</li>
        )}
      </ul>
      {chosen.length > 0 && (
        <ul className="scope-chips" aria-label="Chosen products">
          {chosen.map((id) => (
            <ProductChip key={id} productId={id} onRemove={() => onToggle(id, false)} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * What a coupon or activity covers: brands and categories ticked in filterable lists, products found by name,
 * SKU code or id. `everything` says what covering nothing means (a coupon: every product); without it, at
 * least one is needed.
 */
export function ScopePicker({
  value,
  onChange,
  error,
  everything,
}: {
  value: ScopeValue;
  onChange: (scope: ScopeValue) => void;
  error?: string | undefined;
  everything?: string;
}) {
  const brands = useScopeBrands();
  const categories = useScopeCategories();
  const set = (key: keyof ScopeValue) => (id: number, on: boolean) =>
    onChange({ ...value, [key]: toggled(value[key], id, on) });
  return (
    <fieldset className="scope-picker">
      <legend>What it covers</legend>
      <p className="scope-picker__summary">
        {scopeSummary(value, everything ?? 'Nothing chosen yet')}
        {everything && scopeSummary(value, '') !== '' && (
          <span className="muted"> · a product is covered when any of these match it</span>
        )}
      </p>
      <div className="scope-picker__columns">
        <CheckList<AdminBrand>
          title="Brands"
          items={brands.data}
          idOf={(brand) => brand.brandId}
          nameOf={(brand) => brand.name}
          chosen={value.brandIds}
          onToggle={set('brandIds')}
        />
        <CheckList<{ category: AdminCategory; depth: number }>
          title="Categories"
          items={categories.data && treeOrder(categories.data)}
          idOf={({ category }) => category.categoryId}
          nameOf={({ category }) => category.name}
          depthOf={({ depth }) => depth}
          chosen={value.categoryIds}
          onToggle={set('categoryIds')}
        />
        <ProductColumn chosen={value.prodIds} onToggle={set('prodIds')} />
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
