import { centsToDollarsString } from '@tread/domain';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ConsoleError } from '../../api/client';

/** Reading the loyalty forms' text controls into the numbers the configuration holds. */

export const LoyaltyFormMessages = {
  WholeNumber: 'Enter a whole number',
  WholeOrBlank: 'A whole number, or blank for no limit',
} as const;

const WHOLE = /^\d+$/;

/** A whole number as typed ('20'); the configuration's own schema then checks its bounds. */
export const wholeText = z
  .string()
  .trim()
  .regex(WHOLE, LoyaltyFormMessages.WholeNumber)
  .transform((text) => Number(text));

/** A limit as typed: a whole number, or blank for none. */
export const limitText = z
  .string()
  .trim()
  .refine((text) => text === '' || WHOLE.test(text), LoyaltyFormMessages.WholeOrBlank)
  .transform((text) => (text === '' ? null : Number(text)));

/**
 * A configuration schema as the last step of a form's pipe. The form fills in every field the schema has a
 * default for, which zod's typing of `pipe` cannot see.
 */
export const checkedBy = <Schema extends z.ZodType>(schema: Schema) =>
  schema as unknown as z.ZodType<z.output<Schema>, z.output<Schema>>;

export const numberText = (n: number | null): string => (n === null ? '' : String(n));
export const dollarsText = (cents: number): string => centsToDollarsString(cents);

/**
 * The configuration schemas' bounds say 'Too big: expected number to be <=100000'; staff read 'At most
 * 100,000'. The schemas' own messages, where they have one, win.
 */
export const loyaltyMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big' && issue.origin === 'number')
    return `At most ${Number(issue.maximum).toLocaleString('en-US')}`;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `At least ${Number(issue.minimum).toLocaleString('en-US')}`;
  return undefined;
};

/**
 * A refusal of PUT /api/admin/config/{key} names the value's field ('value.prizes.2.weight'); `fieldOf` says
 * which control of the form holds it. The message is put under that control; true when it found one.
 */
export function landRefusal<Form extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Form>,
  fieldOf: (valuePath: string) => string | null,
): boolean {
  const field = refusedField(error, fieldOf);
  if (!field || !(error instanceof ConsoleError)) return false;
  setError(field as Path<Form>, { type: 'server', message: error.message }, { shouldFocus: true });
  return true;
}

/** The form control a save's refusal is about, when the form has one. */
export function refusedField(error: unknown, fieldOf: (valuePath: string) => string | null): string | null {
  if (!(error instanceof ConsoleError) || !error.field?.startsWith('value')) return null;
  return fieldOf(error.field.replace(/^value\.?/, ''));
}
