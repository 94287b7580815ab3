import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { type ClaimCodeForm, useClaimCouponCode } from '../../features/coupons/api/claim-code';
import { couponCodeResolver, toastMissingCode } from '../../features/coupons/code-form';
import { CouponPath } from '../../features/coupons/paths';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

/**
 * voucher-code (SPEC §2 user package): a coupon code is claimed, then used at checkout (SPEC §4). An empty
 * code is told twice, as the spec says (§5): 'Please enter a coupon code.' as a toast and '*…' under the field.
 */
export default function VoucherCodePage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.voucher-code'));
  const navigator = useNavigator();
  const claimCode = useClaimCouponCode();
  const form = useForm<ClaimCodeForm>({
    resolver: couponCodeResolver,
    defaultValues: { code: '' },
  });
  const { control, formState, handleSubmit, setError } = form;
  const serverError = useServerError(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await claimCode.mutateAsync(values);
    } catch (error) {
      showRefusal(error, setError, ['code']);
      return;
    }
    showToast(t('coupons.code.claimed'));
    void navigator.go(CouponPath.mine, { replace: true });
  }, toastMissingCode);

  return (
    <>
      <PageHeader title={t('routes.voucher-code')} />
      <div className="page">
        <form className="form" onSubmit={onSubmit} noValidate>
          <p className="muted">{t('coupons.code.intro')}</p>
          <FormTextField
            control={control}
            name="code"
            label={t('coupons.code.label')}
            placeholder={t('coupons.code.placeholder')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
          />
          <FormAlert message={serverError} />
          <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
            {t('coupons.code.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}
