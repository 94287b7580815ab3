import Inbox from 'lucide-react/icons/inbox';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { useNoticePages } from '../../features/notices/api/notices';
import { NoticeRow } from '../../features/notices/NoticeRow';
import { List } from '../../ui/List';
import { PagedList } from '../../ui/PagedList';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './recent-news.css';

/** recent-news (SPEC §2 'User'): every notice and announcement, newest first, loaded as the shopper scrolls. */
export default function RecentNewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.recent-news'));
  const { pages, notices } = useNoticePages();
  return (
    <>
      <PageHeader title={t('routes.recent-news')} />
      <div className="page recent-news">
        <PagedList
          query={pages}
          count={notices.length}
          skeleton={<Skeleton height={320} radius={12} />}
          empty={
            <StatusView icon={<Inbox size={40} />} title={t('notices.empty')} text={t('notices.emptyText')} />
          }
          labels={{
            loadingMore: t('notices.loadingMore'),
            showMore: t('notices.showMore'),
            end: t('notices.end'),
          }}
        >
          <List label={t('notices.listLabel')}>
            {notices.map((notice) => (
              <NoticeRow key={notice.id} notice={notice} />
            ))}
          </List>
        </PagedList>
      </div>
    </>
  );
}
