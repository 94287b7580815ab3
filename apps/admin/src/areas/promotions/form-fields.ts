import { centsToDollarsString, parseDollarsToCents } from '@tread/domain';
import { z } from 'zod';
import { laInputToIso } from './la-input-time';

/** Reading the promotion forms' text controls: dollars to cents, whole numbers, Los Angeles times. */

type Issue = { code: 'custom'; path: string[]; message: string };
/** Where a control that does not read is refused, under its own field. */
type Context = { addIssue: (issue: Issue) => void };
const WHOLE = /^\d+$/;

export const PromotionFormMessages = {
  AmountRequired: 'Enter the amount in dollars',
  PercentRequired: 'Enter the percent, a whole number from 1 to 99',
  WholeNumber: 'Enter a whole number',
  TimeRequired: 'Choose a date and time',
} as const;

/** Dollars as typed to cents; a blank is `blank` (null or 0) when the field may be left empty. */
export function centsOf(ctx: Context, path: string, text: string, blank?: number | null): number | null {
  if (text.trim() === '' && blank !== undefined) return blank;
  if (text.trim() === '') {
    ctx.addIssue({ code: 'custom', path: [path], message: PromotionFormMessages.AmountRequired });
    return null;
  }
  const parsed = parseDollarsToCents(text);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', path: [path], message: parsed.message });
  return null;
}

/** A whole number as typed; a blank is `blank` when the field may be left empty. */
export function wholeOf(
  ctx: Context,
  path: string,
  text: string,
  options: { blank?: number | null; message?: string } = {},
): number | null {
  const trimmed = text.trim();
  if (trimmed === '' && options.blank !== undefined) return options.blank;
  if (WHOLE.test(trimmed)) return Number(trimmed);
  ctx.addIssue({
    code: 'custom',
    path: [path],
    message: options.message ?? PromotionFormMessages.WholeNumber,
  });
  return null;
}

/** A `datetime-local` value (Los Angeles time) to an ISO instant. */
export function instantOf(ctx: Context, path: string, text: string): string {
  const iso = laInputToIso(text);
  if (iso === null)
    ctx.addIssue({ code: 'custom', path: [path], message: PromotionFormMessages.TimeRequired });
  return iso ?? '';
}

/** Cents as a dollars control shows them; null or zero may show as blank. */
export const dollarsText = (cents: number | null, zeroBlank = false): string =>
  cents === null || (zeroBlank && cents === 0) ? '' : centsToDollarsString(cents);

/**
 * A form's transform: `read` turns the controls into the API's request, and the API's own `schema` then checks
 * it, so staff meet the server's rules before sending. Every refusal shows at once, each under its field; a
 * field whose control did not read is not refused again by the schema, nor are the fields `related` to it (an
 * unreadable start does not also make the window out of order).
 */
export function checkedBy<Form, Schema extends z.ZodType>(
  schema: Schema,
  read: (form: Form, ctx: Context) => z.input<Schema>,
  related: readonly (readonly string[])[] = [],
) {
  return (form: Form, ctx: z.RefinementCtx): z.output<Schema> => {
    const unread = new Set<string>();
    const request = read(form, {
      addIssue: (issue) => {
        for (const field of [
          issue.path[0] ?? '',
          ...related.filter((g) => g.includes(issue.path[0] ?? '')).flat(),
        ])
          unread.add(field);
        ctx.addIssue(issue);
      },
    });
    const checked = schema.safeParse(request);
    if (checked.success && unread.size === 0) return checked.data;
    for (const issue of checked.error?.issues ?? []) {
      const path = issue.path.map(String);
      if (!unread.has(path[0] ?? '')) ctx.addIssue({ code: 'custom', path, message: issue.message });
    }
    return z.NEVER;
  };
}
