import { z } from 'zod';
import { Messages } from '../messages';
import { INT_COLUMN_MAX } from '../zod-fields';

/** Member center and paid membership (member-center, member-index, buy-vip; SPEC §3 'Member', §6; issue 17). */

export const MemberMessages = {
  PlanNotFound: 'This membership plan is no longer offered',
  PurchaseNotFound: 'Membership purchase not found',
  Bought: 'Welcome to Tread Plus',
} as const;

/** Where growth came from: completed spending and top-ups (issue 17). */
export const GrowthSource = { Order: 'order', TopUp: 'top_up' } as const;
export type GrowthSource = (typeof GrowthSource)[keyof typeof GrowthSource];
export const GROWTH_SOURCE_LABELS: Record<GrowthSource, string> = {
  order: 'Completed order',
  top_up: 'Top-up bonus',
};

export const memberLevel = z.object({
  level: z.number().int().min(1).max(20),
  name: z.string().trim().min(1, 'Enter the level name').max(30, 'The level name is at most 30 characters'),
  /** Growth needed to reach the level. */
  growth: z.number().int().min(0).max(100_000_000),
  privileges: z.array(z.string().trim().min(1).max(80)).max(10, 'At most 10 privileges per level'),
});
export type MemberLevel = z.infer<typeof memberLevel>;

export const vipPlan = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,30}$/, 'A plan id is 1–30 lower-case letters, digits or -'),
  name: z.string().trim().min(1, 'Enter the plan name').max(40, 'The plan name is at most 40 characters'),
  priceCents: z.number().int().min(1, 'A plan costs at least $0.01').max(1_000_000),
  months: z.number().int().min(1).max(36),
  /** Exclusive coupons granted when the plan is bought. */
  couponIds: z.array(z.number().int().positive().max(INT_COLUMN_MAX)).max(5),
});
export type VipPlan = z.infer<typeof vipPlan>;

/** The seven privileges of paid membership (SPEC §6), as shoppers read them on buy-vip. */
export const vipPrivilege = z.object({
  title: z.string().trim().min(1).max(40),
  text: z.string().trim().min(1).max(160),
});

/** `membership`: levels by growth, growth per dollar of completed spending, paid plans and their privileges. */
export const membershipConfig = z.object({
  growthPerDollar: z.number().int().min(0).max(100),
  levels: z
    .array(memberLevel)
    .min(1, 'Keep at least one level')
    .max(10, 'At most 10 levels')
    .refine((levels) => levels[0]?.growth === 0, 'The first level starts at 0 growth')
    .refine(
      (levels) => levels.every((level, i) => i === 0 || level.growth > (levels[i - 1]?.growth ?? 0)),
      'Each level needs more growth than the one before',
    ),
  plans: z.array(vipPlan).max(4, 'At most 4 plans'),
  privileges: z.array(vipPrivilege).max(7, 'Paid membership has 7 privileges'),
  /** Coupons every paying member gets each month. */
  monthlyCouponIds: z.array(z.number().int().positive().max(INT_COLUMN_MAX)).max(5),
});
export type MembershipConfig = z.infer<typeof membershipConfig>;

export const DEFAULT_MEMBERSHIP: MembershipConfig = {
  growthPerDollar: 1,
  levels: [
    { level: 1, name: 'Member', growth: 0, privileges: ['Points on every order', 'Daily sign-in rewards'] },
    { level: 2, name: 'Silver', growth: 500, privileges: ['Points on every order', 'Birthday coupon'] },
    {
      level: 3,
      name: 'Gold',
      growth: 2_000,
      privileges: ['Priority installation booking', 'Birthday coupon'],
    },
    {
      level: 4,
      name: 'Platinum',
      growth: 5_000,
      privileges: ['Priority support line', 'Free tire rotation'],
    },
  ],
  plans: [
    { id: 'monthly', name: 'Tread Plus monthly', priceCents: 4_99, months: 1, couponIds: [] },
    { id: 'yearly', name: 'Tread Plus yearly', priceCents: 49_99, months: 12, couponIds: [] },
  ],
  privileges: [
    { title: 'Exclusive coupons', text: 'Member-only coupons when you join and every month' },
    { title: 'Member prices', text: 'Lower prices on products marked for Tread Plus members' },
    { title: 'Free delivery', text: 'Free delivery on goods sold by Tread, wherever we deliver' },
    { title: 'Double sign-in points', text: 'Twice the points for signing in every day' },
    { title: 'Free tire rotation', text: 'A tire rotation at our installers every six months' },
    { title: 'Priority service', text: 'A dedicated support line and priority booking' },
    { title: 'Birthday gift', text: 'A gift coupon in your birthday month' },
  ],
  monthlyCouponIds: [],
};

