import { loginRequest, loginResult } from '@tread/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../api/client';
import { AppLink, useNavigator } from '../../app/navigator-context';
import { updateAccountDraft, useAccountDraft } from '../../features/account/account-draft';
import { type FieldErrors, fieldErrors, hasErrors } from '../../features/account/field-errors';
import { EmailField, FormAlert, focusFirstInvalid, PasswordField } from '../../features/account/fields';
import { useFormAction } from '../../features/account/use-form-action';
import { FORGOT_PASSWORD_PATH, leaveSignIn } from '../../features/auth/login-redirect';
import { completeSignIn } from '../../features/auth/sign-in';
import { Button } from '../../ui/Button';

type Field = 'email' | 'password';

export function SignInForm() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const email = useAccountDraft((draft) => draft.email);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const action = useFormAction();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors<Field>(loginRequest, { email, password });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    await action.run(async () => {
      const result = await apiPost('/login', { email, password }, { schema: loginResult, quiet400: true });
      await completeSignIn(result);
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
      <PasswordField
        label={t('account.form.password')}
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
      />
      <AppLink to={FORGOT_PASSWORD_PATH} className="link-button account-forgot">
        {t('account.signIn.forgot')}
      </AppLink>
      <FormAlert message={action.error} />
      <Button type="submit" variant="accent" block busy={action.busy}>
        {t('account.signIn.signIn')}
      </Button>
    </form>
  );
}
