import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequest } from '@tread/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateAccountDraft, useAccountDraft } from '../../features/account/account-draft';
import { useSignIn } from '../../features/account/api/sign-in';
import { FORGOT_PASSWORD_PATH, leaveSignIn } from '../../features/auth/login-redirect';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { AppLink, useNavigator } from '../../ui/navigator';

export function SignInForm() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const signIn = useSignIn();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequest),
    defaultValues: { email: useAccountDraft.getState().email, password: '' },
  });
  const { control, formState, handleSubmit, setError } = form;
  const serverError = useServerError(form);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await signIn.mutateAsync({ email, password });
      leaveSignIn(navigator);
    } catch (error) {
      showRefusal(error, setError, ['email', 'password']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={control}
        name="email"
        kind="email"
        onValueChange={(email) => updateAccountDraft({ email })}
      />
      <FormTextField
        control={control}
        name="password"
        kind="password"
        label={t('account.form.password')}
        autoComplete="current-password"
      />
      <AppLink to={FORGOT_PASSWORD_PATH} className="link-button account-forgot">
        {t('account.signIn.forgot')}
      </AppLink>
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
        {t('account.signIn.signIn')}
      </Button>
    </form>
  );
}
