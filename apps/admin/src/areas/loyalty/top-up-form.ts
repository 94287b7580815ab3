import { dollarsField, type TopUpOption, topUpOption, topUpOptionsConfig } from '@tread/domain';
import { z } from 'zod';
import { dollarsText, numberText, wholeText } from './form-text';

const option = topUpOption.shape;

/** A top-up option as staff type it: the amount in dollars, the bonuses as whole numbers. */
const topUpOptionForm = z
  .object({
    amount: dollarsField.pipe(option.amountCents),
    bonusGrowth: wholeText.pipe(option.bonusGrowth),
    bonusPoints: wholeText.pipe(option.bonusPoints),
    couponIds: option.couponIds,
  })
  .transform(({ amount, ...bonus }): TopUpOption => ({ amountCents: amount, ...bonus }));

export const topUpOptionsForm = z
  .object({ options: z.array(topUpOptionForm).pipe(topUpOptionsConfig) })
  .transform(({ options }) => options);
export type TopUpOptionsFormInput = z.input<typeof topUpOptionsForm>;
export type TopUpOptionFormInput = z.input<typeof topUpOptionForm>;

export const topUpFormValues = (options: readonly TopUpOption[]): TopUpOptionsFormInput => ({
  options: options.map((o) => ({
    amount: dollarsText(o.amountCents),
    bonusGrowth: numberText(o.bonusGrowth),
    bonusPoints: numberText(o.bonusPoints),
    couponIds: [...o.couponIds],
  })),
});

export const NEW_TOP_UP_OPTION: TopUpOptionFormInput = {
  amount: '',
  bonusGrowth: '0',
  bonusPoints: '0',
  couponIds: [],
};

/** The control holding a field of the value a refusal names ('2.amountCents', '1.couponIds.0', or the list). */
export function topUpFieldOf(path: string): string | null {
  if (path === '') return 'options.root';
  const field = /^(\d+)\.(amountCents|bonusGrowth|bonusPoints|couponIds)(\.\d+)?$/.exec(path);
  if (!field) return null;
  const [, i, name] = field;
  return `options.${i}.${name === 'amountCents' ? 'amount' : name}`;
}
