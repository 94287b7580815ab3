import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminMallGoods, type MallGoodsEdit, MallGoodsKind, parseDollarsToCents } from '@tread/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ConsoleError } from '../../api/client';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import { useChangeMallGoods } from './api/change-mall-goods';
import { useCreateMallGoods } from './api/create-mall-goods';
import { CouponSelect } from './CouponPicker';
import { loyaltyMessages } from './form-text';
import { MallSkuPicker } from './MallSkuPicker';
import {
  landMallRefusal,
  MALL_KIND_NAMES,
  type MallGoodsFormInput,
  mallFieldOf,
  mallGoodsForm,
  mallGoodsFormValues,
  mallPrice,
  NEW_MALL_GOODS,
} from './mall-goods-form';

/** What the mall's card will read, once the price and stock typed so far read. */
function shopperSees(form: Partial<MallGoodsFormInput>): string | null {
  const points = form.pointsPrice?.trim() ?? '';
  const stock = form.stock?.trim() ?? '';
  const cashText = form.kind === MallGoodsKind.Product ? (form.cash?.trim() ?? '') : '';
  const cash = cashText === '' ? { ok: true as const, value: 0 } : parseDollarsToCents(cashText);
  if (!/^\d+$/.test(points) || !cash.ok) return null;
  const price = mallPrice(Number(points), cash.value);
  return /^\d+$/.test(stock) ? `${price} · ${Number(stock).toLocaleString('en-US')} in stock` : price;
}

/**
 * An item of the points mall in a dialog over the list: what it sells (a product's SKU or a coupon), its price
 * in points and money, its stock and limit, and whether shoppers see it. The server's refusals go under their
 * fields.
 */
export function MallGoodsEditor({
  item,
  onSaved,
  onClose,
}: {
  /** The item edited; null adds one. */
  item: AdminMallGoods | null;
  onSaved: (saved: AdminMallGoods) => void;
  onClose: () => void;
}) {
  const create = useCreateMallGoods();
  const change = useChangeMallGoods(item?.id ?? 0);
  const save = item ? change : create;
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    MallGoodsFormInput,
    unknown,
    MallGoodsEdit
  >({
    resolver: zodResolver(mallGoodsForm, { error: loyaltyMessages }),
    defaultValues: item ? mallGoodsFormValues(item) : NEW_MALL_GOODS,
  });
  const { errors } = formState;
  const form = useWatch({ control });
  const product = form.kind === MallGoodsKind.Product;
  const landed = save.error instanceof ConsoleError && mallFieldOf(save.error.field) !== null;
  const submit = handleSubmit((edit) =>
    save.mutate(edit, { onSuccess: onSaved, onError: (error) => landMallRefusal(error, setError) }),
  );
  return (
    <Dialog title={item ? `Edit “${item.name}”` : 'Add an item to the points mall'} onClose={onClose} wide>
      <form className="mall-editor" onSubmit={submit} noValidate aria-label="Mall item">
        <fieldset className="mall-editor__kind">
          <legend>Kind</legend>
          {Object.values(MallGoodsKind).map((kind) => (
            <label key={kind} className="mall-editor__choice">
              <input
                type="radio"
                value={kind}
                {...register('kind', {
                  // A coupon takes no money: what was typed for a product is not kept out of sight.
                  onChange: (event) => event.target.value === MallGoodsKind.Coupon && setValue('cash', ''),
                })}
              />
              {MALL_KIND_NAMES[kind]}
            </label>
          ))}
          <span className="muted">
            {product
              ? 'Bought on the checkout as a points order, delivered like any order'
              : 'Exchanged at once: the coupon goes to My coupons'}
          </span>
        </fieldset>
        <div className="mall-editor__name">
          <Field label="Name" hint="Shown on the mall's card, at most 60 characters" error={errors.name}>
            <input maxLength={60} data-autofocus {...register('name')} />
          </Field>
        </div>
        {product ? (
          <Controller
            control={control}
            name="skuId"
            render={({ field, fieldState }) => (
              <MallSkuPicker
                value={field.value}
                savedName={item?.productName}
                onChange={field.onChange}
                onProduct={(name) => {
                  if (getValues('name').trim() === '') setValue('name', name.slice(0, 60));
                }}
                error={fieldState.error?.message}
                focusRef={field.ref}
              />
            )}
          />
        ) : (
          <div className="mall-editor__coupon">
            <Field label="Coupon" hint="The coupon a shopper gets for the points" error={errors.couponId}>
              <Controller
                control={control}
                name="couponId"
                render={({ field }) => <CouponSelect label="Coupon" field={field} />}
              />
            </Field>
          </div>
        )}
        <div className="mall-editor__figures">
          <Field label="Points" hint="Per unit, at least 10" error={errors.pointsPrice}>
            <input inputMode="numeric" className="loyalty-input--number" {...register('pointsPrice')} />
          </Field>
          {product ? (
            <Field label="Money on top ($)" hint="Blank for points only" error={errors.cash}>
              <input
                inputMode="decimal"
                placeholder="0.00"
                className="loyalty-input--money"
                {...register('cash')}
              />
            </Field>
          ) : (
            <p className="muted mall-editor__points-only">A coupon is exchanged for points only.</p>
          )}
          <Field
            label="Stock"
            hint={
              item && item.exchanged > 0
                ? `${item.exchanged} already exchanged: it cannot be less`
                : 'Units the mall gives in all'
            }
            error={errors.stock}
          >
            <input inputMode="numeric" className="loyalty-input--number" {...register('stock')} />
          </Field>
          <Field
            label="Limit per shopper"
            hint="Units one shopper may exchange, 1–100"
            error={errors.perUserLimit}
          >
            <input inputMode="numeric" className="loyalty-input--number" {...register('perUserLimit')} />
          </Field>
        </div>
        <Field
          label="Description"
          hint="On the item's page, at most 500 characters"
          error={errors.description}
        >
          <textarea className="dialog__short" maxLength={500} {...register('description')} />
        </Field>
        <div className="mall-editor__foot">
          <label className="switch">
            <input type="checkbox" {...register('active')} />
            <span>
              <strong>In the points mall</strong>
              <span className="muted"> · shown to shoppers</span>
            </span>
          </label>
          <p className="loyalty-preview" aria-live="polite">
            Shoppers see: {shopperSees(form) ?? '—'}
          </p>
        </div>
        <Refusal error={landed ? null : save.error} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : item ? 'Save item' : 'Add item'}
          </button>
          <button type="button" className="button button--quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
