import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../api/client';

/** Where a form shows a refusal that names no field of it: above its submit button (FormAlert). */
export const SERVER_ERROR = 'root.server';

/**
 * Puts the server's refusal of a form where the shopper looks for it, by the refusal's `field`, never its
 * words: on that field when the form has it (mapped by `fieldOf` when the form names it differently), else
 * above the submit button. Server and network failures were already toasted by the client: nothing more.
 * Anything that is not an API error is a bug and is thrown again.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
  fieldOf: Readonly<Record<string, FieldPath<T>>> = {},
): void {
  if (!isApiError(error)) throw error;
  if (error.kind !== 'http' || error.status >= 500 || error.status === 401) return;
  const named = error.field === undefined ? undefined : (fieldOf[error.field] ?? error.field);
  const field = fields.find((entry) => entry === named);
  if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
  else setError(SERVER_ERROR as FieldPath<T>, { type: 'server', message: error.message });
}

/** The words of a refusal to show beside what was tried; null when there are none to show (already toasted). */
export function refusalText(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500 || error.status === 401) return null;
  return error.message;
}
