import {
  type PlusSizesAnswer,
  parseTireSize,
  plusSizes,
  plusSizesAnswer,
  type TireSize,
  tireSizeKey,
} from '@tread/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { ChangeTag } from '../../db/change-feed';
import type { Deps } from '../../platform/deps';
import { answerCache } from '../../platform/json-answer';
import { skus } from './tables';

/** Every size we sell tires in, with how many active SKUs each: one grouped read, whatever the catalog's size. */
async function carriedSizes({ db }: Deps) {
  const rows = await db
    .select({ sizeKey: skus.sizeKey, tireCount: count() })
    .from(skus)
    .where(and(eq(skus.active, true), isNotNull(skus.sizeKey)))
    .groupBy(skus.sizeKey);
  return rows.flatMap(({ sizeKey, tireCount }) => {
    const size = sizeKey ? parseTireSize(sizeKey) : null;
    return size?.ok
      ? [{ sizeKey: tireSizeKey(size.value), rim: size.value.diameter, size: size.value, tireCount }]
      : [];
  });
}

/** Plus sizes (issue 19): the sizes we carry that fit in place of a size, by the domain's ±3% rule. */
export function plusSizeFinder(deps: Deps) {
  // Counts move with any SKU change; products and SKUs added or removed are the shared catalog tag.
  const cached = answerCache(deps.changes, [ChangeTag.catalog, ChangeTag.skus]);
  return (size: TireSize) =>
    cached(`plusSizes:${tireSizeKey(size)}`, plusSizesAnswer, async () => {
      // The answer's schema keeps only the fields it names: the parsed sizes and `fits` stay here.
      const value: PlusSizesAnswer = {
        sizeKey: tireSizeKey(size),
        sizes: plusSizes(size, await carriedSizes(deps)),
      };
      return { value, tags: [] };
    });
}
export type PlusSizeFinder = ReturnType<typeof plusSizeFinder>;
