import type { VipOffer } from '@tread/domain';

export type VipPlanOffer = VipOffer['plans'][number];

const MONTHS_IN_YEAR = 12;

/** What a plan costs a month, in whole cents (rounded to the nearest cent). */
export const monthlyCents = (plan: Pick<VipPlanOffer, 'priceCents' | 'months'>): number =>
  Math.round(plan.priceCents / plan.months);

/** How a plan's term reads after its price: 'month', 'year', or a number of months or years. */
export function planTerm(months: number): { key: 'month' | 'year' | 'months' | 'years'; count: number } {
  if (months === 1) return { key: 'month', count: 1 };
  if (months === MONTHS_IN_YEAR) return { key: 'year', count: 1 };
  if (months % MONTHS_IN_YEAR === 0) return { key: 'years', count: months / MONTHS_IN_YEAR };
  return { key: 'months', count: months };
}

/**
 * The whole percent a plan saves over paying the shortest plan month by month for as long; null when it saves
 * nothing or is itself the shortest.
 */
export function savingPercent(plan: VipPlanOffer, plans: readonly VipPlanOffer[]): number | null {
  const shortest = plans.reduce<VipPlanOffer | undefined>(
    (best, entry) => (best === undefined || entry.months < best.months ? entry : best),
    undefined,
  );
  if (!shortest || shortest.months >= plan.months) return null;
  // Both sides in cents times months, so the comparison stays in integers.
  const full = shortest.priceCents * plan.months;
  const paid = plan.priceCents * shortest.months;
  const percent = Math.floor(((full - paid) * 100) / full);
  return percent > 0 ? percent : null;
}

/** The plan that costs least a month, when there is a choice; it is picked first. */
export function bestValuePlan(plans: readonly VipPlanOffer[]): VipPlanOffer | undefined {
  return plans.reduce<VipPlanOffer | undefined>(
    (best, plan) => (best === undefined || monthlyCents(plan) < monthlyCents(best) ? plan : best),
    undefined,
  );
}
