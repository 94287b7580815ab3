import { HOME_BADGE_ICONS, type HomePageConfig } from '@tread/domain';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Field } from '../../ui/Field';

/** Sales points or guarantees: an icon, a title and a line of text each. */
export function BadgeFields({
  name,
  title,
  addLabel,
  control,
  register,
  errors,
}: {
  name: 'salesPoints' | 'guarantees';
  title: string;
  addLabel: string;
  control: Control<HomePageConfig>;
  register: UseFormRegister<HomePageConfig>;
  errors: FieldErrors<HomePageConfig>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <fieldset className="card home-form__list">
      <legend>{title}</legend>
      {fields.map((field, i) => (
        <div key={field.id} className="home-form__row home-form__row--badge">
          <Field label="Icon" error={errors[name]?.[i]?.icon}>
            <select {...register(`${name}.${i}.icon`)}>
              {HOME_BADGE_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Title" error={errors[name]?.[i]?.title}>
            <input {...register(`${name}.${i}.title`)} />
          </Field>
          <Field label="Text" error={errors[name]?.[i]?.text}>
            <input {...register(`${name}.${i}.text`)} />
          </Field>
          <button type="button" className="button button--quiet" onClick={() => remove(i)}>
            Remove
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => append({ icon: 'badge-check', title: '', text: '' })}
        >
          {addLabel}
        </button>
      </div>
    </fieldset>
  );
}
