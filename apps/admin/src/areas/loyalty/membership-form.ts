import {
  dollarsField,
  formatPrice,
  type MembershipConfig,
  memberLevel,
  membershipConfig,
  vipPlan,
} from '@tread/domain';
import { z } from 'zod';
import { checkedBy, dollarsText, loyaltyMessages, numberText, wholeText } from './form-text';

/** The configuration's own limits on lists (its schema refuses more). */
export const MEMBER_LEVELS_MAX = 10;
export const VIP_PLANS_MAX = 4;
export const VIP_PRIVILEGES_MAX = 7;
export const MEMBERSHIP_COUPONS_MAX = 5;

/** The loyalty messages, and text bounds read as staff say them ('At most 40 characters'). */
export const membershipMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big' && issue.origin === 'string') return `At most ${issue.maximum} characters`;
  if (issue.code === 'too_small' && issue.origin === 'string') return 'Fill this in';
  return loyaltyMessages(issue);
};

/**
 * A level's privileges as staff type them, one a line; blank lines are dropped. A line the configuration
 * refuses is named by its line number, as the whole list is one control.
 */
const privilegeLines = z.string().transform((text, ctx) => {
  const lines = text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), number: i + 1 }))
    .filter(({ line }) => line !== '');
  const privileges = lines.map(({ line }) => line);
  const checked = memberLevel.shape.privileges.safeParse(privileges, { error: membershipMessages });
  for (const issue of checked.error?.issues ?? []) {
    const at = issue.path[0];
    const line = typeof at === 'number' ? lines[at]?.number : undefined;
    // Continued, so the level list's own rules are still checked and told beside it.
    ctx.addIssue({
      code: 'custom',
      message: line ? `Line ${line}: ${issue.message}` : issue.message,
      continue: true,
    });
  }
  return privileges;
});

const level = memberLevel.shape;
const levelForm = z.object({
  name: level.name,
  growth: wholeText.pipe(level.growth),
  privileges: privilegeLines,
});

const plan = vipPlan.shape;
/** A plan as staff type it: its price in dollars. */
const planForm = z
  .object({
    id: z.string().trim().pipe(plan.id),
    name: plan.name,
    price: dollarsField.pipe(plan.priceCents),
    months: wholeText.pipe(plan.months),
    couponIds: plan.couponIds,
  })
  .transform(({ price, ...rest }) => ({ ...rest, priceCents: price }));

const membership = membershipConfig.shape;

/** Membership as staff set it: levels numbered in their order, plans with prices in dollars. */
export const membershipForm = z.object({
  growthPerDollar: wholeText.pipe(membership.growthPerDollar),
  levels: z
    .array(levelForm)
    .superRefine((levels, ctx) => {
      // The list's own rules (from 0, each more) are told even while another field of a level does not read.
      if (!levels.every((each) => typeof each.growth === 'number')) return;
      const order = membership.levels.safeParse(
        levels.map(({ growth }, i) => ({ level: i + 1, name: 'Level', growth, privileges: [] })),
      );
      for (const issue of order.error?.issues ?? [])
        if (issue.path.length === 0) ctx.addIssue({ code: 'custom', message: issue.message });
    })
    .transform((levels) => levels.map((each, i) => ({ level: i + 1, ...each })))
    .pipe(checkedBy(membership.levels)),
  plans: z
    .array(planForm)
    .superRefine((plans, ctx) => {
      plans.forEach(({ id }, i) => {
        if (plans.findIndex((other) => other.id === id) < i)
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Give each plan its own id' });
      });
    })
    .pipe(checkedBy(membership.plans)),
  privileges: membership.privileges,
  monthlyCouponIds: membership.monthlyCouponIds,
});
export type MembershipFormInput = z.input<typeof membershipForm>;
export type LevelFormInput = MembershipFormInput['levels'][number];
export type PlanFormInput = MembershipFormInput['plans'][number];

export const membershipFormValues = (config: MembershipConfig): MembershipFormInput => ({
  growthPerDollar: numberText(config.growthPerDollar),
  levels: config.levels.map((each) => ({
    name: each.name,
    growth: numberText(each.growth),
    privileges: each.privileges.join('\n'),
  })),
  plans: config.plans.map((each) => ({
    id: each.id,
    name: each.name,
    price: dollarsText(each.priceCents),
    months: numberText(each.months),
    couponIds: [...each.couponIds],
  })),
  privileges: config.privileges.map((each) => ({ ...each })),
  monthlyCouponIds: [...config.monthlyCouponIds],
});

export const NEW_LEVEL: LevelFormInput = { name: '', growth: '', privileges: '' };
export const NEW_PRIVILEGE = { title: '', text: '' };

/** A plan added at the end: an id no other plan has, one month, no coupons. */
export function newPlan(plans: readonly { id: string }[]): PlanFormInput {
  const taken = new Set(plans.map((each) => each.id));
  let n = plans.length + 1;
  while (taken.has(`plan-${n}`)) n += 1;
  return { id: `plan-${n}`, name: '', price: '', months: '1', couponIds: [] };
}

const WHOLE = /^\d+$/;
const whole = (text: string | undefined) =>
  text !== undefined && WHOLE.test(text.trim()) ? Number(text) : null;

/** What completed orders reach a growth, as typed so far: '$500.00', or null while it does not read. */
export function spendingFor(growth: string | undefined, growthPerDollar: string | undefined): string | null {
  const needed = whole(growth);
  const rate = whole(growthPerDollar);
  if (needed === null || rate === null || rate === 0) return null;
  return formatPrice(Math.ceil(needed / rate) * 100);
}

/** A plan's price spread over its months: '$4.17/month', or null while price or months do not read. */
export function perMonth(price: string | undefined, months: string | undefined): string | null {
  const cents = dollarsField.safeParse(price ?? '');
  const count = whole(months);
  if (!cents.success || cents.data <= 0 || count === null || count === 0) return null;
  return `${formatPrice(Math.round(cents.data / count))}/month`;
}

/** The control holding a field of the value a refusal names ('levels.1.growth', 'plans.0.priceCents', 'plans'). */
export function membershipFieldOf(path: string): string | null {
  if (path === 'growthPerDollar') return path;
  if (/^monthlyCouponIds(\.\d+)?$/.test(path)) return 'monthlyCouponIds';
  if (['levels', 'plans', 'privileges'].includes(path)) return `${path}.root`;
  const levelField = /^(levels\.\d+\.(?:name|growth|privileges))(\.\d+)?$/.exec(path);
  if (levelField) return levelField[1] ?? null;
  const planField = /^plans\.(\d+)\.(id|name|priceCents|months|couponIds)(\.\d+)?$/.exec(path);
  if (planField) return `plans.${planField[1]}.${planField[2] === 'priceCents' ? 'price' : planField[2]}`;
  return /^privileges\.\d+\.(title|text)$/.test(path) ? path : null;
}
