import {
  dollarsField,
  formatPrice,
  type PointsRulesConfig,
  pointsEarnedFor,
  pointsRulesConfig,
} from '@tread/domain';
import { z } from 'zod';
import { dollarsText, numberText, wholeText } from './form-text';

const rules = pointsRulesConfig.shape;

/** The points rules as staff type them: what is spent per point in dollars, a point's worth in cents. */
export const pointsRulesForm = z
  .object({
    spendPerPoint: dollarsField.pipe(rules.centsPerPointEarned),
    pointValueCents: wholeText.pipe(rules.pointValueCents),
    signInRewards: z.array(wholeText).pipe(rules.signInRewards),
  })
  .transform(
    ({ spendPerPoint, ...rest }): PointsRulesConfig => ({ centsPerPointEarned: spendPerPoint, ...rest }),
  );
export type PointsRulesFormInput = z.input<typeof pointsRulesForm>;

export const pointsRulesFormValues = (rules: PointsRulesConfig): PointsRulesFormInput => ({
  spendPerPoint: dollarsText(rules.centsPerPointEarned),
  pointValueCents: numberText(rules.pointValueCents),
  signInRewards: rules.signInRewards.map(numberText),
});

/** The control holding a field of the value a refusal names ('centsPerPointEarned', 'signInRewards.3'). */
export function pointsRulesFieldOf(path: string): string | null {
  if (path === 'centsPerPointEarned') return 'spendPerPoint';
  if (path === 'pointValueCents' || /^signInRewards(\.[0-6])?$/.test(path)) return path;
  return null;
}

const WHOLE = /^\d+$/;
const whole = (text: string | undefined) =>
  text !== undefined && WHOLE.test(text.trim()) ? Number(text) : null;
const cents = (text: string | undefined) => {
  const read = dollarsField.safeParse(text ?? '');
  return read.success && read.data > 0 ? read.data : null;
};

const EXAMPLE_ORDER_CENTS = 100_00;

/** What the figures typed so far mean to a shopper, or null while they do not read. */
export function pointsRulesPreview(form: { spendPerPoint?: string; pointValueCents?: string }) {
  const spend = cents(form.spendPerPoint);
  const worth = whole(form.pointValueCents);
  return {
    earning: spend === null ? null : `1 point per ${formatPrice(spend)} paid`,
    example:
      spend === null
        ? null
        : `An order paying ${formatPrice(EXAMPLE_ORDER_CENTS)} earns ${pointsEarnedFor(EXAMPLE_ORDER_CENTS, spend).toLocaleString('en-US')} points.`,
    worth: worth === null ? null : `100 points = ${formatPrice(100 * worth)} at checkout`,
    // What a dollar paid gives back, in percent: the worth of the points it earns.
    back:
      spend === null || worth === null || worth === 0
        ? null
        : `${percent((100 * worth) / spend)} back on what shoppers pay`,
  };
}

export const percent = (n: number): string =>
  `${n.toLocaleString('en-US', { maximumFractionDigits: n < 1 ? 2 : 1 })}%`;
