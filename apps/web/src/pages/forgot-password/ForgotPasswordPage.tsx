import { zodResolver } from '@hookform/resolvers/zod';
import {
  Messages,
  type ResetPasswordRequest,
  resetPasswordRequest,
  VERIFICATION_CODE_LENGTH,
  VerificationPurpose,
} from '@tread/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { updateAccountDraft, useAccountDraft } from '../../features/account/account-draft';
import { useResetPassword } from '../../features/account/api/reset-password';
import { useResendCountdown } from '../../features/account/code-countdown';
import { SendCodeButton } from '../../features/account/SendCodeButton';
import { backToSignIn } from '../../features/auth/login-redirect';
import { FormNewPasswordFields, FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

const FIELDS = ['email', 'code', 'password', 'confirmPassword'] as const;

/** Sets a new password with a code mailed to the account's e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const resetPassword = useResetPassword();
  const [sentNote, setSentNote] = useState<string | null>(null);
  const codeSent = useResendCountdown(VerificationPurpose.Reset).sent;
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { email: useAccountDraft.getState().email, code: '', password: '', confirmPassword: '' },
  });
  const { control, formState, handleSubmit, setError, clearErrors } = form;
  const serverError = useServerError(form);
  const typed = useWatch({ control });
  usePageTitle(t('routes.forgot-password'));

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await resetPassword.mutateAsync(values);
      } catch (error) {
        showRefusal(error, setError, FIELDS);
        return;
      }
      showToast(t('account.forgot.done'));
      updateAccountDraft({ email: (typed.email ?? '').trim(), tab: 'signIn' });
      backToSignIn(navigator);
    },
    () => {
      if (!typed.code?.trim() && !codeSent)
        setError('code', { type: 'order', message: Messages.VerificationCodeRequestFirst });
    },
  );

  return (
    <>
      <PageHeader title={t('routes.forgot-password')} />
      <div className="page">
        <p className="muted">{t('account.forgot.intro')}</p>
        <form className="form" onSubmit={onSubmit} noValidate>
          <FormTextField control={control} name="email" kind="email" />
          <FormTextField
            control={control}
            name="code"
            label={t('account.form.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder={t('account.form.codePlaceholder')}
            asTyped={(text) => text.replace(/\D/g, '')}
            hint={sentNote}
            end={
              <SendCodeButton
                email={typed.email ?? ''}
                purpose={VerificationPurpose.Reset}
                onEmailError={(message) =>
                  message ? setError('email', { type: 'rule', message }) : clearErrors('email')
                }
                onRefused={(error) => showRefusal(error, setError, FIELDS)}
                onSent={(expiresIn) => {
                  clearErrors('code');
                  setSentNote(
                    t('account.form.codeSent', {
                      email: (typed.email ?? '').trim(),
                      minutes: Math.round(expiresIn / 60),
                    }),
                  );
                }}
              />
            }
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
            {t('account.forgot.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}
