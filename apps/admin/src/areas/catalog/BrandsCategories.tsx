import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  type AdminBrand,
  type AdminCategory,
  BusinessLine,
  brandCreateRequest,
  categoryCreateRequest,
  renameRequest,
} from '@tread/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type Columns, DataTable } from '../../ui/DataTable';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useCreateBrand } from './api/create-brand';
import { useCreateCategory } from './api/create-category';
import { useBrands } from './api/list-brands';
import { useCategories } from './api/list-categories';
import { useRenameBrand } from './api/rename-brand';
import { useRenameCategory } from './api/rename-category';

type Rename = UseMutationResult<unknown, Error, { id: number; name: string }>;

/** A name cell that turns into a small rename form. */
function NameCell({ id, name, rename }: { id: number; name: string; rename: Rename }) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof renameRequest>,
    unknown,
    z.output<typeof renameRequest>
  >({
    resolver: zodResolver(renameRequest),
    values: { name },
  });
  if (!open) {
    return (
      <span className="catalog-name">
        {name}
        <button
          type="button"
          className="catalog-link-button"
          aria-label={`Rename ${name}`}
          onClick={() => setOpen(true)}
        >
          Rename
        </button>
      </span>
    );
  }
  return (
    <form
      className="catalog-rename"
      onSubmit={handleSubmit((values) =>
        rename.mutate({ id, name: values.name }, { onSuccess: () => setOpen(false) }),
      )}
    >
      <Field label={`New name for ${name}`} error={formState.errors.name}>
        <input {...register('name')} />
      </Field>
      <button type="submit" className="button">
        Save
      </button>
      <button type="button" className="button button--quiet" onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}

function Brands() {
  const brands = useBrands();
  const rename = useRenameBrand();
  const create = useCreateBrand();
  const { register, handleSubmit, reset, formState } = useForm<
    z.input<typeof brandCreateRequest>,
    unknown,
    z.output<typeof brandCreateRequest>
  >({ resolver: zodResolver(brandCreateRequest), defaultValues: { name: '', country: '', tier: 'mid' } });
  const columns: Columns<AdminBrand> = [
    {
      id: 'name',
      header: 'Brand',
      cell: ({ row }) => <NameCell id={row.original.brandId} name={row.original.name} rename={rename} />,
    },
    { accessorKey: 'country', header: 'Country' },
    { accessorKey: 'tier', header: 'Tier' },
    {
      id: 'products',
      header: 'Products',
      cell: ({ row }) => (
        <Link to={`..?brandId=${row.original.brandId}`}>
          {row.original.productCount.toLocaleString('en-US')}
        </Link>
      ),
    },
  ];
  const records = brands.data ?? [];
  return (
    <section className="catalog-taxonomy">
      <h2>Brands</h2>
      <form
        className="card filters"
        onSubmit={handleSubmit((values) => create.mutate(values, { onSuccess: () => reset() }))}
      >
        <Field label="New brand" error={formState.errors.name}>
          <input {...register('name')} />
        </Field>
        <Field label="Country">
          <input {...register('country')} />
        </Field>
        <Field label="Tier">
          <select {...register('tier')}>
            <option value="premium">Premium</option>
            <option value="mid">Mid</option>
            <option value="value">Value</option>
          </select>
        </Field>
        <div className="filters__actions">
          <button type="submit" className="button" disabled={create.isPending}>
            Add brand
          </button>
        </div>
      </form>
      <Refusal error={create.error ?? rename.error ?? brands.error} />
      <DataTable
        caption="Brands"
        columns={columns}
        page={{ records, total: records.length, current: 1, pages: 1 }}
        loading={brands.isFetching}
      />
    </section>
  );
}

function Categories() {
  const categories = useCategories();
  const rename = useRenameCategory();
  const create = useCreateCategory();
  const records = categories.data ?? [];
  const nameOf = new Map(records.map((c) => [c.categoryId, c.name]));
  const { register, handleSubmit, reset, formState } = useForm<
    z.input<typeof categoryCreateRequest>,
    unknown,
    z.output<typeof categoryCreateRequest>
  >({
    resolver: zodResolver(categoryCreateRequest),
    defaultValues: { name: '', parentId: null, bizType: BusinessLine.Goods },
  });
  const columns: Columns<AdminCategory> = [
    {
      id: 'name',
      header: 'Category',
      cell: ({ row }) => <NameCell id={row.original.categoryId} name={row.original.name} rename={rename} />,
    },
    {
      id: 'parent',
      header: 'Under',
      cell: ({ row }) => (row.original.parentId ? nameOf.get(row.original.parentId) : '—'),
    },
    {
      id: 'line',
      header: 'Line',
      cell: ({ row }) => (row.original.bizType === BusinessLine.Tire ? 'Tires' : 'Parts'),
    },
    {
      id: 'products',
      header: 'Products',
      cell: ({ row }) => (
        <Link to={`..?categoryId=${row.original.categoryId}`}>
          {row.original.productCount.toLocaleString('en-US')}
        </Link>
      ),
    },
  ];
  return (
    <section className="catalog-taxonomy">
      <h2>Categories</h2>
      <form
        className="card filters"
        onSubmit={handleSubmit((values) => create.mutate(values, { onSuccess: () => reset() }))}
      >
        <Field label="New category" error={formState.errors.name}>
          <input {...register('name')} />
        </Field>
        <Field label="Under">
          <select
            {...register('parentId', {
              setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            })}
          >
            <option value="">Top level (parts)</option>
            {records.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <div className="filters__actions">
          <button type="submit" className="button" disabled={create.isPending}>
            Add category
          </button>
        </div>
      </form>
      <Refusal error={create.error ?? rename.error ?? categories.error} />
      <DataTable
        caption="Categories"
        columns={columns}
        page={{ records, total: records.length, current: 1, pages: 1 }}
        loading={categories.isFetching}
      />
    </section>
  );
}

/** /admin/catalog/brands: brands and categories, listed, added and renamed. */
export function BrandsCategories() {
  return (
    <>
      <PageHeader
        title="Brands and categories"
        subtitle="Renaming keeps each one's web address; products follow the new name at once."
        actions={
          <Link className="button button--quiet" to="..">
            All products
          </Link>
        }
      />
      <div className="catalog-columns">
        <Brands />
        <Categories />
      </div>
    </>
  );
}
