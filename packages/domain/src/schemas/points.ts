import { z } from 'zod';
import { PointsMessages, PointsSource, RafflePrizeKind, SIGN_IN_REWARDS } from '../points';
import { INT_COLUMN_MAX } from '../zod-fields';
import { pageFields, pageQuery } from './catalog';

/** Points center and daily sign-in (integral-index, integral-detail; SPEC §3 'Points record', §4; issue 17). */

/** GET /api/p/points — the points center's head. */
export const pointsSummary = z.object({
  /** Points that can be used now. */
  balance: z.number().int(),
  /** Points earned on received orders still inside their return window: usable once it passes. */
  locked: z.number().int(),
  /** The next points to expire within 30 days, and when; null when none. */
  expiringSoon: z.object({ points: z.number().int(), at: z.string() }).nullable(),
  signIn: z.object({
    signedToday: z.boolean(),
    /** Days in a row, today included once signed. */
    streak: z.number().int(),
    /** What today's sign-in gives (or gave). */
    todayReward: z.number().int(),
    /** What tomorrow's gives if the streak holds. */
    tomorrowReward: z.number().int(),
  }),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

/** One change of points (SPEC §3: source or use, change, time, order number, expired points). */
export const pointsRecord = z.object({
  id: z.number().int(),
  source: z.enum(Object.values(PointsSource)),
  sourceLabel: z.string(),
  /** Signed: +10 earned, -25 expired. */
  change: z.number().int(),
  time: z.string(),
  orderNumber: z.string().nullable(),
  /** A staff adjustment's reason; null otherwise. */
  note: z.string().nullable(),
});
export type PointsRecord = z.infer<typeof pointsRecord>;

/** GET /api/p/points/records — newest first. */
export const pointsRecordQuery = pageQuery;
export const pointsRecordPage = z.object({ records: z.array(pointsRecord), ...pageFields });
export type PointsRecordPage = z.infer<typeof pointsRecordPage>;

/** POST /api/p/points/signIn — once per Los Angeles day; again the same day answers 'Time is not up'. */
export const signInAnswer = z.object({
  points: z.number().int(),
  streak: z.number().int(),
  balance: z.number().int(),
  message: z.string(),
  /** The streak reached a lucky-wheel free spin today. */
  freeSpinWon: z.boolean(),
});
export type SignInAnswer = z.infer<typeof signInAnswer>;

/** POST /api/admin/customers/:userId/points — a manual adjustment with its reason (audited). */
export const adjustPointsRequest = z.object({
  change: z
    .number({ error: PointsMessages.AdjustInvalid })
    .int(PointsMessages.AdjustInvalid)
    .min(-1_000_000, PointsMessages.AdjustInvalid)
    .max(1_000_000, PointsMessages.AdjustInvalid)
    .refine((n) => n !== 0, PointsMessages.AdjustInvalid),
  reason: z.string().trim().min(1, PointsMessages.AdjustReasonRequired).max(200),
});
export type AdjustPointsRequest = z.input<typeof adjustPointsRequest>;

/** GET /api/admin/customers/:userId/points — a customer's points as staff see them. */
export const adminCustomerPoints = z.object({
  summary: pointsSummary.omit({ signIn: true }),
  records: z.array(pointsRecord),
});
export type AdminCustomerPoints = z.infer<typeof adminCustomerPoints>;

/* ---- Rules staff set in the console (PUT /api/admin/config/{key}) ---- */

/** `pointsRules`: how points are earned and what they are worth; they expire a year after earning (SPEC §9). */
export const pointsRulesConfig = z.object({
  /** Cents paid per point earned (SPEC §9 '1 point per set amount spent'). */
  centsPerPointEarned: z.number().int().min(1, 'At least 1 cent per point').max(100_000),
  /** What one point pays at checkout, in cents. */
  pointValueCents: z.number().int().min(1, 'A point is worth at least 1 cent').max(100),
  /** Points for day 1 to 7 of a sign-in streak; day 7's repeats after. */
  signInRewards: z
    .array(z.number().int().min(0).max(10_000))
    .length(SIGN_IN_REWARDS.length, 'Give a reward for each of the 7 days'),
});
export type PointsRulesConfig = z.infer<typeof pointsRulesConfig>;
export const DEFAULT_POINTS_RULES: PointsRulesConfig = {
  centsPerPointEarned: 100,
  pointValueCents: 1,
  signInRewards: [...SIGN_IN_REWARDS],
};

export const RAFFLE_PRIZES_MIN = 2;
export const RAFFLE_PRIZES_MAX = 12;

export const rafflePrize = z
  .object({
    id: z.string().regex(/^[a-z0-9-]{1,30}$/, 'A prize id is 1–30 lower-case letters, digits or -'),
    name: z.string().trim().min(1, 'Enter the prize name').max(30, 'The prize name is at most 30 characters'),
    kind: z.enum(Object.values(RafflePrizeKind)),
    /** Points given, for a points prize. */
    points: z.number().int().min(0).max(100_000).default(0),
    /** The coupon given, for a coupon prize. */
    couponId: z.number().int().positive().max(INT_COLUMN_MAX).nullable().default(null),
    /** Relative odds: a prize of weight 5 among weights summing to 100 lands 5% of spins. */
    weight: z.number().int().min(0, 'Odds are 0 or more').max(1_000_000),
    /** How many can ever be given; null for no limit. */
    stock: z.number().int().min(0).max(10_000_000).nullable().default(null),
  })
  .refine((prize) => prize.kind !== RafflePrizeKind.Points || prize.points > 0, {
    message: 'A points prize gives at least 1 point',
    path: ['points'],
  })
  .refine((prize) => prize.kind !== RafflePrizeKind.Coupon || prize.couponId !== null, {
    message: 'Choose the coupon this prize gives',
    path: ['couponId'],
  });
export type RafflePrize = z.infer<typeof rafflePrize>;

/** `raffle`: the lucky wheel's price, its free spins and its prizes in the wheel's order. */
export const raffleConfig = z.object({
  enabled: z.boolean(),
  /** Points one spin costs when the shopper has no free spin. */
  spinCost: z.number().int().min(0).max(100_000),
  /** A free spin for every this many days of a sign-in streak; 0 for none. */
  freeSpinEveryStreakDays: z.number().int().min(0).max(365),
  prizes: z
    .array(rafflePrize)
    .min(RAFFLE_PRIZES_MIN, `The wheel needs at least ${RAFFLE_PRIZES_MIN} prizes`)
    .max(RAFFLE_PRIZES_MAX, `The wheel has at most ${RAFFLE_PRIZES_MAX} prizes`)
    .refine((prizes) => new Set(prizes.map((p) => p.id)).size === prizes.length, 'Give each prize its own id')
    .refine((prizes) => prizes.some((p) => p.weight > 0), 'At least one prize needs odds above 0')
    // A spin always lands: when the prizes with stock run out, an unlimited one is still there.
    .refine(
      (prizes) => prizes.some((p) => p.stock === null && p.weight > 0),
      'Keep one prize without a stock limit (such as "Thanks for playing")',
    ),
});
export type RaffleConfig = z.infer<typeof raffleConfig>;
export const DEFAULT_RAFFLE: RaffleConfig = {
  enabled: true,
  spinCost: 20,
  freeSpinEveryStreakDays: 7,
  prizes: [
    { id: 'p100', name: '100 points', kind: 'points', points: 100, couponId: null, weight: 5, stock: 1000 },
    {
      id: 'thanks',
      name: 'Thanks for playing',
      kind: 'nothing',
      points: 0,
      couponId: null,
      weight: 45,
      stock: null,
    },
    { id: 'p10', name: '10 points', kind: 'points', points: 10, couponId: null, weight: 30, stock: null },
    { id: 'p50', name: '50 points', kind: 'points', points: 50, couponId: null, weight: 15, stock: null },
    { id: 'p500', name: '500 points', kind: 'points', points: 500, couponId: null, weight: 1, stock: 20 },
    { id: 'p20', name: '20 points', kind: 'points', points: 20, couponId: null, weight: 4, stock: null },
  ],
};

/* ---- The lucky wheel (raffle-wheel) ---- */

export const RaffleMessages = {
  Closed: 'The lucky wheel is closed for now',
  NothingWon: 'Thanks for playing, better luck next time',
  Won: (name: string) => `You won ${name}!`,
} as const;

/** GET /api/p/raffle — the wheel as the shopper sees it, odds included. */
export const raffleWheel = z.object({
  enabled: z.boolean(),
  spinCost: z.number().int(),
  freeSpins: z.number().int(),
  balance: z.number().int(),
  freeSpinEveryStreakDays: z.number().int(),
  prizes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(Object.values(RafflePrizeKind)),
      /** Chance of landing here now, in percent with one decimal. */
      chance: z.number(),
      soldOut: z.boolean(),
    }),
  ),
  /** The shopper's latest spins, newest first. */
  spins: z.array(
    z.object({ prizeName: z.string(), kind: z.enum(Object.values(RafflePrizeKind)), time: z.string() }),
  ),
});
export type RaffleWheel = z.infer<typeof raffleWheel>;

/** POST /api/p/raffle/spin — the server decides; the wheel turns to `prizeIndex`. */
export const spinAnswer = z.object({
  prizeId: z.string(),
  /** The prize's place on the wheel, counted from the top clockwise. */
  prizeIndex: z.number().int(),
  name: z.string(),
  kind: z.enum(Object.values(RafflePrizeKind)),
  message: z.string(),
  /** What the spin cost: 0 when a free spin paid for it. */
  cost: z.number().int(),
  balance: z.number().int(),
  freeSpins: z.number().int(),
});
export type SpinAnswer = z.infer<typeof spinAnswer>;
