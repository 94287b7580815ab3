import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ConsoleError } from '../../api/client';

/** A refusal about one field the form has (a coupon code already taken) is also shown under that field. */
export function showFieldRefusal<Form extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Form>,
  fields: readonly Path<Form>[],
): void {
  if (!(error instanceof ConsoleError) || !error.field) return;
  const field = fields.find((name) => name === error.field);
  if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
}
