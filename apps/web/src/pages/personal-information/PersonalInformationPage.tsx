import { Gender, IMAGE_TYPES } from '@tread/domain';
import AtSign from 'lucide-react/icons/at-sign';
import Camera from 'lucide-react/icons/camera';
import Check from 'lucide-react/icons/check';
import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import Smartphone from 'lucide-react/icons/smartphone';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Avatar } from '../../features/account/Avatar';
import { checkAvatarFile, useChangeAvatar } from '../../features/account/api/change-avatar';
import { useUpdateProfile } from '../../features/account/api/update-profile';
import { AccountPath } from '../../features/account/paths';
import { useIsSignedIn, useUserInfo } from '../../features/auth/session-store';
import { FormAlert } from '../../features/forms/fields';
import { refusalText } from '../../features/forms/server-errors';
import { List, ListRow } from '../../ui/List';
import { PageHeader } from '../../ui/PageHeader';
import { Sheet } from '../../ui/Sheet';
import { Skeleton } from '../../ui/Skeleton';
import { showToast } from '../../ui/toast';
import './personal-information.css';

function AvatarPicker({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useChangeAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    const refused = checkAvatarFile(file);
    setProblem(refused);
    if (refused) return;
    upload.reset();
    try {
      await upload.mutateAsync(file);
    } catch {
      return; // A refusal shows below; anything else was toasted by the client.
    }
    showToast(t('account.profile.photoSaved'));
  };

  return (
    <div className="avatar-picker">
      <button
        type="button"
        className="avatar-picker__button"
        onClick={() => input.current?.click()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        <Avatar url={url} size={96} />
        <span className="avatar-picker__badge" aria-hidden="true">
          {busy ? <span className="spinner" /> : <Camera size={18} />}
        </span>
        <span className="visually-hidden">
          {busy ? t('account.profile.uploading') : t('account.profile.changePhoto')}
        </span>
      </button>
      <span className="avatar-picker__label" aria-hidden="true">
        {t('account.profile.changePhoto')}
      </span>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void onPick(event)}
      />
      <FormAlert message={problem ?? refusalText(upload.error)} />
    </div>
  );
}

function GenderSheet({ open, onClose, value }: { open: boolean; onClose: () => void; value: Gender | null }) {
  const { t } = useTranslation();
  const save = useUpdateProfile();
  const options = [
    { value: Gender.Man, label: t('account.profile.genderMan') },
    { value: Gender.Woman, label: t('account.profile.genderWoman') },
  ];
  // The tapped choice shows as chosen at once; it goes back if saving fails.
  const [choosing, setChoosing] = useState<Gender | null>(null);
  const shown = choosing ?? value;
  const choose = async (gender: Gender) => {
    if (save.isPending) return;
    setChoosing(gender);
    try {
      await save.mutateAsync({ gender });
    } catch {
      return; // A refusal shows below; anything else was toasted by the client.
    } finally {
      setChoosing(null);
    }
    showToast(t('account.form.saved'));
    onClose();
  };
  return (
    <Sheet open={open} onClose={onClose} title={t('account.profile.genderSheet')}>
      <fieldset className="gender-choices">
        <legend className="visually-hidden">{t('account.profile.gender')}</legend>
        {options.map((option) => (
          <label key={option.value} className="gender-choice">
            <input
              type="radio"
              name="gender"
              className="gender-choice__input"
              checked={shown === option.value}
              disabled={save.isPending}
              onChange={() => void choose(option.value)}
            />
            <span className="gender-choice__label">{option.label}</span>
            {shown === option.value && <Check size={20} aria-hidden="true" />}
          </label>
        ))}
      </fieldset>
      <FormAlert message={refusalText(save.error)} />
    </Sheet>
  );
}

/** Profile (SPEC §3 'Profile'): avatar, nickname, gender, e-mails and phone. */
export default function PersonalInformationPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const info = useUserInfo();
  const [genderOpen, setGenderOpen] = useState(false);
  usePageTitle(t('routes.personal-information'));

  const genderText = info?.gender
    ? t(info.gender === Gender.Man ? 'account.profile.genderMan' : 'account.profile.genderWoman')
    : t('account.profile.notSet');

  return (
    <>
      <PageHeader title={t('routes.personal-information')} />
      {signedIn && (
        <div className="page">
          {info ? (
            <>
              <AvatarPicker url={info.avatarUrl} />
              <div className="profile-list">
                <List>
                  <ListRow
                    icon={<UserRound size={20} />}
                    title={t('account.profile.nickname')}
                    value={info.nickName}
                    to={AccountPath.editNickname}
                  />
                  <ListRow
                    icon={<Users size={20} />}
                    title={t('account.profile.gender')}
                    value={genderText}
                    onClick={() => setGenderOpen(true)}
                  />
                  <ListRow
                    icon={<AtSign size={20} />}
                    title={t('account.profile.signInEmail')}
                    subtitle={info.userMail}
                  />
                  <ListRow
                    icon={<Mail size={20} />}
                    title={t('account.profile.marketingEmail')}
                    subtitle={
                      info.mktEmail ?? (
                        <span className="profile-missing">
                          <span className="profile-missing__dot" aria-hidden="true" />
                          {t('account.profile.notSet')}
                        </span>
                      )
                    }
                    to={AccountPath.editEmail}
                  />
                  <ListRow
                    icon={info.contactMobile ? <Smartphone size={20} /> : <Phone size={20} />}
                    title={t('account.profile.phone')}
                    value={info.contactMobile ?? t('account.profile.add')}
                    to={AccountPath.bindingPhone}
                  />
                </List>
              </div>
              <GenderSheet open={genderOpen} onClose={() => setGenderOpen(false)} value={info.gender} />
            </>
          ) : (
            <div className="profile-skeleton" aria-hidden="true">
              <Skeleton width={96} height={96} radius="50%" />
              <Skeleton height={280} radius={12} />
            </div>
          )}
        </div>
      )}
    </>
  );
}
