import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { ControllerFieldState, FieldError, RefCallBack, UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Field } from '../../ui/Field';
import { Refusal } from '../../ui/Refusal';
import type { ChosenSku } from './offer-fields';
import { SkuPicker } from './SkuPicker';

/** The id a route names ('…/coupons/:couponId'), or null on '…/new'. */
export function useRouteId(param: string): number | null {
  const value = useParams()[param];
  return value === undefined ? null : Number(value);
}

/** What a page about one row shows while its list lacks it: the list's refusal, 'There is no such …', or loading. */
export function MissingRow({ list, what }: { list: { data?: unknown; error: unknown }; what: string }) {
  if (list.error) return <Refusal error={list.error} />;
  if (list.data) return <Refusal error={new Error(`There is no such ${what}`)} />;
  return <p className="loading">Loading…</p>;
}

/**
 * The values an offer's form starts from, kept while they read the same: the form starts again from the saved
 * row after a save, but not when only the row's counts moved.
 */
export function useSteadyValues<Values>(values: Values): Values {
  const start = JSON.stringify(values);
  return useMemo(() => JSON.parse(start) as Values, [start]);
}

/** An editor's save as its footer shows it. */
type EditorSave = {
  /** 'coupon', 'activity'. */
  what: string;
  /** The list it came from, for 'Back to …' or 'Cancel', and where a new one goes once created. */
  back: { to: string; label: string };
  editing: boolean;
  pending: boolean;
  error: unknown;
  /** A change saved (the footer also asks that nothing was typed since). */
  changed: boolean;
};

/**
 * An editor's save: a change to the row it edits, or a new row, which goes back to the list with the notice
 * `created` words; a refusal goes to `refused` (to show it under its field too).
 */
export function useEditorSave<Edit, Saved>({
  what,
  back,
  create,
  change,
  editing,
  created,
  refused,
}: Pick<EditorSave, 'what' | 'back' | 'editing'> & {
  create: UseMutationResult<Saved, Error, Edit>;
  change: UseMutationResult<Saved, Error, Edit>;
  created: (saved: Saved) => string;
  refused?: (error: Error) => void;
}): EditorSave & { submit: (edit: Edit) => void } {
  const navigate = useNavigate();
  const save = editing ? change : create;
  const submit = (edit: Edit) =>
    save.mutate(edit, {
      onSuccess: (saved) => {
        if (!editing) navigate(back.to, { state: { notice: created(saved) } });
      },
      onError: refused,
    });
  return {
    what,
    back,
    editing,
    pending: save.isPending,
    error: save.error,
    changed: change.isSuccess,
    submit,
  };
}

/** A coupon's or an activity's editor footer: the save's refusal, save or create, back, and 'saved'. */
export function SaveActions({ save, dirty }: { save: EditorSave; dirty: boolean }) {
  const { what, back, editing } = save;
  return (
    <>
      <Refusal error={save.error} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.pending}>
          {editing ? `Save ${what}` : `Create ${what}`}
        </button>
        <Link className="button button--quiet promo-link-button" to={back.to}>
          {editing ? `Back to ${back.label}` : 'Cancel'}
        </Link>
        {save.changed && !dirty && (
          <p className="notice" role="status">
            {`${what.charAt(0).toUpperCase()}${what.slice(1)} saved`}
          </p>
        )}
      </div>
    </>
  );
}

/** What a form's preview line says shoppers (or cards) will read, once its figures read. */
export function Preview({ label = 'Shoppers see', text }: { label?: string; text: string | null }) {
  return (
    <p className="promo-preview" aria-live="polite">
      {label}: <strong>{text ?? '—'}</strong>
    </p>
  );
}

/** The SKU picker as a form's `sku` control: `<Controller name="sku" render={skuControl} />`. */
export const skuControl = ({
  field,
  fieldState,
}: {
  field: { value: ChosenSku; onChange: (sku: ChosenSku) => void; ref: RefCallBack };
  fieldState: ControllerFieldState;
}) => (
  <SkuPicker
    value={field.value}
    onChange={field.onChange}
    error={fieldState.error?.message}
    focusRef={field.ref}
  />
);

/** The controls every flash sale and group buy has besides its SKU, as both forms register them. */
type OfferControls = {
  register: (name: 'name' | 'firstDay' | 'lastDay') => UseFormRegisterReturn;
  errors: {
    name?: FieldError | undefined;
    firstDay?: FieldError | undefined;
    lastDay?: FieldError | undefined;
  };
};

/** A flash sale's or group buy's first section: its name, shown to shoppers on `shownOn`, and its SKU control. */
export function OfferSection({
  title,
  shownOn,
  register,
  errors,
  children,
}: OfferControls & { title: string; shownOn: string; children: ReactNode }) {
  return (
    <section className="card promo-form__section">
      <h2>{title}</h2>
      <div className="form-grid promo-form__name">
        <Field label="Name" hint={`Shown to shoppers on ${shownOn}`} error={errors.name}>
          <input {...register('name')} />
        </Field>
      </div>
      {children}
    </section>
  );
}

/** A flash sale's or group buy's price fields, with what shoppers will see under them. */
export function PriceSection({
  title,
  preview,
  children,
}: {
  title: string;
  preview: string | null;
  children: ReactNode;
}) {
  return (
    <section className="card promo-form__section">
      <h2>{title}</h2>
      <div className="form-grid">{children}</div>
      <Preview text={preview} />
    </section>
  );
}

const LA_DAY_HINT = 'Los Angeles day';

/** A flash sale's or group buy's days, first and last in Los Angeles, and any more `children` fields after them. */
export function OfferDays({
  title,
  register,
  errors,
  children,
}: OfferControls & { title: string; children?: ReactNode }) {
  return (
    <section className="card promo-form__section">
      <h2>{title}</h2>
      <div className="form-grid">
        <Field label="First day" hint={LA_DAY_HINT} error={errors.firstDay}>
          <input type="date" {...register('firstDay')} />
        </Field>
        <Field label="Last day" hint={LA_DAY_HINT} error={errors.lastDay}>
          <input type="date" {...register('lastDay')} />
        </Field>
        {children}
      </div>
    </section>
  );
}
