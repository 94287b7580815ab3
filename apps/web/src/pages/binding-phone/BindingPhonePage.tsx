import { zodResolver } from '@hookform/resolvers/zod';
import { type BindPhoneRequest, bindPhoneRequest, formatUsPhone } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useBindPhone } from '../../features/account/api/bind-phone';
import { formatPhoneAsTyped } from '../../features/account/phone-input';
import { useUserInfo } from '../../features/auth/session-store';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

function PhoneForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const bindPhone = useBindPhone();
  const form = useForm<BindPhoneRequest>({
    resolver: zodResolver(bindPhoneRequest),
    defaultValues: { phone: current ? formatUsPhone(current) : '' },
  });
  const { control, formState, handleSubmit, setError } = form;
  const serverError = useServerError(form);

  // Typed as (xxx) xxx-xxxx; the schema sends its 10 digits.
  const onSubmit = handleSubmit(async (values) => {
    try {
      await bindPhone.mutateAsync(values);
    } catch (error) {
      showRefusal(error, setError, ['phone']);
      return;
    }
    showToast(t('account.form.saved'));
    navigator.back();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('account.phone.intro')}</p>
      <FormTextField
        control={control}
        name="phone"
        label={t('account.profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('account.phone.placeholder')}
        asTyped={formatPhoneAsTyped}
      />
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('account.form.save')}
      </Button>
    </form>
  );
}

/** Binds a US phone number, typed and shown as (xxx) xxx-xxxx (SPEC §5). */
export default function BindingPhonePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  usePageTitle(t('routes.binding-phone'));
  return (
    <>
      <PageHeader title={t('routes.binding-phone')} />
      <div className="page">{info && <PhoneForm current={info.userMobile} />}</div>
    </>
  );
}
