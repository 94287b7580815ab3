import { dollarsField, Messages, refundApplyRequest } from '@tread/domain';
import type { z } from 'zod';

/**
 * What the shopper states in apply-refund: the domain's request without the order and item the page names,
 * the amount typed in dollars and held to the quote's maximum (SPEC §5).
 */
export const claimSchema = (maxAmount: number) =>
  refundApplyRequest.omit({ orderNumber: true, itemId: true }).extend({
    amount: dollarsField.pipe(refundApplyRequest.shape.amount.max(maxAmount, Messages.RefundAmountTooLarge)),
  });

export type ClaimInput = z.input<ReturnType<typeof claimSchema>>;
export type Claim = z.output<ReturnType<typeof claimSchema>>;

/** The fields a refusal may name, each shown on its own. */
export const CLAIM_FIELDS = [
  'serviceType',
  'cargoStatus',
  'reason',
  'quantity',
  'amount',
  'description',
  'images',
] as const satisfies readonly (keyof ClaimInput)[];
