import { zodResolver } from '@hookform/resolvers/zod';
import { Messages, type TopUpFormInput, topUpForm } from '@tread/domain';
import type { Resolver } from 'react-hook-form';

const amountRules = zodResolver(topUpForm);

/**
 * The contract's rule for the 'Other amount' field (SPEC §5: $0.01 to $100,000); nothing typed is told as
 * 'Please enter the top-up amount', which the shared dollars parser words as an invalid amount.
 */
export const topUpResolver: Resolver<TopUpFormInput, unknown, { amount: number }> = async (
  values,
  context,
  options,
) => {
  if (values.amount.trim() === '') {
    return {
      values: {},
      errors: { amount: { type: 'required', message: Messages.TopUpRequired } },
    };
  }
  return amountRules(values, context, options);
};