/** GET /api/p/member — the member center. */
export const memberCenter = z.object({
  growth: z.number().int(),
  level: memberLevel,
  /** The next level and the growth still needed; null at the top. */
  next: z.object({ name: z.string(), growth: z.number().int(), needed: z.number().int() }).nullable(),
  levels: z.array(memberLevel),
  growthPerDollar: z.number().int(),
  vip: z.object({
    active: z.boolean(),
    /** When the paid membership ends (SPEC §3 'Member': expiration date); null when never bought. */
    expiresAt: z.string().nullable(),
  }),
});
export type MemberCenter = z.infer<typeof memberCenter>;

/** GET /api/p/member/growth — growth records, newest first. */
export const growthRecord = z.object({
  id: z.number().int(),
  source: z.enum(Object.values(GrowthSource)),
  sourceLabel: z.string(),
  change: z.number().int(),
  reference: z.string(),
  time: z.string(),
});
export const growthRecordsAnswer = z.object({ records: z.array(growthRecord) });
export type GrowthRecordsAnswer = z.infer<typeof growthRecordsAnswer>;

/** GET /api/admin/customers/:userId/member — a customer's level, growth history and memberships, for staff. */
export const adminCustomerMember = z.object({
  center: memberCenter,
  growth: z.array(growthRecord),
  purchases: z.array(
    z.object({
      number: z.string(),
      planName: z.string(),
      amountCents: z.number().int(),
      status: z.enum(['unpaid', 'paid', 'closed']),
      paidAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    }),
  ),
});
export type AdminCustomerMember = z.infer<typeof adminCustomerMember>;

/** GET /api/p/vip — buy-vip: the plans, the seven privileges, and the shopper's membership. */
export const vipOffer = z.object({
  plans: z.array(vipPlan.omit({ couponIds: true }).extend({ coupons: z.array(z.string()) })),
  privileges: z.array(vipPrivilege),
  vip: memberCenter.shape.vip,
});
export type VipOffer = z.infer<typeof vipOffer>;

/** POST /api/p/vip/buy — a purchase paid on pay-way like an order (its number starts with V). */
export const buyVipRequest = z.object({
  planId: z.string({ error: MemberMessages.PlanNotFound }).min(1).max(30),
});
export const vipPurchaseAnswer = z.object({
  number: z.string(),
  planName: z.string(),
  amountCents: z.number().int(),
  status: z.enum(['unpaid', 'paid', 'closed']),
  /** The membership's end once this purchase is paid; null before. */
  expiresAt: z.string().nullable(),
});
export type VipPurchaseAnswer = z.infer<typeof vipPurchaseAnswer>;
export const vipPurchaseQuery = z.object({ number: z.string().trim().min(1, Messages.NotFound).max(40) });

/** The level a growth reaches: the highest whose threshold it meets. */
export function levelFor(levels: readonly MemberLevel[], growth: number): MemberLevel | undefined {
  return [...levels].reverse().find((level) => growth >= level.growth) ?? levels[0];
}

/** A paid membership bought at `now` runs on from its current end when still active, else from now. */
export function vipEndsAt(currentEnd: Date | null, now: Date, months: number): Date {
  const from = currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now;
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** Paying members get this many times the daily sign-in points (the 'Double sign-in points' privilege). */
export const VIP_SIGN_IN_MULTIPLIER = 2;

/** Growth for completed spending: whole dollars paid times the configured rate. */
export const growthFor = (paidCents: number, growthPerDollar: number): number =>
  Math.max(0, Math.floor(paidCents / 100) * growthPerDollar);
