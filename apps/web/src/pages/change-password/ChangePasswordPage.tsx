import { changePasswordRequest, okAnswer } from '@tread/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPut } from '../../api/client';
import { useNavigator } from '../../app/navigator-context';
import { usePageTitle } from '../../app/use-page-title';
import { type FieldErrors, fieldErrors, hasErrors } from '../../features/account/field-errors';
import {
  FormAlert,
  focusFirstInvalid,
  NewPasswordFields,
  PasswordField,
} from '../../features/account/fields';
import { useFormAction } from '../../features/account/use-form-action';
import { useIsSignedIn } from '../../features/auth/session-store';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

type Field = 'oldPassword' | 'password' | 'confirmPassword';

/** Changes the password while signed in; the server signs out the account's other sessions. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const signedIn = useIsSignedIn();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const action = useFormAction();
  usePageTitle(t('routes.change-password'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors<Field>(changePasswordRequest, { oldPassword, password, confirmPassword });
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const done = await action.run(async () => {
      await apiPut(
        '/p/user/changePassword',
        { oldPassword, password, confirmPassword },
        { schema: okAnswer, quiet400: true },
      );
    });
    if (!done) return;
    showToast(t('account.changePassword.done'));
    navigator.back();
  };

  return (
    <>
      <PageHeader title={t('routes.change-password')} />
      {signedIn && (
        <div className="page">
          <p className="muted">{t('account.changePassword.intro')}</p>
          <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
            <PasswordField
              label={t('account.form.currentPassword')}
              autoComplete="current-password"
              value={oldPassword}
              onValueChange={setOldPassword}
              error={errors.oldPassword}
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
              {t('account.changePassword.submit')}
            </Button>
          </form>
        </div>
      )}
    </>
  );
}
