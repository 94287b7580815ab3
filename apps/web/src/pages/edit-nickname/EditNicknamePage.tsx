import { NICKNAME_MAX, textLength, validateNickname } from '@tread/domain';
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

function NicknameForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const [nickName, setNickName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useFormAction();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNickname(nickName);
    setError(problem);
    if (problem) {
      focusFirstInvalid(formRef.current);
      return;
    }
    const done = await save.run(async () => {
      await updateProfile({ nickName });
    });
    if (!done) return;
    showToast(t('account.form.saved'));
    navigator.back();
  };

  return (
    <form ref={formRef} className="form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('account.profile.nickname')}
        autoComplete="nickname"
        value={nickName}
        onValueChange={(value) => {
          setNickName(value);
          if (error) setError(validateNickname(value));
        }}
        error={error}
        hint={
          <span className="count-hint">
            <span>{t('account.nickname.hint', { max: NICKNAME_MAX })}</span>
            <span aria-hidden="true">
              {t('account.nickname.count', { count: textLength(nickName.trim()), max: NICKNAME_MAX })}
            </span>
          </span>
        }
      />
      <FormAlert message={save.error} />
      <Button type="submit" variant="accent" block busy={save.busy}>
        {t('account.form.save')}
      </Button>
    </form>
  );
}

/** Changes the member nickname: required, at most 15 characters (SPEC §5). */
export default function EditNicknamePage() {
  const { t } = useTranslation();
  const info = useUserInfo();
  usePageTitle(t('routes.edit-nickname'));
  return (
    <>
      <PageHeader title={t('routes.edit-nickname')} />
      <div className="page">{info && <NicknameForm initial={info.nickName} />}</div>
    </>
  );
}
