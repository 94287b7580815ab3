import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

/** A labeled form control with its validation message under it (react-hook-form's error for the field). */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: FieldError | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, which labels it implicitly.
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
      {hint && !error && <span className="field__hint">{hint}</span>}
      {error?.message && (
        <span className="field__error" role="alert">
          {error.message}
        </span>
      )}
    </label>
  );
}
