import { type ChatConversation, ChatStatus, ConversationStatus } from '@tread/domain';
import Headset from 'lucide-react/icons/headset';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useInfiniteScroll } from '../../ui/infinite-scroll';
import { useNavigator } from '../../ui/navigator';
import { useChatConversations } from './api/chat-conversations';
import { useChatHistory } from './api/chat-history';
import { useChatStatus } from './api/chat-status';
import { Composer } from './Composer';
import {
  addMessages,
  type ChatRoomState,
  canSend,
  enterRoom,
  historyReady,
  readVisible,
  useChatRoom,
} from './chat-room';
import { MessageBubble, OutgoingBubble } from './MessageBubble';
import { chatImPath } from './paths';
import './chat.css';

type LinkWords = 'elsewhere' | 'broken' | 'failed' | 'reconnecting';

/** What to say of the connection, when there is something to say (SPEC §8). */
function linkProblem(link: ChatRoomState['link']): LinkWords | null {
  if (link.end === 'replaced') return 'elsewhere';
  if (link.end === 'broken') return link.everReady ? 'broken' : 'failed';
  if (link.status === ChatStatus.Reconnecting) return link.everReady ? 'reconnecting' : 'failed';
  return null;
}

/** Disconnected, reconnecting, signed in elsewhere, or customer service away (with the message kept). */
function Banners() {
  const { t } = useTranslation();
  const link = useChatRoom((state) => state.link);
  const presence = useChatRoom((state) => state.agentsOnline);
  const status = useChatStatus();
  const online = presence ?? status.data?.online ?? true;
  const problem = linkProblem(link);
  return (
    <>
      {problem && (
        <div className={`chat-banner chat-banner--${link.end ? 'ended' : 'warn'}`} role="status">
          <WifiOff size={18} aria-hidden="true" />
          <span className="chat-banner__text">{t(`chat.${problem}`)}</span>
          {link.end && (
            <button type="button" className="chat-banner__action" onClick={() => window.location.reload()}>
              {t('chat.refresh')}
            </button>
          )}
        </div>
      )}
      {!online && !link.end && (
        <div className="chat-banner chat-banner--offline" role="status">
          <Headset size={18} aria-hidden="true" />
          <span className="chat-banner__text">
            <strong>{t('chat.offline')}</strong>
            {status.data && <span>{t('chat.offlineNote', { hours: status.data.hours })}</span>}
          </span>
        </div>
      )}
    </>
  );
}

/** The chat ended: replaced by a newer inquiry (with the way there) or closed by customer service. */
function Ended({ conversation }: { conversation: ChatConversation }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  const expired = conversation.status === ConversationStatus.Expired;
  const successorId = useChatRoom((state) => state.successorId);
  const conversations = useChatConversations(expired && successorId === null);
  const newer =
    successorId ??
    conversations.data?.list.find(
      (entry) =>
        entry.id !== conversation.id &&
        (entry.status === ConversationStatus.Open || entry.status === ConversationStatus.Waiting),
    )?.id;
  return (
    <div className="chat-ended" role="status">
      <p>{expired ? t('chat.expired') : t('chat.closed')}</p>
      {expired && newer !== undefined && (
        <Button variant="accent" onClick={() => void navigator.go(chatImPath(newer), { replace: true })}>
          {t('chat.continueThere')}
        </Button>
      )}
    </div>
  );
}

/** History pages go into the room as they arrive; older ones load when the top comes into view. */
function useHistory(conversationId: number) {
  const history = useChatHistory(conversationId);
  useEffect(() => {
    if (!history.data) return;
    addMessages(history.data.pages.flatMap((page) => page.list));
    historyReady();
  }, [history.data]);
  const loadOlder = () => {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };
  const topRef = useInfiniteScroll(loadOlder, history.hasNextPage && !history.isFetchingNextPage);
  return { history, loadOlder, topRef };
}

/** The messages, their 'sending' ones and the agent typing, kept scrolled to the newest as they come. */
function MessageList({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const { history, loadOlder, topRef } = useHistory(conversationId);
  const messages = useChatRoom((state) => state.messages);
  const outgoing = useChatRoom((state) => state.outgoing);
  const readUpTo = useChatRoom((state) => state.agentReadUpTo);
  const typing = useChatRoom((state) => state.agentTyping);
  const mine = outgoing.filter((message) => message.conversationId === conversationId);
  const end = useRef<HTMLDivElement>(null);
  const newest = `${messages.at(-1)?.id ?? 0}:${mine.length}:${typing}`;

  // Older pages go on above without moving the view (scroll anchoring); newer messages bring it down.
  useLayoutEffect(() => {
    if (newest) end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  return (
    <div className="chat-list">
      {history.hasNextPage && (
        <button
          ref={topRef}
          key={history.data?.pages.length}
          type="button"
          className="chat-list__older"
          disabled={history.isFetchingNextPage}
          onClick={loadOlder}
        >
          {t('chat.earlier')}
        </button>
      )}
      {history.isSuccess && !history.hasNextPage && <p className="chat-list__welcome">{t('chat.welcome')}</p>}
      <ol className="chat-list__messages" aria-live="polite">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} readUpTo={readUpTo} />
        ))}
        {mine.map((message) => (
          <OutgoingBubble key={message.clientId} message={message} />
        ))}
      </ol>
      {typing && (
        <p className="chat-typing">
          <span className="chat-typing__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t('chat.typing')}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}

/** One conversation with customer service: chat and chat-im both show it. */
export function ChatScreen({ conversation }: { conversation: ChatConversation }) {
  useEffect(() => enterRoom(conversation), [conversation]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') readVisible();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
  const held = useChatRoom((state) =>
    state.conversation?.id === conversation.id ? state.conversation : null,
  );
  const sendable = useChatRoom(canSend);
  const shown = held ?? conversation;
  const ended = shown.status === ConversationStatus.Expired || shown.status === ConversationStatus.Closed;

  return (
    <div className="page chat-page">
      <Banners />
      <MessageList conversationId={conversation.id} />
      {ended && <Ended conversation={shown} />}
      <Composer origin={shown.origin} disabled={!held || !sendable} />
    </div>
  );
}
