import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordRequest, changePasswordRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useChangePassword } from '../../features/account/api/change-password';
import { useIsSignedIn } from '../../features/auth/session-store';
import { FormNewPasswordFields, FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

/** Changes the password while signed in; the server signs out the account's other sessions. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const signedIn = useIsSignedIn();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const { control, formState, handleSubmit, setError } = form;
  const serverError = useServerError(form);
  usePageTitle(t('routes.change-password'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword.mutateAsync(values);
    } catch (error) {
      showRefusal(error, setError, ['oldPassword', 'password', 'confirmPassword']);
      return;
    }
    showToast(t('account.changePassword.done'));
    navigator.back();
  });

  return (
    <>
      <PageHeader title={t('routes.change-password')} />
      {signedIn && (
        <div className="page">
          <p className="muted">{t('account.changePassword.intro')}</p>
          <form className="form" onSubmit={onSubmit} noValidate>
            <FormTextField
              control={control}
              name="oldPassword"
              kind="password"
              label={t('account.form.currentPassword')}
              autoComplete="current-password"
            />
            <FormNewPasswordFields
              control={control}
              labels={{
                password: t('account.form.newPassword'),
                confirm: t('account.form.confirmNewPassword'),
              }}
              hint={t('account.form.passwordHint')}
            />
            <FormAlert message={serverError} />
            <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
              {t('account.changePassword.submit')}
            </Button>
          </form>
        </div>
      )}
    </>
  );
}
