import { zodResolver } from '@hookform/resolvers/zod';
import { NICKNAME_MAX, type NicknameForm as NicknameValues, nicknameForm, textLength } from '@tread/domain';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useUpdateProfile } from '../../features/account/api/update-profile';
import { useUserInfo } from '../../features/auth/session-store';
import { FormTextField } from '../../features/forms/controlled';
import { FormAlert } from '../../features/forms/fields';
import { showRefusal, useServerError } from '../../features/forms/server-errors';
import { Button } from '../../ui/Button';
import { useNavigator } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { showToast } from '../../ui/toast';

function NicknameForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const updateProfile = useUpdateProfile();
  const form = useForm<NicknameValues>({
    resolver: zodResolver(nicknameForm),
    defaultValues: { nickName: initial },
  });
  const { control, formState, handleSubmit, setError } = form;
  const serverError = useServerError(form);
  const nickName = useWatch({ control, name: 'nickName' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile.mutateAsync(values);
    } catch (error) {
      showRefusal(error, setError, ['nickName']);
      return;
    }
    showToast(t('account.form.saved'));
    navigator.back();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormTextField
        control={control}
        name="nickName"
        label={t('account.profile.nickname')}
        autoComplete="nickname"
        hint={
          <span className="count-hint">
            <span>{t('account.nickname.hint', { max: NICKNAME_MAX })}</span>
            <span aria-hidden="true">
              {t('account.nickname.count', { count: textLength(nickName.trim()), max: NICKNAME_MAX })}
            </span>
          </span>
        }
      />
      <FormAlert message={serverError} />
      <Button type="submit" variant="accent" block busy={formState.isSubmitting}>
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
