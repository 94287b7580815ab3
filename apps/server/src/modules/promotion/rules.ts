import {
  type ActivityFace,
  type ActivityRule,
  activityLabel,
  type CouponFace,
  type CouponRule,
  CouponTarget,
  couponCondition,
  couponKindOf,
  couponTitle,
  PromotionState,
} from '@tread/domain';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { brands, categories } from '../catalog';
import type { activities, coupons, ScopeIds, userCoupons } from './tables';

/** Rows of the promotion tables read as the domain's rules, and shown as the shop shows them. */

export type CouponRow = typeof coupons.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;

export const activityRule = (row: ActivityRow): ActivityRule => ({
  id: row.id,
  name: row.name,
  type: row.type,
  percent: row.percent,
  amount: row.amountCents,
  cashback: row.cashback,
  membersOnly: row.membersOnly,
  scope: row.scope,
});

/** A running activity as its pages show it; at most 40 of its products are named. */
export const activityFaceOf = (row: ActivityRow): ActivityFace => ({
  activityId: row.id,
  activityType: row.type,
  name: row.name,
  label: activityLabel(activityRule(row)),
  description: row.description,
  membersOnly: row.membersOnly,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  prodIds: row.scope.prodIds.slice(0, 40),
});

export const couponRule = (coupon: CouponRow, claim: UserCouponRow): CouponRule => ({
  userCouponId: claim.id,
  couponId: coupon.id,
  name: coupon.name,
  target: coupon.target,
  amount: coupon.amountCents,
  percent: coupon.percent,
  maxOff: coupon.maxOffCents,
  minSpend: coupon.minSpendCents,
  stackable: coupon.stackable,
  appOnly: coupon.appOnly,
  byCode: claim.byCode,
  scope: coupon.scope,
  validFrom: coupon.validFrom,
  validTo: coupon.validTo,
  ended: coupon.endedAt !== null,
});

/** Where a promotion stands for staff: ended or paused by them, else by its window. */
export function promotionState(
  row: { pausedAt: Date | null; endedAt: Date | null },
  window: { from: Date; to: Date },
  now: Date,
): PromotionState {
  if (row.endedAt !== null || now >= window.to) return PromotionState.Ended;
  if (row.pausedAt !== null) return PromotionState.Paused;
  return now < window.from ? PromotionState.Scheduled : PromotionState.Running;
}

export const couponState = (row: CouponRow, now: Date) =>
  promotionState(row, { from: row.validFrom, to: row.validTo }, now);
export const activityState = (row: ActivityRow, now: Date) =>
  promotionState(row, { from: row.startsAt, to: row.endsAt }, now);

/** Names of the brands and categories scopes mention, read once for a list of coupons. */
export type ScopeNames = { brands: Map<number, string>; categories: Map<number, string> };

export async function scopeNames(
  db: Database | Transaction,
  scopes: readonly ScopeIds[],
): Promise<ScopeNames> {
  const brandIds = [...new Set(scopes.flatMap((scope) => scope.brandIds))];
  const categoryIds = [...new Set(scopes.flatMap((scope) => scope.categoryIds))];
  const [brandRows, categoryRows] = await Promise.all([
    brandIds.length === 0
      ? []
      : db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds)),
    categoryIds.length === 0
      ? []
      : db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, categoryIds)),
  ]);
  return {
    brands: new Map(brandRows.map((row) => [row.id, row.name])),
    categories: new Map(categoryRows.map((row) => [row.id, row.name])),
  };
}

/** 'Installation', 'Whole order', 'Michelin, Goodyear', 'Selected products' or 'All products'. */
function appliesTo(row: CouponRow, names: ScopeNames): string {
  if (row.target === CouponTarget.Installation) return 'Installation';
  const named = [
    ...row.scope.brandIds.map((id) => names.brands.get(id)),
    ...row.scope.categoryIds.map((id) => names.categories.get(id)),
  ].filter((name): name is string => name !== undefined);
  if (row.scope.prodIds.length > 0) named.push('selected products');
  if (named.length > 0) return named.join(', ');
  return row.target === CouponTarget.Order ? 'Whole order' : 'All products';
}

export function couponFaceOf(row: CouponRow, names: ScopeNames): CouponFace {
  const rule = { amount: row.amountCents, percent: row.percent, maxOff: row.maxOffCents };
  return {
    couponId: row.id,
    name: row.name,
    kind: couponKindOf(row.target),
    target: row.target,
    amount: row.amountCents,
    percent: row.percent,
    maxOff: row.maxOffCents,
    minSpend: row.minSpendCents,
    title: couponTitle(rule),
    condition: couponCondition(row.minSpendCents),
    appliesTo: appliesTo(row, names),
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    stackable: row.stackable,
    appOnly: row.appOnly,
  };
}
