import { COMPARE_MAX, type CompareId, sameTire } from './compare-store';

/** The compare page; its ?ids= names the tires, so a comparison can be shared as a link. */
export const COMPARE_PATH = '/packages/prod/compare';

/** '/packages/prod/compare?ids=7:457,12:610'. */
export function comparePath(ids: readonly CompareId[]): string {
  return `${COMPARE_PATH}?ids=${ids.map(({ prodId, skuId }) => `${prodId}:${skuId}`).join(',')}`;
}

const positiveId = (text: string | undefined): number | null => {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The tires of an ?ids= value: 'prodId:skuId' pairs, the malformed and repeated left out, at most four. */
export function readCompareIds(value: string | null): CompareId[] {
  const ids: CompareId[] = [];
  for (const pair of (value ?? '').split(',')) {
    const [prodText, skuText] = pair.split(':');
    const prodId = positiveId(prodText);
    const skuId = positiveId(skuText);
    if (prodId === null || skuId === null) continue;
    const id = { prodId, skuId };
    if (!ids.some((seen) => sameTire(seen, id))) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}
