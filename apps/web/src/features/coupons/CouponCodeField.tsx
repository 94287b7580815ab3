import type { MyCoupon } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../ui/toast';
import { FormTextField } from '../forms/controlled';
import { FormAlert } from '../forms/fields';
import { showRefusal, useServerError } from '../forms/server-errors';
import { type ClaimCodeForm, useClaimCouponCode } from './api/claim-code';
import { couponCodeResolver, toastMissingCode } from './code-form';

export interface CouponCodeFieldProps {
  /** The coupon the code claimed, to be chosen at once. */
  onClaimed: (coupon: MyCoupon) => void;
}

/** 'Have a code?' inside the checkout's coupon sheet: the code is claimed, then chosen (SPEC §4, §5). */
export function CouponCodeField({ onClaimed }: CouponCodeFieldProps) {
  const { t } = useTranslation();
  const claimCode = useClaimCouponCode();
  const form = useForm<ClaimCodeForm>({ resolver: couponCodeResolver, defaultValues: { code: '' } });
  const { control, formState, handleSubmit, setError, reset } = form;
  const serverError = useServerError(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await claimCode.mutateAsync(values);
      reset();
      showToast(answer.message);
      onClaimed(answer.coupon);
    } catch (error) {
      showRefusal(error, setError, ['code']);
    }
  }, toastMissingCode);

  return (
    <form className="coupon-code" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={control}
        name="code"
        label={t('coupons.checkout.haveCode')}
        placeholder={t('coupons.code.placeholder')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        end={
          <button
            type="submit"
            className="coupon-action coupon-code__apply"
            aria-busy={formState.isSubmitting || undefined}
            disabled={formState.isSubmitting}
          >
            {formState.isSubmitting ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              t('coupons.checkout.apply')
            )}
          </button>
        }
      />
      <FormAlert message={serverError} />
    </form>
  );
}
