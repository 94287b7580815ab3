import Headset from 'lucide-react/icons/headset';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { useChatConversations } from '../../features/chat/api/chat-conversations';
import { ChatScreen } from '../../features/chat/ChatScreen';
import { PageHeader } from '../../ui/PageHeader';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { StatusView } from '../../ui/StatusView';

/** chat-im?conversationId: an existing conversation, as the message center opens it (SPEC §2). */
export default function ChatImPage() {
  const { t } = useTranslation();
  usePageTitle(t('routes.chat-im'));
  const [params] = useSearchParams();
  const conversationId = Number(params.get('conversationId'));
  const conversations = useChatConversations();
  const conversation = conversations.data?.list.find((entry) => entry.id === conversationId);

  return (
    <>
      <PageHeader title={t('routes.chat-im')} />
      {conversation ? (
        <ChatScreen conversation={conversation} />
      ) : (
        <div className="page">
          {conversations.isError ? (
            <SectionError onRetry={() => void conversations.refetch()} />
          ) : conversations.data ? (
            <StatusView icon={<Headset size={40} />} title={t('chat.notFound')} />
          ) : (
            <Skeleton height={240} radius={12} />
          )}
        </div>
      )}
    </>
  );
}
