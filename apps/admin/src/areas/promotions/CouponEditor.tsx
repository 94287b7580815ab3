import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCouponRow,
  CouponTarget,
  couponCondition,
  couponKindOf,
  couponTitle,
  parseDollarsToCents,
} from '@tread/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../ui/Field';
import { laDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { Refusal } from '../../ui/Refusal';
import { useChangeCoupon } from './api/change-coupon';
import { useCreateCoupon } from './api/create-coupon';
import { useCoupons } from './api/list-coupons';
import { useSetCouponState } from './api/set-coupon-state';
import {
  COUPON_TARGET_NAMES,
  type CouponFormInput,
  type CouponFormOutput,
  couponForm,
  couponFormOf,
  newCouponForm,
} from './coupon-form';
import { MissingRow, Preview, SaveActions, useEditorSave, useRouteId } from './editor-parts';
import { showFieldRefusal } from './field-refusal';
import { COUPONS_PATH } from './PromotionsNav';
import { StateBadge } from './promotion-state';
import { ScopePicker } from './ScopePicker';
import { StateActions } from './StateActions';

const LA_HINT = 'Los Angeles time';

/** Cents typed in dollars; `blank` for an empty control; undefined while it does not read as money. */
function typedCents(text: string, blank: number | null): number | null | undefined {
  if (text.trim() === '') return blank;
  const parsed = parseDollarsToCents(text);
  return parsed.ok ? parsed.value : undefined;
}

/** '$15.00 off · No minimum spend', as the coupon center will show it, once the figures read. */
function shopperSees(form: CouponFormInput): string | null {
  const minSpend = typedCents(form.minSpend, 0);
  const amount = form.offKind === 'amount' ? typedCents(form.amount, null) : null;
  const percent = form.offKind === 'percent' ? Number(form.percent) : null;
  const maxOff = form.offKind === 'percent' ? typedCents(form.maxOff, null) : null;
  const percentReads = percent === null || (Number.isInteger(percent) && percent >= 1 && percent <= 99);
  if (minSpend == null || amount === undefined || maxOff === undefined || !percentReads) return null;
  if (amount === null && percent === null) return null;
  return `${couponTitle({ amount, percent, maxOff })} · ${couponCondition(minSpend)}`;
}

function CouponForm({ coupon }: { coupon: AdminCouponRow | null }) {
  // After a save the list is read again, and the form starts again from the saved coupon.
  const values = useMemo(() => (coupon ? couponFormOf(coupon) : newCouponForm(new Date())), [coupon]);
  const { register, control, handleSubmit, watch, setError, formState } = useForm<
    CouponFormInput,
    unknown,
    CouponFormOutput
  >({ resolver: zodResolver(couponForm), values });
  const { errors } = formState;
  const form = watch();
  const preview = shopperSees(form);
  const save = useEditorSave({
    what: 'coupon',
    back: { to: COUPONS_PATH, label: 'coupons' },
    create: useCreateCoupon(),
    change: useChangeCoupon(coupon?.couponId ?? 0),
    editing: Boolean(coupon),
    created: (saved) => `Coupon “${saved.name}” created: ${saved.title}`,
    refused: (error) => showFieldRefusal(error, setError, ['code', 'channelKey']),
  });
  return (
    <form className="promo-form" noValidate onSubmit={handleSubmit(save.submit)}>
      <section className="card promo-form__section">
        <h2>The offer</h2>
        <div className="form-grid">
          <Field label="Name" hint="Shown to shoppers on the coupon" error={errors.name}>
            <input {...register('name')} />
          </Field>
          <Field label="Takes money off" error={errors.target}>
            <select {...register('target')}>
              {Object.values(CouponTarget).map((target) => (
                <option key={target} value={target}>
                  {COUPON_TARGET_NAMES[target]} ({couponKindOf(target)})
                </option>
              ))}
            </select>
          </Field>
          <Field label="Discount" error={errors.offKind}>
            <select {...register('offKind')}>
              <option value="amount">Dollars off</option>
              <option value="percent">Percent off</option>
            </select>
          </Field>
          {form.offKind === 'amount' ? (
            <Field label="Amount off ($)" error={errors.amount}>
              <input inputMode="decimal" placeholder="15.00" {...register('amount')} />
            </Field>
          ) : (
            <Field label="Percent off (%)" error={errors.percent ?? errors.amount}>
              <input inputMode="numeric" placeholder="10" {...register('percent')} />
            </Field>
          )}
          {form.offKind === 'percent' && (
            <Field label="At most ($)" hint="Blank: no cap" error={errors.maxOff}>
              <input inputMode="decimal" {...register('maxOff')} />
            </Field>
          )}
          <Field label="Minimum spend ($)" hint="Blank: no minimum" error={errors.minSpend}>
            <input inputMode="decimal" placeholder="0.00" {...register('minSpend')} />
          </Field>
        </div>
        <Preview text={preview} />
      </section>

      <section className="card promo-form__section">
        <h2>When and how many</h2>
        <div className="form-grid">
          <Field label="Valid from" hint={LA_HINT} error={errors.validFrom}>
            <input type="datetime-local" {...register('validFrom')} />
          </Field>
          <Field label="Valid until" hint={LA_HINT} error={errors.validTo}>
            <input type="datetime-local" {...register('validTo')} />
          </Field>
          <Field label="Coupons to hand out" hint="Blank: unlimited" error={errors.totalQuantity}>
            <input inputMode="numeric" {...register('totalQuantity')} />
          </Field>
          <Field label="Per shopper" error={errors.perUserLimit}>
            <input inputMode="numeric" {...register('perUserLimit')} />
          </Field>
        </div>
      </section>

      <section className="card promo-form__section">
        <h2>Where shoppers get it</h2>
        <div className="promo-switches">
          <label className="switch">
            <input type="checkbox" {...register('inCenter')} />
            <span>
              <strong>In the coupon center</strong>
              <span className="muted"> · any shopper can claim it there</span>
            </span>
          </label>
          <label className="switch">
            <input type="checkbox" {...register('stackable')} />
            <span>
              <strong>Stackable</strong>
              <span className="muted"> · may be used with other stackable coupons</span>
            </span>
          </label>
          <label className="switch">
            <input type="checkbox" {...register('appOnly')} />
            <span>
              <strong>App only</strong>
              <span className="muted"> · usable only in the Tread app</span>
            </span>
          </label>
          <label className="switch">
            <input type="checkbox" {...register('bannerEnabled')} />
            <span>
              <strong>Channel banner</strong>
              <span className="muted"> · the bottom banner for its channel link</span>
            </span>
          </label>
        </div>
        <div className="form-grid">
          <Field
            label="Code"
            hint="Optional: shoppers type it to claim; letters, digits, -"
            error={errors.code}
          >
            <input autoComplete="off" {...register('code')} />
          </Field>
          <Field
            label="Channel key"
            hint="Optional: for a partner's link; letters, digits, - _"
            error={errors.channelKey}
          >
            <input autoComplete="off" {...register('channelKey')} />
          </Field>
        </div>
      </section>

      {form.target === CouponTarget.Installation ? (
        <p className="card muted">An installation coupon takes money off the installation of any order.</p>
      ) : (
        <Controller
          control={control}
          name="scope"
          render={({ field, fieldState }) => (
            <ScopePicker
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              everything="Nothing chosen: it covers every product"
            />
          )}
        />
      )}

      <SaveActions save={save} dirty={formState.isDirty} />
    </form>
  );
}

/** /admin/promotions/coupons/new and /admin/promotions/coupons/:couponId — a coupon's terms, window and scope. */
export function CouponEditor() {
  const couponId = useRouteId('couponId');
  const coupons = useCoupons();
  const coupon = couponId === null ? null : coupons.data?.find((row) => row.couponId === couponId);
  const setState = useSetCouponState(couponId ?? 0);
  if (couponId !== null && !coupon) return <MissingRow list={coupons} what="coupon" />;
  return (
    <>
      <p className="breadcrumb">
        <Link to={COUPONS_PATH}>Coupons</Link>
      </p>
      {coupon ? (
        <PageHeader
          title={coupon.name}
          subtitle={`${coupon.title} · ${coupon.condition} · ${laDateTime(coupon.validFrom)} to ${laDateTime(coupon.validTo)}`}
          actions={
            <div className="promo-header-actions">
              <StateBadge state={coupon.state} />
              <StateActions what="coupon" name={coupon.name} state={coupon.state} change={setState} />
            </div>
          }
        />
      ) : (
        <PageHeader title="New coupon" subtitle="Money off items, installation or the whole order." />
      )}
      <Refusal error={setState.error} />
      <CouponForm key={coupon ? `${coupon.couponId}` : 'new'} coupon={coupon ?? null} />
    </>
  );
}
