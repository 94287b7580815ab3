import {
  Messages,
  okAnswer,
  resetPasswordRequest,
  VERIFICATION_CODE_LENGTH,
  VerificationPurpose,
} from '@tread/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../api/client';
import { useNavigator } from '../../app/navigator-context';
import { usePageTitle } from '../../app/use-page-title';
import { updateAccountDraft, useAccountDraft } from '../../features/account/account-draft';
import { useResendCountdown } from '../../features/account/code-countdown';
import { type FieldErrors, fieldErrors, hasErrors } from '../../features/account/field-errors';
import {
  EmailField,
  FormAlert,
  focusFirstInvalid,
  NewPasswordFields,
  TextField,
} from '../../features/account/fields';
import { SendCodeButton } from '../../features/account/SendCodeButton';
import { useFormAction } from '../../features/account/use-form-action';
import { backToSignIn } from '../../features/auth/login-redirect';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

type Field = 'email' | 'code' | 'password' | 'confirmPassword';

/** Sets a new password with a code mailed to the account's e-mail. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [email, setEmail] = useState(() => useAccountDraft.getState().email);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sentNote, setSentNote] = useState<string | null>(null);
  const codeSent = useResendCountdown(VerificationPurpose.Reset).sent;
  const formRef = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  usePageTitle(t('routes.forgot-password'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors<Field>(resetPasswordRequest, { email, code, password, confirmPassword });
    if (!code.trim() && !codeSent) found.code = Messages.VerificationCodeRequestFirst;
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const done = await action.run(async () => {
      await apiPost(
        '/user/resetPassword',
        { email, code, password, confirmPassword },
        { schema: okAnswer, quiet400: true },
      );
    });
    if (!done) return;
    showToast(t('account.forgot.done'));
    updateAccountDraft({ email: email.trim(), tab: 'signIn' });
    backToSignIn(navigator);
  };

  return (
    <>
      <PageHeader title={t('routes.forgot-password')} />
      <div className="page">
        <p className="muted">{t('account.forgot.intro')}</p>
        <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
          <EmailField value={email} onValueChange={setEmail} error={errors.email} />
          <TextField
            label={t('account.form.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            placeholder={t('account.form.codePlaceholder')}
            value={code}
            onValueChange={(value) => setCode(value.replace(/\D/g, ''))}
            error={errors.code}
            hint={sentNote}
            end={
              <SendCodeButton
                email={email}
                purpose={VerificationPurpose.Reset}
                onEmailError={(message) =>
                  setErrors((current) => ({ ...current, email: message ?? undefined }))
                }
                onError={action.setError}
                onSent={(expiresIn) => {
                  setErrors((current) => ({ ...current, code: undefined }));
                  setSentNote(
                    t('account.form.codeSent', { email: email.trim(), minutes: Math.round(expiresIn / 60) }),
                  );
                }}
              />
            }
          />
          <NewPasswordFields
            labels={{
              password: t('account.form.newPassword'),
              confirm: t('account.form.confirmNewPassword'),
            }}
            password={password}
            confirmPassword={confirmPassword}
            onPassword={setPassword}
            onConfirmPassword={setConfirmPassword}
            errors={errors}
          />
          <FormAlert message={action.error} />
          <Button type="submit" variant="accent" block busy={action.busy}>
            {t('account.forgot.submit')}
          </Button>
        </form>
      </div>
    </>
  );
}
