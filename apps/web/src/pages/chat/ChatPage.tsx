import Headset from 'lucide-react/icons/headset';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useInquiry } from '../../features/chat/api/open-inquiry';
import { ChatScreen } from '../../features/chat/ChatScreen';
import { originFromQuery } from '../../features/chat/paths';
import { refusalText } from '../../features/forms/server-errors';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { StatusView } from '../../ui/StatusView';

/** chat?prodId&skuId | orderNumber: an inquiry opened from where the shopper was (SPEC §2), else the personal center. */
export default function ChatPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.chat'));
  const [params] = useSearchParams();
  const inquiry = useInquiry(originFromQuery(params));
  const refused = refusalText(inquiry.error);

  return (
    <>
      <PageHeader title={t('routes.chat')} />
      {inquiry.data ? (
        <ChatScreen conversation={inquiry.data} />
      ) : (
        <div className="page">
          {refused ? (
            <StatusView icon={<Headset size={40} />} title={refused} />
          ) : inquiry.isError ? (
            <SectionError onRetry={() => void inquiry.refetch()} />
          ) : (
            <StatusView icon={<Headset size={40} />} title={t('chat.starting')} />
          )}
        </div>
      )}
    </>
  );
}
