import { checkoutRequest, Messages, PointsMessages } from '@tread/domain';
import { z } from 'zod';

/** The points field as typed: digits only, then the contract's rule (SPEC §5: a whole multiple of 10). */
const pointsTyped = z
  .string()
  .trim()
  .regex(/^\d{1,8}$/, Messages.PointsMultipleOfTen)
  .transform(Number)
  .pipe(checkoutRequest.shape.points.unwrap());

/** What the points field takes: the domain's rule, within the balance and what these orders can take. */
export const pointsFormFor = (limits: { balance: number; usable: number }, atMostMessage: string) =>
  z.object({
    points: pointsTyped
      .refine((points) => points <= limits.balance, PointsMessages.NotEnough)
      .refine((points) => points <= limits.usable, atMostMessage),
  });

export type PointsFormInput = { points: string };
export type PointsFormOutput = { points: number };
