import type { HomePageConfig } from '@tread/domain';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Field } from '../../ui/Field';

/** The home page's banner carousel, in the order shoppers swipe through it. */
export function BannerFields({
  control,
  register,
  errors,
}: {
  control: Control<HomePageConfig>;
  register: UseFormRegister<HomePageConfig>;
  errors: FieldErrors<HomePageConfig>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'banners' });
  const bannerErrors = errors.banners;
  return (
    <fieldset className="card home-form__list">
      <legend>Banners</legend>
      <p className="muted card-intro">
        Images and links are paths of the shop (/static/…, /pages/…) or https:// addresses; shoppers swipe
        through them in this order.
      </p>
      {fields.map((field, i) => (
        <div key={field.id} className="home-form__row home-form__row--banner">
          <Field label="Id" error={bannerErrors?.[i]?.id}>
            <input {...register(`banners.${i}.id`)} />
          </Field>
          <Field label="Title" error={bannerErrors?.[i]?.title}>
            <input {...register(`banners.${i}.title`)} />
          </Field>
          <Field label="Subtitle" error={bannerErrors?.[i]?.subtitle}>
            <input {...register(`banners.${i}.subtitle`)} />
          </Field>
          <button type="button" className="button button--quiet" onClick={() => remove(i)}>
            Remove
          </button>
          <Field label="Image" error={bannerErrors?.[i]?.imageUrl}>
            <input {...register(`banners.${i}.imageUrl`)} />
          </Field>
          <Field label="Link" error={bannerErrors?.[i]?.link}>
            <input {...register(`banners.${i}.link`)} />
          </Field>
        </div>
      ))}
      <div>
        <button
          type="button"
          className="button button--quiet"
          onClick={() =>
            append({ id: `banner-${fields.length + 1}`, title: '', subtitle: '', imageUrl: '', link: '/' })
          }
        >
          Add a banner
        </button>
      </div>
    </fieldset>
  );
}
