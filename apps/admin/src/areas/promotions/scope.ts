import { z } from 'zod';

/** What a coupon or activity covers, as the scope picker holds it: ids of products, brands and categories. */
export const scopeValue = z.object({
  prodIds: z.array(z.number().int()),
  brandIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
});
export type ScopeValue = z.infer<typeof scopeValue>;

export const EMPTY_SCOPE: ScopeValue = { prodIds: [], brandIds: [], categoryIds: [] };

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 products', '1 brand'...: what is chosen, kind by kind. */
export function scopeParts(scope: ScopeValue): string[] {
  return [
    scope.prodIds.length > 0 ? counted(scope.prodIds.length, 'product', 'products') : null,
    scope.brandIds.length > 0 ? counted(scope.brandIds.length, 'brand', 'brands') : null,
    scope.categoryIds.length > 0 ? counted(scope.categoryIds.length, 'category', 'categories') : null,
  ].filter((part): part is string => part !== null);
}

/** '2 products, 1 brand', or `none` when nothing is chosen. */
export function scopeSummary(scope: ScopeValue, none: string): string {
  const parts = scopeParts(scope);
  return parts.length > 0 ? parts.join(', ') : none;
}
