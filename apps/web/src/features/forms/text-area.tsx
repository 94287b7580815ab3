import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import './text-area.css';

export interface FormTextAreaProps<T extends FieldValues, Out extends FieldValues = T> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  /** The rule's limit, shown as a counter that turns red past it (the rule's message says the rest). */
  max: number;
  placeholder?: string;
  rows?: number;
}

/** A multi-line text bound to react-hook-form, with a characters counter and the rule's message. */
export function FormTextArea<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  label,
  max,
  placeholder,
  rows = 4,
}: FormTextAreaProps<T, Out>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;
  return (
    <div className="field form-field text-area">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        ref={field.ref}
        id={id}
        name={field.name}
        className="text-area__input"
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
      />
      <div className="text-area__foot">
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : (
          <span />
        )}
        <span
          id={`${id}-count`}
          className={`text-area__count${value.length > max ? ' text-area__count--over' : ''}`}
        >
          {value.length}/{max}
        </span>
      </div>
    </div>
  );
}
