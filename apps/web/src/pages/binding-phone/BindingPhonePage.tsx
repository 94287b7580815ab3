import { formatUsPhone, validateUsPhone } from '@tread/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigator } from '../../app/navigator-context';
import { usePageTitle } from '../../app/use-page-title';
import { FormAlert, focusFirstInvalid, TextField } from '../../features/account/fields';
import { formatPhoneAsTyped } from '../../features/account/phone-input';
import { bindPhone } from '../../features/account/profile-api';
import { useFormAction } from '../../features/account/use-form-action';
import { useUserInfo } from '../../features/auth/session-store';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

function PhoneForm({ current }: { current: string | null }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [phone, setPhone] = useState(current ? formatUsPhone(current) : '');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useFormAction();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateUsPhone(phone);
    setError(problem);
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    if (await save.run(async () => void (await bindPhone(phone)))) {
      showToast(t('account.form.saved'));
      navigator.back();
    }
  };

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
      <p className="muted">{t('account.phone.intro')}</p>
      <TextField
        label={t('account.profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={t('account.phone.placeholder')}
        value={phone}
        onValueChange={(value) => {
          const formatted = formatPhoneAsTyped(value);
          setPhone(formatted);
          if (error) setError(validateUsPhone(formatted));
        }}
        error={error}
      />
      <FormAlert message={save.error} />
      <Button type="submit" variant="accent" block busy={save.busy}>
        {t('account.form.save')}
      </Button>
    </form>
  );
}

/** Binds a US phone number, typed and shown as (xxx) xxx-xxxx (SPEC §5). */
export default function BindingPhonePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  usePageTitle(t('routes.binding-phone'));
  return (
    <>
      <PageHeader title={t('routes.binding-phone')} />
      <div className="page">{info && <PhoneForm current={info.userMobile} />}</div>
    </>
  );
}
