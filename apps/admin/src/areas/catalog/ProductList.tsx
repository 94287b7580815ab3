import {
  type AdminProductRow,
  adminProductQuery,
  formatPrice,
  TIRE_TIER_TITLES,
  type TireTier,
} from '@tread/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { FilterBar } from '../../ui/FilterBar';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useListFilters } from '../../ui/use-list-filters';
import { useBrands } from './api/list-brands';
import { useCategories } from './api/list-categories';
import { useProductList } from './api/list-products';

const priceRange = ({ minPrice, maxPrice }: AdminProductRow) =>
  minPrice === null || maxPrice === null
    ? '—'
    : minPrice === maxPrice
      ? formatPrice(minPrice)
      : `${formatPrice(minPrice)} – ${formatPrice(maxPrice)}`;

export const tierTitle = (tier: number | null) => (tier ? TIRE_TIER_TITLES[tier as TireTier] : null);

const columns: Columns<AdminProductRow> = [
  {
    id: 'product',
    header: 'Product',
    cell: ({ row }) => (
      <>
        <Link to={String(row.original.productId)} onClick={(event) => event.stopPropagation()}>
          {row.original.name}
        </Link>
        <div className="muted">
          <code>{row.original.code}</code>
        </div>
      </>
    ),
  },
  { accessorKey: 'brandName', header: 'Brand' },
  { accessorKey: 'categoryName', header: 'Category' },
  {
    id: 'skus',
    header: () => <span className="num">SKUs</span>,
    cell: ({ row }) => <div className="num">{row.original.skuCount}</div>,
  },
  {
    id: 'price',
    header: 'Price',
    cell: ({ row }) => <span className="num">{priceRange(row.original)}</span>,
  },
  {
    id: 'stock',
    header: () => <span className="num">Stock</span>,
    cell: ({ row }) => <div className="num">{row.original.totalStock.toLocaleString('en-US')}</div>,
  },
  {
    id: 'tier',
    header: 'Tag',
    cell: ({ row }) => {
      const title = tierTitle(row.original.tier);
      return title ? <span className="badge">{title}</span> : null;
    },
  },
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
];

type FilterForm = { q: string; brandId: string; categoryId: string; active: string };

/** /admin/catalog: every product, searchable by name or SKU code, filtered by brand, category and status. */
export function ProductList() {
  const { filters, setFilters, setPage } = useListFilters(adminProductQuery);
  const products = useProductList(filters);
  const brands = useBrands();
  const categories = useCategories();
  const navigate = useNavigate();
  const { register, handleSubmit, reset } = useForm<FilterForm>({
    values: {
      q: filters.q ?? '',
      brandId: filters.brandId ? String(filters.brandId) : '',
      categoryId: filters.categoryId ? String(filters.categoryId) : '',
      active: filters.active === undefined ? '' : String(filters.active),
    },
  });
  return (
    <>
      <PageHeader
        title="Catalog"
        subtitle="Products and their SKUs: names, tags, prices, stock and what is on sale."
        actions={
          <>
            <Link className="button button--quiet" to="brands">
              Brands and categories
            </Link>
            <Link className="button" to="price-list">
              Price and stock CSV
            </Link>
          </>
        }
      />
      <FilterBar
        onFilter={handleSubmit((form) => setFilters(form))}
        onClear={() => {
          reset();
          setFilters({});
        }}
      >
        <Field label="Name or SKU code">
          <input type="search" placeholder="Defender, 1234-567" {...register('q')} />
        </Field>
        <Field label="Brand">
          <select {...register('brandId')}>
            <option value="">Any brand</option>
            {brands.data?.map((b) => (
              <option key={b.brandId} value={b.brandId}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Category">
          <select {...register('categoryId')}>
            <option value="">Any category</option>
            {categories.data?.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Status">
          <select {...register('active')}>
            <option value="">On or off sale</option>
            <option value="true">On sale</option>
            <option value="false">Off sale</option>
          </select>
        </Field>
      </FilterBar>
      <Refusal error={products.error} />
      <DataTable
        caption="Products"
        columns={columns}
        page={products.data}
        loading={products.isFetching}
        onPage={setPage}
        onRowClick={(row) => navigate(String(row.productId))}
      />
    </>
  );
}
