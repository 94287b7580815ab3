import Bell from 'lucide-react/icons/bell';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/navigator';
import { useUnreadNotices } from './api/unread-notices';
import { NoticePath } from './paths';
import './notices.css';

/** Badges show at most this, then '99+'. */
const BADGE_MAX = 99;

/** The personal centre's message icon: opens the message centre, with the count of unread notices on it. */
export function MessagesLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const unread = useUnreadNotices().data ?? 0;
  return (
    <AppLink
      to={NoticePath.centre}
      className={`messages-link ${className}`.trim()}
      aria-label={unread > 0 ? t('notices.badgeLabel', { count: unread }) : t('notices.badgeNone')}
    >
      <Bell size={22} aria-hidden="true" />
      {unread > 0 && (
        <span className="messages-link__badge" aria-hidden="true">
          {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
        </span>
      )}
    </AppLink>
  );
}
