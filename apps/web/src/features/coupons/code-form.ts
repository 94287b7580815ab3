import { zodResolver } from '@hookform/resolvers/zod';
import { claimCodeRequest, Messages } from '@tread/domain';
import type { Resolver } from 'react-hook-form';
import { showToast } from '../../ui/toast';
import type { ClaimCodeForm } from './api/claim-code';

const codeRules = zodResolver(claimCodeRequest);

/** The contract's rule for a coupon code, its message as the field shows it: '*Please enter a coupon code.' (SPEC §5). */
export const couponCodeResolver: Resolver<ClaimCodeForm> = async (values, context, options) => {
  const result = await codeRules(values, context, options);
  const error = result.errors.code;
  return error
    ? { values: {}, errors: { code: { ...error, message: Messages.CouponCodeRequiredInline } } }
    : result;
};

/** An empty code is also told as a toast, in the spec's words without the star (SPEC §5). */
export const toastMissingCode = (): void => showToast(Messages.CouponCodeRequired);
