/** The messages of a failed check, as zod's safeParse gives them. */
interface Checked {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * The first message per field of a request checked by its shared schema from @tread/domain, so the page
 * shows exactly the server's rule and words before sending.
 */
export function fieldErrors<K extends string>(schema: Checked, value: Record<K, unknown>): FieldErrors<K> {
  const result = schema.safeParse(value);
  const errors: FieldErrors<K> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in value && !errors[field as K])
      errors[field as K] = issue.message;
  }
  return errors;
}

export const hasErrors = (errors: Partial<Record<string, string | null | undefined>>): boolean =>
  Object.values(errors).some(Boolean);
