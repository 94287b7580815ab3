import { type ChatConversation, type ChatMessage, ChatSender, ConversationStatus } from '@tread/domain';
import type { TFunction } from 'i18next';
import type { LucideIcon } from 'lucide-react';
import MessageCircle from 'lucide-react/icons/message-circle';
import Package from 'lucide-react/icons/package';
import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/Card';
import { formatBadgeCount, formatDateTime } from '../../ui/format';
import { List } from '../../ui/List';
import { AppLink } from '../../ui/navigator';
import { SectionError } from '../../ui/SectionError';
import { Skeleton } from '../../ui/Skeleton';
import { TireIcon } from '../../ui/TireIcon';
import { useChatConversations } from './api/chat-conversations';
import { chatImPath } from './paths';
import '../../ui/message-row.css';
import './conversation-list.css';

const ORIGIN_ICONS: Record<ChatConversation['origin']['kind'], LucideIcon> = {
  product: TireIcon,
  order: Package,
  personal: MessageCircle,
};

/** What the conversation is about, from where it was opened. */
function aboutOf(conversation: ChatConversation, t: TFunction): string {
  const { origin } = conversation;
  if (origin.kind === 'order')
    return t('chat.conversations.about.order', { orderNumber: origin.orderNumber });
  return t(`chat.conversations.about.${origin.kind}`);
}

/** The last message in one line: its text, or what kind of thing was sent; the shopper's own marked 'You'. */
function previewOf(message: ChatMessage | null, t: TFunction): string {
  if (!message) return t('chat.conversations.preview.none');
  const { content } = message;
  const preview =
    content.kind === 'text'
      ? content.text
      : t(`chat.conversations.preview.${content.kind === 'image' ? 'photo' : content.kind}`);
  return message.sender === ChatSender.Customer ? t('chat.conversations.you', { preview }) : preview;
}

const isEnded = (conversation: ChatConversation) =>
  conversation.status === ConversationStatus.Closed || conversation.status === ConversationStatus.Expired;

/** One conversation: its status and agent, when, what it is about, the last message and its unread count. */
function ConversationRow({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation();
  const Icon = ORIGIN_ICONS[conversation.origin.kind];
  const at = conversation.lastMessage?.sentAt ?? conversation.startedAt;
  const { unread } = conversation;
  const meta = [t(`chat.conversations.status.${conversation.status}`), conversation.agentName]
    .filter(Boolean)
    .join(' · ');
  const className = [
    'message-row conversation-row',
    isEnded(conversation) && 'conversation-row--ended',
    unread > 0 && 'conversation-row--unread',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li>
      <AppLink to={chatImPath(conversation.id)} className={className}>
        <span className="message-row__icon conversation-row__icon" aria-hidden="true">
          <Icon size={20} />
        </span>
        <span className="message-row__text">
          <span className="message-row__top">
            <span className="conversation-row__meta">{meta}</span>
            <time className="conversation-row__time" dateTime={at}>
              {formatDateTime(at)}
            </time>
          </span>
          <span className="message-row__title conversation-row__title">{aboutOf(conversation, t)}</span>
          <span className="conversation-row__bottom">
            <span className="conversation-row__preview">{previewOf(conversation.lastMessage, t)}</span>
            {unread > 0 && (
              <span className="conversation-row__badge">
                <span aria-hidden="true">{formatBadgeCount(unread)}</span>
                <span className="visually-hidden">{t('chat.conversations.unread', { count: unread })}</span>
              </span>
            )}
          </span>
        </span>
      </AppLink>
    </li>
  );
}

/** The message center's 'Conversations': the shopper's chats, newest first; nothing at all before the first one. */
export function ConversationList() {
  const { t } = useTranslation();
  const conversations = useChatConversations();
  if (conversations.data?.list.length === 0) return null;
  return (
    <Section title={t('chat.conversations.title')}>
      {conversations.isPending ? (
        <Skeleton height={88} radius={12} />
      ) : conversations.isError ? (
        <SectionError onRetry={() => void conversations.refetch()} />
      ) : (
        <List label={t('chat.conversations.listLabel')}>
          {conversations.data.list.map((conversation) => (
            <ConversationRow key={conversation.id} conversation={conversation} />
          ))}
        </List>
      )}
    </Section>
  );
}
