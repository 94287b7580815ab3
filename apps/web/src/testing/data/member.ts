import {
  DEFAULT_MEMBERSHIP,
  GROWTH_SOURCE_LABELS,
  type GrowthRecordsAnswer,
  GrowthSource,
  levelFor,
  type MemberCenter,
  type VipOffer,
  type VipPurchaseAnswer,
} from '@tread/domain';

/** The member center and Tread Plus of web tests, as the server answers them (modules/member), default levels. */

const { levels, plans, privileges, growthPerDollar } = DEFAULT_MEMBERSHIP;

export type VipState = MemberCenter['vip'];
export const NO_VIP: VipState = { active: false, expiresAt: null };

/** The center of a shopper with `growth`, their level and the next one derived like the server does. */
export function sampleMemberCenter(growth = 0, vip: VipState = NO_VIP): MemberCenter {
  const level = levelFor(levels, growth) ?? levels[0]!;
  const upper = levels.find((entry) => entry.growth > growth);
  return {
    growth,
    level,
    next: upper ? { name: upper.name, growth: upper.growth, needed: upper.growth - growth } : null,
    levels,
    growthPerDollar,
    vip,
  };
}

/** One change of growth, from a completed order unless told otherwise. */
export function sampleGrowthRecord(
  id: number,
  changes: Partial<GrowthRecordsAnswer['records'][number]> = {},
): GrowthRecordsAnswer['records'][number] {
  const source = changes.source ?? GrowthSource.Order;
  return {
    id,
    source,
    sourceLabel: GROWTH_SOURCE_LABELS[source],
    change: 120,
    reference: `26112800000000${String(id).padStart(2, '0')}`,
    time: '2025-06-03T16:00:00.000Z',
    ...changes,
  };
}

/** The default plans (monthly $4.99, yearly $49.99) and the seven privileges. */
export function sampleVipOffer(vip: VipState = NO_VIP): VipOffer {
  return {
    plans: plans.map(({ couponIds: _, ...plan }) => ({ ...plan, coupons: [] })),
    privileges,
    vip,
  };
}

/** The number the test server gives the next purchase. */
export const SAMPLE_VIP_NUMBER = 'V2611280000000001';

/** An unpaid purchase of a default plan. */
export function sampleVipPurchase(
  planId: string,
  changes: Partial<VipPurchaseAnswer> = {},
): VipPurchaseAnswer {
  const plan = plans.find((entry) => entry.id === planId) ?? plans[0]!;
  return {
    number: SAMPLE_VIP_NUMBER,
    planName: plan.name,
    amountCents: plan.priceCents,
    status: 'unpaid',
    expiresAt: null,
    ...changes,
  };
}
