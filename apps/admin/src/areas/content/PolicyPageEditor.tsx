import { zodResolver } from '@hookform/resolvers/zod';
import { POLICY_SECTIONS_MAX, type PolicyPageStaffView } from '@tread/domain';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '../../ui/Field';
import { laDateTime } from '../../ui/format';
import { Refusal } from '../../ui/Refusal';
import { useEditPolicyText } from './api/edit-policy-text';
import { PolicyPreview } from './PolicyPreview';
import { formValues, type PolicyTextInput, policyTextForm } from './policy-text-form';

/** The page's title, summary and sections beside a live preview. */
export function PolicyPageEditor({ page }: { page: PolicyPageStaffView }) {
  const edit = useEditPolicyText(page.key);
  const { register, control, handleSubmit, formState } = useForm<
    PolicyTextInput,
    unknown,
    z.output<typeof policyTextForm>
  >({ resolver: zodResolver(policyTextForm), values: formValues(page) });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  const text = useWatch({ control }) as PolicyTextInput;
  const { errors } = formState;
  return (
    <div className="policy-editor">
      <form className="card policy-editor__form" onSubmit={handleSubmit((saved) => edit.mutate(saved))}>
        <Field label="Title" error={errors.title}>
          <input {...register('title')} />
        </Field>
        <Field label="Summary" error={errors.summary} hint="Shown under the title">
          <textarea rows={3} {...register('summary')} />
        </Field>
        {fields.map((field, i) => (
          <fieldset key={field.id} className="policy-editor__section">
            <legend>Section {i + 1}</legend>
            <Field label="Heading" error={errors.sections?.[i]?.heading}>
              <input {...register(`sections.${i}.heading`)} />
            </Field>
            <Field
              label="Text"
              error={errors.sections?.[i]?.body}
              hint="Leave a blank line between paragraphs"
            >
              <textarea rows={6} {...register(`sections.${i}.body`)} />
            </Field>
            <div className="policy-editor__section-actions">
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Move section ${i + 1} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <ArrowUp size={16} aria-hidden />
              </button>
              <button
                type="button"
                className="button button--quiet"
                aria-label={`Move section ${i + 1} down`}
                disabled={i === fields.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDown size={16} aria-hidden />
              </button>
              <button type="button" className="button button--danger" onClick={() => remove(i)}>
                Remove section
              </button>
            </div>
          </fieldset>
        ))}
        {(errors.sections?.root?.message ?? errors.sections?.message) && (
          <p className="field__error" role="alert">
            {errors.sections?.root?.message ?? errors.sections?.message}
          </p>
        )}
        <Refusal error={edit.error} />
        <div className="form-actions">
          <button
            type="button"
            className="button button--quiet"
            disabled={fields.length >= POLICY_SECTIONS_MAX}
            onClick={() => append({ heading: '', body: '' })}
          >
            Add a section
          </button>
          <button type="submit" className="button" disabled={edit.isPending}>
            Publish changes
          </button>
          {edit.isSuccess && !formState.isDirty ? (
            <p className="notice" role="status">
              Published: shoppers see this text now
            </p>
          ) : (
            <span className="muted">Last changed {laDateTime(page.updatedAt)}</span>
          )}
        </div>
      </form>
      <PolicyPreview text={text} />
    </div>
  );
}
