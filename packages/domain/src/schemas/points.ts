import { z } from 'zod';
import { PointsMessages, PointsSource } from '../points';
import { pageFields, pageQuery } from './catalog';

/** Points centre and daily sign-in (integral-index, integral-detail; SPEC §3 'Points record', §4; issue 17). */

/** GET /api/p/points — the points centre's head. */
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
