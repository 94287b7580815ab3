import { z } from 'zod';
import { Messages } from '../messages';
import { PlusConvention } from '../plus-sizes';
import { parseTireSize } from '../tire-size';

/**
 * GET /api/catalog/plus-sizes?width=225&ratio=45&rim=17 (issue 19): a metric size in, read by the shared size
 * parser so a bad one is refused with the size search's message.
 */
export const plusSizesQuery = z
  .object({
    width: z.string().trim().optional(),
    ratio: z.string().trim().optional(),
    rim: z.string().trim().optional(),
  })
  .transform((q, ctx) => {
    if (!q.width || !q.ratio || !q.rim) {
      ctx.addIssue({ code: 'custom', message: Messages.TireSizeEmpty });
      return z.NEVER;
    }
    const parsed = parseTireSize(`${q.width}/${q.ratio}R${q.rim}`);
    if (parsed.ok) return { size: parsed.value };
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export const plusSize = z.object({
  /** The search key of the size, e.g. '225/40R18': search it with tireSize=<sizeKey>. */
  sizeKey: z.string(),
  /** Rim diameter, inches: what a plus-one or plus-two size needs new wheels of. */
  rim: z.number(),
  /** Active tire SKUs of the size: the cards a search of it lists without filters. */
  tireCount: z.number().int(),
  /** Overall diameter, mm to one decimal. */
  diameterMm: z.number(),
  /** Against the size asked about, percent to one decimal: +0.5 is half a percent taller. */
  diameterDiffPercent: z.number(),
  /** The true speed, mph to one decimal, when the speedometer reads 60 on this size. */
  trueMphAt60: z.number(),
  convention: z.enum(Object.values(PlusConvention)).nullable(),
});
export type PlusSize = z.infer<typeof plusSize>;

export const plusSizesAnswer = z.object({
  /** The size asked about, e.g. '225/45R17'. */
  sizeKey: z.string(),
  /** Sizes we carry within ±3% of its overall diameter, closest first; never the size itself. */
  sizes: z.array(plusSize),
});
export type PlusSizesAnswer = z.infer<typeof plusSizesAnswer>;
