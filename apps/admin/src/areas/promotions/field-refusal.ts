import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ConsoleError } from '../../api/client';

/**
 * A refusal about one field the form has (a coupon code already taken) is also shown under that field.
 * `elsewhere` names the form's field for a request field it holds under another name (`skuId` in a SKU
 * picker), and for a refusal that names no field but whose code is about one (PRODUCT_UNAVAILABLE).
 */
export function showFieldRefusal<Form extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Form>,
  fields: readonly Path<Form>[],
  elsewhere: Readonly<Record<string, Path<Form>>> = {},
): void {
  if (!(error instanceof ConsoleError)) return;
  const field = error.field
    ? (elsewhere[error.field] ?? fields.find((name) => name === error.field))
    : elsewhere[error.code];
  if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
}
