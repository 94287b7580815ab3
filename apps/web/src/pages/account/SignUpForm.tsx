import {
  loginResult,
  Messages,
  registerRequest,
  VERIFICATION_CODE_LENGTH,
  VerificationPurpose,
} from '@tread/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../api/client';
import { AppLink, useNavigator } from '../../app/navigator-context';
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
import { leaveSignIn } from '../../features/auth/login-redirect';
import { completeSignIn } from '../../features/auth/sign-in';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toast';
import { policyPath } from '../terms-page/policy-path';

type Field = 'email' | 'code' | 'password' | 'confirmPassword' | 'agreed';

export function SignUpForm() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const { email, code, agreed } = useAccountDraft();
  const codeSent = useResendCountdown(VerificationPurpose.Register).sent;
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sentNote, setSentNote] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const agreeId = useId();
  const action = useFormAction();

  const setError = (field: Field, message: string | null) =>
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors<Field>(registerRequest, { email, code, password, confirmPassword, agreed });
    // The code has to be asked for before it can be typed (SPEC §5).
    if (!code.trim() && !codeSent) found.code = Messages.VerificationCodeRequestFirst;
    if (!agreed) found.agreed = Messages.AgreeToTermsRequired;
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    await action.run(async () => {
      const result = await apiPost(
        '/user/register',
        { email, code, password, confirmPassword },
        { schema: loginResult, quiet400: true },
      );
      await completeSignIn(result);
      updateAccountDraft({ tab: 'signIn', code: '', agreed: false });
      showToast(t('account.signIn.created'));
      leaveSignIn(navigator);
    });
  };

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
      <EmailField
        value={email}
        onValueChange={(value) => updateAccountDraft({ email: value })}
        error={errors.email}
      />
      <TextField
        label={t('account.form.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_LENGTH}
        placeholder={t('account.form.codePlaceholder')}
        value={code}
        onValueChange={(value) => updateAccountDraft({ code: value.replace(/\D/g, '') })}
        error={errors.code}
        hint={sentNote}
        end={
          <SendCodeButton
            email={email}
            purpose={VerificationPurpose.Register}
            onEmailError={(message) => setError('email', message)}
            onError={action.setError}
            onSent={(expiresIn) => {
              setError('code', null);
              setSentNote(
                t('account.form.codeSent', { email: email.trim(), minutes: Math.round(expiresIn / 60) }),
              );
            }}
          />
        }
      />
      <NewPasswordFields
        labels={{ password: t('account.form.password'), confirm: t('account.form.confirmPassword') }}
        password={password}
        confirmPassword={confirmPassword}
        onPassword={setPassword}
        onConfirmPassword={setConfirmPassword}
        errors={errors}
      />
      <div className="agree">
        <div className="agree__row">
          <input
            id={agreeId}
            type="checkbox"
            className="agree__box"
            checked={agreed}
            onChange={(event) => {
              updateAccountDraft({ agreed: event.target.checked });
              if (event.target.checked) setError('agreed', null);
            }}
            aria-invalid={errors.agreed ? true : undefined}
            aria-describedby={errors.agreed ? `${agreeId}-error` : undefined}
          />
          {/* Tapping a link inside the label opens the page and leaves the box as it was. */}
          <label htmlFor={agreeId} className="agree__text">
            {t('account.signIn.agreeBefore')}
            <AppLink to={policyPath('service-terms')}>{t('account.signIn.terms')}</AppLink>
            {t('account.signIn.agreeBetween')}
            <AppLink to={policyPath('privacy-policy')}>{t('account.signIn.privacy')}</AppLink>
          </label>
        </div>
        {errors.agreed && (
          <p id={`${agreeId}-error`} className="field__error">
            {errors.agreed}
          </p>
        )}
      </div>
      <FormAlert message={action.error} />
      <Button type="submit" variant="accent" block busy={action.busy}>
        {t('account.signIn.signUp')}
      </Button>
    </form>
  );
}
