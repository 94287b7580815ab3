import {
  type RaffleConfig,
  type RafflePrize,
  RafflePrizeKind,
  raffleConfig,
  rafflePrize,
} from '@tread/domain';
import { z } from 'zod';
import { checkedBy, limitText, numberText, wholeText } from './form-text';

export const PRIZE_KIND_NAMES: Record<RafflePrizeKind, string> = {
  [RafflePrizeKind.Points]: 'Points',
  [RafflePrizeKind.Coupon]: 'Coupon',
  [RafflePrizeKind.Nothing]: 'Nothing',
};

/** A prize as staff type it; only the points or the coupon its kind gives are read. */
const prizeForm = z
  .object({
    id: z.string().trim(),
    name: z.string(),
    kind: z.enum(Object.values(RafflePrizeKind)),
    points: z.string(),
    couponId: z.string(),
    weight: wholeText,
    stock: limitText,
  })
  .transform((prize, ctx) => {
    const points = prize.kind === RafflePrizeKind.Points ? wholeText.safeParse(prize.points) : null;
    if (points && !points.success)
      for (const issue of points.error.issues)
        ctx.addIssue({ code: 'custom', path: ['points'], message: issue.message });
    return {
      ...prize,
      points: points?.data ?? 0,
      couponId:
        prize.kind === RafflePrizeKind.Coupon && prize.couponId !== '' ? Number(prize.couponId) : null,
    };
  })
  .pipe(checkedBy(rafflePrize));

const raffle = raffleConfig.shape;

/** The lucky wheel as staff set it: its price, its free spins, and its prizes in the wheel's order. */
export const raffleForm = z.object({
  enabled: z.boolean(),
  spinCost: wholeText.pipe(raffle.spinCost),
  freeSpinEveryStreakDays: wholeText.pipe(raffle.freeSpinEveryStreakDays),
  prizes: z.array(prizeForm).pipe(checkedBy(raffle.prizes)),
});
export type RaffleFormInput = z.input<typeof raffleForm>;
export type PrizeFormInput = z.input<typeof prizeForm>;

const prizeFormValues = (prize: RafflePrize): PrizeFormInput => ({
  id: prize.id,
  name: prize.name,
  kind: prize.kind,
  points: prize.kind === RafflePrizeKind.Points ? numberText(prize.points) : '',
  couponId: numberText(prize.couponId),
  weight: numberText(prize.weight),
  stock: numberText(prize.stock),
});

export const raffleFormValues = (wheel: RaffleConfig): RaffleFormInput => ({
  enabled: wheel.enabled,
  spinCost: numberText(wheel.spinCost),
  freeSpinEveryStreakDays: numberText(wheel.freeSpinEveryStreakDays),
  prizes: wheel.prizes.map(prizeFormValues),
});

/** A prize added at the end of the wheel: an id no other prize has, a small chance, no stock limit. */
export function newPrize(prizes: readonly { id: string }[]): PrizeFormInput {
  const taken = new Set(prizes.map((prize) => prize.id));
  let n = prizes.length + 1;
  while (taken.has(`prize-${n}`)) n += 1;
  return {
    id: `prize-${n}`,
    name: '',
    kind: RafflePrizeKind.Points,
    points: '',
    couponId: '',
    weight: '1',
    stock: '',
  };
}

/**
 * Each prize's chance of a spin landing on it, in percent: its weight over the sum of the weights. A weight
 * that does not read counts as 0; with no weight above 0 no prize has a chance (null).
 */
export function prizeChances(weights: readonly (string | undefined)[]): (number | null)[] {
  const read = weights.map((text) => (text !== undefined && /^\d+$/.test(text.trim()) ? Number(text) : 0));
  const total = read.reduce((sum, weight) => sum + weight, 0);
  return read.map((weight) => (total > 0 ? (100 * weight) / total : null));
}

/** The control holding a field of the value a refusal names ('prizes.2.weight', 'spinCost', 'prizes'). */
export function raffleFieldOf(path: string): string | null {
  if (['enabled', 'spinCost', 'freeSpinEveryStreakDays'].includes(path)) return path;
  if (path === 'prizes') return 'prizes.root';
  const prize = /^prizes\.(\d+)\.(id|name|kind|points|couponId|weight|stock)$/.exec(path);
  return prize ? path : null;
}
