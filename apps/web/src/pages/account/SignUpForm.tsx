import { zodResolver } from '@hookform/resolvers/zod';
import {
  Messages,
  type SignUpForm as SignUpValues,
  signUpForm,
  VERIFICATION_CODE_LENGTH,
  VerificationPurpose,
} from '@tread/domain';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateAccountDraft, useAccountDraft } from '../../features/account/account-draft';
import { useSignUp } from '../../features/account/api/sign-up';
import { useResendCountdown } from '../../features/account/code-countdown';
import { SendCodeButton } from '../../features/account/SendCodeButton';
import { leaveSignIn } from '../../features/auth/login-redirect';
import { FormNewPasswordFields, FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { policyPath } from '../../features/support/policy-path';
import { Button } from '../../ui/Button';
import { AppLink, useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';

const FIELDS = ['email', 'code', 'password', 'confirmPassword', 'agreed'] as const;

export function SignUpForm() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const signUp = useSignUp();
  const codeSent = useResendCountdown(VerificationPurpose.Register).sent;
  const [sentNote, setSentNote] = useState<string | null>(null);
  const agreeId = useId();
  const { email, code, agreed } = useAccountDraft.getState();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpForm),
    defaultValues: { email, code, password: '', confirmPassword: '', agreed },
  });
  const { control, formState, handleSubmit, setError, clearErrors, register } = form;
  const serverError = useServerError(form);
  const typed = useWatch({ control });

  // The e-mail, code and I-agree box outlive the page (reading the terms and coming back keeps them).
  useEffect(() => {
    updateAccountDraft({ email: typed.email ?? '', code: typed.code ?? '', agreed: Boolean(typed.agreed) });
  }, [typed.email, typed.code, typed.agreed]);

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await signUp.mutateAsync(values);
        updateAccountDraft({ tab: 'signIn', code: '', agreed: false });
        showToast(t('account.signIn.created'));
        leaveSignIn(navigator);
      } catch (error) {
        showRefusal(error, setError, FIELDS);
      }
    },
    () => {
      // The code has to be asked for before it can be typed (SPEC §5).
      if (!typed.code?.trim() && !codeSent)
        setError('code', { type: 'order', message: Messages.VerificationCodeRequestFirst });
    },
  );

  const agreeError = formState.errors.agreed?.message;
  return (
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
            purpose={VerificationPurpose.Register}
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
        labels={{ password: t('account.form.password'), confirm: t('account.form.confirmPassword') }}
        hint={t('account.form.passwordHint')}
      />
      <div className="agree">
        <div className="agree__row">
          <input
            id={agreeId}
            type="checkbox"
            className="agree__box"
            {...register('agreed')}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? `${agreeId}-error` : undefined}
          />
          {/* Tapping a link inside the label opens the page and leaves the box as it was. */}
          <label htmlFor={agreeId} className="agree__text">
            {t('account.signIn.agreeBefore')}
            <AppLink to={policyPath('service-terms')}>{t('account.signIn.terms')}</AppLink>
            {t('account.signIn.agreeBetween')}
            <AppLink to={policyPath('privacy-policy')}>{t('account.signIn.privacy')}</AppLink>
          </label>
        </div>
        {agreeError && (
          <p id={`${agreeId}-error`} className="field__error">
            {agreeError}
          </p>
        )}
      </div>
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('account.signIn.signUp')}
      </Button>
    </form>
  );
}
