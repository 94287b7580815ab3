import Bell from 'lucide-react/icons/bell';
import { useTranslation } from 'react-i18next';
import { formatBadgeCount } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { useUnreadChats } from '../chat/api/chat-conversations';
import { useUnreadNotices } from './api/unread-notices';
import { NoticePath } from './paths';
import './notices.css';

/** The personal center's message icon: opens the message center, counting unread notices and chat messages. */
export function MessagesLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const unread = (useUnreadNotices().data ?? 0) + (useUnreadChats().data ?? 0);
  return (
    <AppLink
      to={NoticePath.center}
      className={`messages-link ${className}`.trim()}
      aria-label={unread > 0 ? t('notices.badgeLabel', { count: unread }) : t('notices.badgeNone')}
    >
      <Bell size={22} aria-hidden="true" />
      {unread > 0 && (
        <span className="messages-link__badge" aria-hidden="true">
          {formatBadgeCount(unread)}
        </span>
      )}
    </AppLink>
  );
}
