import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminBrand,
  type AdminCategory,
  type AdminProductDetail,
  type ProductChange,
  productChangeRequest,
  TIRE_TIER_TITLES,
  TireTier,
} from '@tread/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { Field } from '../../ui/Field';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useChangeProduct } from './api/change-product';
import { useProduct } from './api/get-product';
import { useBrands } from './api/list-brands';
import { useCategories } from './api/list-categories';
import { useUploadProductImage } from './api/upload-product-image';
import { SkuTable } from './SkuTable';

const TIERS = Object.values(TireTier).filter((tier) => tier !== TireTier.Regular);

function ProductForm({
  product,
  brands,
  categories,
}: {
  product: AdminProductDetail;
  brands: AdminBrand[];
  categories: AdminCategory[];
}) {
  const change = useChangeProduct(product.productId);
  const { register, handleSubmit, formState } = useForm<ProductChange>({
    resolver: zodResolver(productChangeRequest),
    values: {
      name: product.name,
      brandId: product.brandId,
      categoryId: product.categoryId,
      tier: product.tier as ProductChange['tier'],
      active: product.active,
    },
  });
  const { errors } = formState;
  return (
    <form className="card catalog-form" onSubmit={handleSubmit((values) => change.mutate(values))}>
      <h2>Product</h2>
      <div className="form-grid">
        <Field label="Name" error={errors.name}>
          <input {...register('name')} />
        </Field>
        <Field label="Brand" error={errors.brandId}>
          <select {...register('brandId', { valueAsNumber: true })}>
            {brands.map((b) => (
              <option key={b.brandId} value={b.brandId}>
                {b.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Category" error={errors.categoryId}>
          <select {...register('categoryId', { valueAsNumber: true })}>
            {categories
              .filter((c) => c.bizType === product.bizType)
              .map((c) => (
                <option key={c.categoryId} value={c.categoryId}>
                  {c.name}
                </option>
              ))}
          </select>
        </Field>
        <Field label="Tag on cards" error={errors.tier}>
          <select
            {...register('tier', {
              setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            })}
          >
            <option value="">No tag</option>
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIRE_TIER_TITLES[tier]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <label className="catalog-check">
        <input type="checkbox" {...register('active')} /> On sale (turning it off takes every size off sale)
      </label>
      <div className="catalog-form__actions">
        <button type="submit" className="button" disabled={change.isPending}>
          Save product
        </button>
        {change.isSuccess && !formState.isDirty && (
          <p className="notice" role="status">
            Saved
          </p>
        )}
      </div>
      <Refusal error={change.error} />
    </form>
  );
}

function ProductPicture({ product }: { product: AdminProductDetail }) {
  const upload = useUploadProductImage(product.productId);
  const [file, setFile] = useState<File | null>(null);
  return (
    <section className="card catalog-picture">
      <h2>Picture</h2>
      <img src={product.image} alt={`${product.name}`} width={160} height={160} />
      <Field label="New picture" hint="JPEG, PNG, WebP, GIF or AVIF under 2 MB; cropped square">
        <input type="file" accept="image/*" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
      </Field>
      <button
        type="button"
        className="button button--quiet"
        disabled={!file || upload.isPending}
        onClick={() => file && upload.mutate(file)}
      >
        Upload picture
      </button>
      <Refusal error={upload.error} />
    </section>
  );
}

/** /admin/catalog/:productId — the product's facts, its picture, and each SKU's price, stock and limits. */
export function ProductEditor() {
  const productId = Number(useParams().productId);
  const product = useProduct(productId);
  const brands = useBrands();
  const categories = useCategories();
  const error = product.error ?? brands.error ?? categories.error;
  if (error) return <Refusal error={error} />;
  // The form's selects need their options before they are given the product's values.
  if (!product.data || !brands.data || !categories.data) return <p className="loading">Loading…</p>;
  const p = product.data;
  return (
    <>
      <PageHeader
        title={p.name}
        subtitle={`${p.brandName} · ${p.categoryName} · ${p.code}`}
        actions={
          <Link className="button button--quiet" to="..">
            All products
          </Link>
        }
      />
      <div className="catalog-editor">
        <ProductForm product={p} brands={brands.data} categories={categories.data} />
        <ProductPicture product={p} />
      </div>
      <SkuTable product={p} />
    </>
  );
}
