import { type Notice, NoticeKind } from '@tread/domain';
import type { LucideIcon } from 'lucide-react';
import Megaphone from 'lucide-react/icons/megaphone';
import Package from 'lucide-react/icons/package';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Search from 'lucide-react/icons/search';
import Ticket from 'lucide-react/icons/ticket';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../ui/format';
import { AppLink } from '../../ui/navigator';
import { noticeDetailPath } from './paths';
import '../../ui/message-row.css';
import './notices.css';

export const NOTICE_ICONS: Record<NoticeKind, LucideIcon> = {
  [NoticeKind.Order]: Package,
  [NoticeKind.Refund]: RotateCcw,
  [NoticeKind.Coupon]: Ticket,
  [NoticeKind.Announcement]: Megaphone,
  [NoticeKind.Request]: Search,
};

/** One notice in a list: its kind, title, the start of its text, when, and a dot while unread; opens news-detail. */
export function NoticeRow({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const Icon = NOTICE_ICONS[notice.kind];
  return (
    <li>
      <AppLink
        to={noticeDetailPath(notice.id)}
        className={`message-row notice-row${notice.read ? '' : ' notice-row--unread'}`}
      >
        <span className="message-row__icon" aria-hidden="true">
          <Icon size={20} />
          {!notice.read && <span className="notice-row__dot" />}
        </span>
        <span className="message-row__text">
          <span className="message-row__top">
            <span className="notice-row__kind">{t(`notices.kind.${notice.kind}`)}</span>
            <time dateTime={notice.createdAt}>{formatDateTime(notice.createdAt)}</time>
          </span>
          <span className="message-row__title notice-row__title">
            {notice.title}
            {!notice.read && <span className="visually-hidden"> ({t('notices.unread')})</span>}
          </span>
          <span className="notice-row__body">{notice.body}</span>
        </span>
      </AppLink>
    </li>
  );
}
