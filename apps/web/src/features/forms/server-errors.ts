import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form';
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

/**
 * The refusal shown above a form's submit button, until the shopper edits the form: it was about what they had
 * typed, and beside the rules' own messages it would tell two stories. A resubmit starts afresh as well.
 */
export function useServerError<T extends FieldValues>({
  formState,
  subscribe,
  clearErrors,
}: Pick<UseFormReturn<T>, 'formState' | 'subscribe' | 'clearErrors'>): string | null {
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ type, errors }) => {
          if (type === 'change' && errors?.root?.server) clearErrors(SERVER_ERROR);
        },
      }),
    [subscribe, clearErrors],
  );
  return formState.errors.root?.server?.message ?? null;
}

/** The words of a refusal to show beside what was tried; null when there are none to show (already toasted). */
export function refusalText(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status >= 500 || error.status === 401) return null;
  return error.message;
}
