import { z } from 'zod';

/** Every error the API answers: HTTP status + this body (ARCHITECTURE.md 'Errors', codes in refusals.ts). */
export const apiError = z.object({
  code: z.string(),
  message: z.string(),
  /** The input the refusal is about: a schema path ('items.0.count') or a refusal's declared field. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiError>;
