import type { Notice } from '@tread/domain';
import FileX from 'lucide-react/icons/file-x';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isRefusal } from '../../api/client';
import { usePageTitle } from '../../app/use-page-title';
import { useNotice } from '../../features/notices/api/notice-detail';
import { NOTICE_ICONS } from '../../features/notices/NoticeRow';
import { NoticePath } from '../../features/notices/paths';
import { readPositiveInt } from '../../features/points-mall/paths';
import { buttonClass } from '../../ui/Button';
import { formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';
import './news-detail.css';

function NoticeArticle({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const Icon = NOTICE_ICONS[notice.kind];
  return (
    <article className="news-detail__card" aria-labelledby="news-detail-title">
      <p className="news-detail__kind">
        <Icon size={18} aria-hidden="true" />
        {t(`notices.kind.${notice.kind}`)}
      </p>
      <h2 id="news-detail-title" className="news-detail__title">
        {notice.title}
      </h2>
      <time className="news-detail__time" dateTime={notice.createdAt}>
        {formatDateTime(notice.createdAt)}
      </time>
      <p className="news-detail__body">{notice.body}</p>
      {notice.path && (
        <AppLink to={notice.path} className={buttonClass('accent', true)}>
          {t(`notices.openLink.${notice.kind}`)}
        </AppLink>
      )}
    </article>
  );
}

/** news-detail?id= (SPEC §2 'User'): one notice, read as it opens; 'Announcement does not exist' when gone (§8). */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.news-detail'));
  const [params] = useSearchParams();
  const noticeId = readPositiveInt(params.get('id'));
  const notice = useNotice(noticeId);

  let body: ReactNode;
  if (noticeId === null || isRefusal(notice.error, 'NOTICE_NOT_FOUND')) {
    body = (
      <StatusView
        icon={<FileX size={40} />}
        title={t('notices.missing')}
        text={t('notices.missingText')}
        action={
          <AppLink to={NoticePath.center} className={buttonClass('accent')}>
            {t('notices.toCenter')}
          </AppLink>
        }
      />
    );
  } else if (notice.isError) {
    body = <SectionError onRetry={() => void notice.refetch()} />;
  } else if (notice.isPending) {
    body = <Skeleton height={240} radius={12} />;
  } else {
    body = <NoticeArticle notice={notice.data} />;
  }

  return (
    <>
      <PageHeader title={t('routes.news-detail')} />
      <div className="page news-detail">{body}</div>
    </>
  );
}
