import { formatPrice } from '@tread/domain';
import ChevronRight from 'lucide-react/icons/chevron-right';
import LogOut from 'lucide-react/icons/log-out';
import MailPlus from 'lucide-react/icons/mail-plus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../features/account/Avatar';
import { AccountPath } from '../../features/account/paths';
import { type MenuEntry, personalCenterMenu } from '../../features/account/personal-center-menu';
import { useHasProfileTask, useUserInfo } from '../../features/auth/session-store';
import { signOut } from '../../features/auth/sign-in';
import { useMemberCenter } from '../../features/member/api/member-center';
import { MessagesLink } from '../../features/notices/MessagesLink';
import { usePointsSummary } from '../../features/points/api/points-summary';
import { formatPoints } from '../../features/points/format-points';
import { useWalletBalance } from '../../features/wallet/api/wallet-balance';
import { Button } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { List, ListRow } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { Skeleton } from '../../ui/Skeleton';
import { showToast } from '../../ui/toast';

function ProfileHeader() {
  const info = useUserInfo();
  if (!info) {
    return (
      <div className="me-card me-card--loading" aria-hidden="true">
        <Skeleton width={64} height={64} radius="50%" />
        <div className="me-card__text">
          <Skeleton width="55%" height={22} />
          <Skeleton width="75%" height={16} />
        </div>
      </div>
    );
  }
  return (
    <AppLink to={AccountPath.personalInformation} className="me-card">
      <Avatar url={info.avatarUrl} size={64} />
      <span className="me-card__text">
        <span className="me-card__name">{info.nickName}</span>
        <span className="me-card__email">{info.userMail}</span>
      </span>
      <ChevronRight className="me-card__edit" size={22} aria-hidden="true" />
    </AppLink>
  );
}

/** The points balance beside MY ASSETS' Points entry (SPEC §2), once it is known. */
function usePointsBalance(): string | undefined {
  const summary = usePointsSummary();
  return summary.data && formatPoints(summary.data.balance);
}

/** The balance beside MY ASSETS' Balance entry (SPEC §2), once it is known. */
function useBalanceText(): string | undefined {
  const wallet = useWalletBalance();
  return wallet.data && formatPrice(wallet.data.balance);
}

/** The member level beside MY ASSETS' Member center entry (SPEC §2), once it is known. */
function useMemberLevelName(): string | undefined {
  return useMemberCenter().data?.level.name;
}

/** The marketing e-mail task behind the dot on the Me tab (SPEC §2). */
function EmailTask() {
  const { t } = useTranslation();
  if (!useHasProfileTask()) return null;
  return (
    <AppLink to={AccountPath.editEmail} className="me-task">
      <span className="me-task__icon" aria-hidden="true">
        <MailPlus size={20} />
        <span className="me-task__dot" />
      </span>
      <span className="me-task__text">
        <span className="me-task__title">{t('account.me.taskTitle')}</span>
        <span className="me-task__body">{t('account.me.taskText')}</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" className="me-task__chevron" />
    </AppLink>
  );
}

/** The personal center of a signed-in shopper: who they are, their menu and signing out. */
export function SignedInCenter() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  // The figures MY ASSETS shows beside its entries, by the entry's label.
  const assetFigures: Partial<Record<MenuEntry['label'], string>> = {
    points: usePointsBalance(),
    balance: useBalanceText(),
    memberCenter: useMemberLevelName(),
  };

  const onSignOut = async () => {
    setLeaving(true);
    await signOut();
    showToast(t('account.me.signedOut'));
  };

  return (
    <>
      <div className="me-top">
        <div className="me-top__profile">
          <ProfileHeader />
          <MessagesLink className="me-top__messages" />
        </div>
        <EmailTask />
      </div>
      {personalCenterMenu().map((group) => (
        <Section key={group.title} title={t(`account.me.${group.title}`)}>
          <List>
            {group.entries.map(({ label, path, Icon }) => (
              <ListRow
                key={path}
                icon={<Icon size={20} />}
                title={t(`account.me.menu.${label}`)}
                value={assetFigures[label]}
                to={path}
              />
            ))}
          </List>
        </Section>
      ))}
      <Button
        variant="secondary"
        block
        busy={leaving}
        icon={<LogOut size={20} aria-hidden="true" />}
        onClick={() => void onSignOut()}
      >
        {t('account.me.signOut')}
      </Button>
    </>
  );
}
