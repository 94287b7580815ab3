import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useChatQueue } from './api/chat-queue';
import { ConversationPane } from './ConversationPane';
import { CustomerPane } from './CustomerPane';
import { ChatLive, useLive } from './live';
import { QueuePane } from './QueuePane';
import type { SocketState } from './socket';

const CONNECTION_NOTES: Partial<Record<SocketState, string>> = {
  connecting: 'Connecting to the chat…',
  reconnecting: 'Disconnected, reconnecting now. Messages you send go out when the chat is back.',
  replaced: 'You opened the chat in another tab or signed in elsewhere. Refresh this page to use it here.',
};

function Workspace() {
  const { conversationId } = useParams();
  const id = Number(conversationId);
  const queue = useChatQueue();
  const live = useLive();
  const mine = queue.data?.mine.find((conversation) => conversation.id === id);
  const conversation = mine ?? queue.data?.waiting.find((item) => item.id === id);
  const note = CONNECTION_NOTES[live.state];
  const { setViewing } = live;

  useEffect(() => {
    setViewing(mine ? id : null);
    return () => setViewing(null);
  }, [mine, id, setViewing]);

  return (
    <div className="chat-workspace">
      {note && (
        <p className={`chat-connection chat-connection--${live.state}`} role="status">
          {note}
        </p>
      )}
      <div className="chat-columns">
        <QueuePane />
        {conversation ? (
          <>
            <ConversationPane key={conversation.id} conversation={conversation} mine={Boolean(mine)} />
            <CustomerPane conversation={conversation} mine={Boolean(mine)} />
          </>
        ) : (
          <section className="chat-pane chat-nothing" aria-label="Conversation">
            <h2>
              {conversationId ? 'This conversation is no longer in your queue' : 'No conversation open'}
            </h2>
            <p className="muted">
              {conversationId
                ? 'It was closed, expired or taken by another agent. Pick another one on the left.'
                : 'Pick a waiting shopper on the left and take the conversation, or continue one of yours.'}
            </p>
          </section>
        )}
      </div>
    </div>
  );
}

/** /admin/chat: the agents' workspace — queue, the conversation, and the customer beside it. */
export function ChatWorkspace() {
  return (
    <ChatLive>
      <Workspace />
    </ChatLive>
  );
}
