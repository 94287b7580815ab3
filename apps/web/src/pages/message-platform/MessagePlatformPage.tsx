import ChevronRight from 'lucide-react/icons/chevron-right';
import Headset from 'lucide-react/icons/headset';
import Inbox from 'lucide-react/icons/inbox';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { ConversationList } from '../../features/chat/ConversationList';
import { useLatestNotices } from '../../features/notices/api/notices';
import { useReadAllNotices } from '../../features/notices/api/read-all-notices';
import { useUnreadNotices } from '../../features/notices/api/unread-notices';
import { NoticeRow } from '../../features/notices/NoticeRow';
import { NoticePath } from '../../features/notices/paths';
import { buttonClass } from '../../ui/Button';
import { Section } from '../../ui/Card';
import { List } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import { showToast } from '../../ui/toast';
import './message-platform.css';

/** How many notices the center shows; recent-news has them all. */
const LATEST = 5;

/** The newest notices with their unread dots, or the empty view. */
function RecentNotices() {
  const { t } = useTranslation();
  const latest = useLatestNotices(LATEST);
  if (latest.isPending) return <Skeleton height={280} radius={12} />;
  if (latest.isError) return <SectionError onRetry={() => void latest.refetch()} />;
  if (latest.data.records.length === 0) {
    return (
      <StatusView
        icon={<Inbox size={40} />}
        title={t('notices.empty')}
        text={t('notices.emptyText')}
        action={
          <AppLink to="/" className={buttonClass('accent')}>
            {t('notices.toShop')}
          </AppLink>
        }
      />
    );
  }
  return (
    <List label={t('notices.listLabel')}>
      {latest.data.records.map((notice) => (
        <NoticeRow key={notice.id} notice={notice} />
      ))}
    </List>
  );
}

/** 'Mark all read', while something is unread. */
function ReadAll() {
  const { t } = useTranslation();
  const unread = useUnreadNotices().data ?? 0;
  const readAll = useReadAllNotices();
  if (unread === 0) return null;
  return (
    <button
      type="button"
      className="link-button message-platform__read-all"
      disabled={readAll.isPending}
      onClick={() => readAll.mutate(undefined, { onSuccess: () => showToast(t('notices.allRead')) })}
    >
      {t('notices.readAll')}
    </button>
  );
}

/** message-platform (SPEC §2 'User'): customer service on top, the shopper's chats, then the shop's notices. */
export default function MessagePlatformPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.message-platform'));
  const unread = useUnreadNotices().data ?? 0;
  return (
    <>
      <PageHeader title={t('routes.message-platform')} />
      <div className="page message-platform">
        <AppLink to={NoticePath.chat} className="message-platform__service">
          <span className="message-platform__service-icon" aria-hidden="true">
            <Headset size={24} />
          </span>
          <span className="message-platform__service-text">
            <span className="message-platform__service-title">{t('notices.customerService')}</span>
            <span className="message-platform__service-body">{t('notices.customerServiceText')}</span>
          </span>
          <ChevronRight size={20} aria-hidden="true" />
        </AppLink>
        <ConversationList />
        <Section
          title={t('notices.recentTitle')}
          action={
            <span className="message-platform__actions">
              <ReadAll />
              <AppLink to={NoticePath.recent} className="link-button">
                {t('notices.seeAll')}
              </AppLink>
            </span>
          }
        >
          {unread > 0 && (
            <p className="message-platform__unread">{t('notices.unreadCount', { count: unread })}</p>
          )}
          <RecentNotices />
        </Section>
      </div>
    </>
  );
}
