import { z } from 'zod';

/** Every error the API answers: HTTP status + this body (ARCHITECTURE.md 'Errors'). */
export const apiError = z.object({
  code: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiError>;
