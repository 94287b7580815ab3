import { zodResolver } from '@hookform/resolvers/zod';
import { type MarketingEmailForm as MarketingEmailValues, marketingEmailForm } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useUpdateProfile } from '../../features/account/api/update-profile';
import { useUserInfo } from '../../features/auth/session-store';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { refusalText, showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

function MarketingEmailForm({ current, suggestion }: { current: string | null; suggestion: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const updateProfile = useUpdateProfile();
  const unsubscribe = useUpdateProfile();
  // Most shoppers want offers where they sign in, so that address is offered first.
  const form = useForm<MarketingEmailValues>({
    resolver: zodResolver(marketingEmailForm),
    defaultValues: { mktEmail: current ?? suggestion },
  });
  const { control, formState, handleSubmit, setError } = form;
  const serverError = useServerError(form);

  const finish = (message: string) => {
    showToast(message);
    navigator.back();
  };

  const onSubmit = handleSubmit(async ({ mktEmail }) => {
    try {
      await updateProfile.mutateAsync({ mktEmail });
    } catch (error) {
      showRefusal(error, setError, ['mktEmail']);
      return;
    }
    finish(t('account.form.saved'));
  });

  const onUnsubscribe = async () => {
    try {
      await unsubscribe.mutateAsync({ mktEmail: null });
    } catch {
      return; // Shown below from the mutation's error, or toasted by the client.
    }
    finish(t('account.marketingEmail.unsubscribed'));
  };

  const busy = formState.isSubmitting || unsubscribe.isPending;
  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('account.marketingEmail.intro')}</p>
      {current && <p className="form-note">{t('account.marketingEmail.subscribed', { email: current })}</p>}
      <FormTextField
        control={control}
        name="mktEmail"
        label={t('account.profile.marketingEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('account.form.emailPlaceholder')}
      />
      <FormAlert message={serverError ?? refusalText(unsubscribe.error)} />
      <div className="form-actions">
        <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
          {t('account.form.save')}
        </Button>
        {current && (
          <Button variant="ghost" block disabled={busy} onClick={() => void onUnsubscribe()}>
            {t('account.marketingEmail.unsubscribe')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** The marketing (subscribe) e-mail; while it is missing the Me tab shows a task dot (SPEC §2). */
export default function EditEmailPage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  usePageTitle(t('routes.edit-email'));
  return (
    <>
      <PageHeader title={t('routes.edit-email')} />
      <div className="page">
        {info && <MarketingEmailForm current={info.mktEmail} suggestion={info.userMail} />}
      </div>
    </>
  );
}
