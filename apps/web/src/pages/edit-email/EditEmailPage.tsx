import { validateEmail } from '@tread/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigator } from '../../app/navigator-context';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert, focusFirstInvalid, TextField } from '../../features/account/fields';
import { updateProfile } from '../../features/account/profile-api';
import { useFormAction } from '../../features/account/use-form-action';
import { useUserInfo } from '../../features/auth/session-store';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

function MarketingEmailForm({ current, suggestion }: { current: string | null; suggestion: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  // Most shoppers want offers where they sign in, so that address is offered first.
  const [email, setEmail] = useState(current ?? suggestion);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useFormAction();

  const finish = (message: string) => {
    showToast(message);
    navigator.back();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem);
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (await save.run(async () => void (await updateProfile({ mktEmail: email })))) {
      finish(t('account.form.saved'));
    }
  };

  const onUnsubscribe = async () => {
    if (await save.run(async () => void (await updateProfile({ mktEmail: null })))) {
      finish(t('account.marketingEmail.unsubscribed'));
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('account.marketingEmail.intro')}</p>
      {current && <p className="form-note">{t('account.marketingEmail.subscribed', { email: current })}</p>}
      <TextField
        label={t('account.profile.marketingEmail')}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('account.form.emailPlaceholder')}
        value={email}
        onValueChange={(value) => {
          setEmail(value);
          if (error) setError(validateEmail(value));
        }}
        error={error}
      />
      <FormAlert message={save.error} />
      <div className="form-actions">
        <Button type="submit" variant="accent" block busy={save.busy}>
          {t('account.form.save')}
        </Button>
        {current && (
          <Button variant="ghost" block disabled={save.busy} onClick={() => void onUnsubscribe()}>
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
