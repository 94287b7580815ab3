import type { AgentConversation } from '@tread/domain';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { Refusal } from '../../ui/Refusal';
import { useChatQueue } from './api/chat-queue';
import { lastMessageLine, originLabel, sinceLast, waitedFor } from './chat-text';
import { PresenceSwitch } from './PresenceSwitch';

/** The clock wait times are read against, moving every half minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function QueueItem({ conversation, aside }: { conversation: AgentConversation; aside: string }) {
  const { customer } = conversation;
  return (
    <li>
      <NavLink className="chat-queue__item" to={`/chat/${conversation.id}`}>
        <span className="chat-queue__who">
          <strong>{customer.nickname || customer.email}</strong>
          <span className="chat-queue__aside">{aside}</span>
        </span>
        <span className="chat-queue__origin">{originLabel(conversation.origin)}</span>
        <span className="chat-queue__last">{lastMessageLine(conversation.lastMessage)}</span>
        {conversation.unread > 0 && (
          <span className="chat-queue__unread">
            {conversation.unread}
            <span className="visually-hidden"> unread</span>
          </span>
        )}
      </NavLink>
    </li>
  );
}

/** The left column: the agent's status, shoppers waiting (oldest first), then the agent's own chats. */
export function QueuePane() {
  const queue = useChatQueue();
  const now = useNow();
  const waiting = queue.data?.waiting ?? [];
  const mine = queue.data?.mine ?? [];
  return (
    <aside className="chat-pane chat-queue" aria-label="Chat queue">
      <PresenceSwitch />
      <Refusal error={queue.error} />
      {queue.isPending ? (
        <p className="chat-empty">Loading the queue…</p>
      ) : (
        <div className="chat-queue__lists">
          <section aria-labelledby="chat-waiting">
            <h2 id="chat-waiting" className="chat-queue__heading">
              Waiting <span className="badge">{waiting.length}</span>
            </h2>
            {waiting.length === 0 ? (
              <p className="chat-empty">Nobody is waiting. New chats appear here as shoppers open them.</p>
            ) : (
              <ul className="chat-queue__list" aria-label="Waiting">
                {waiting.map((conversation) => (
                  <QueueItem
                    key={conversation.id}
                    conversation={conversation}
                    aside={`waiting ${waitedFor(conversation.startedAt, now)}`}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="chat-mine">
            <h2 id="chat-mine" className="chat-queue__heading">
              Mine <span className="badge">{mine.length}</span>
            </h2>
            {mine.length === 0 ? (
              <p className="chat-empty">No open chats. Take one from Waiting to start helping.</p>
            ) : (
              <ul className="chat-queue__list" aria-label="Mine">
                {mine.map((conversation) => (
                  <QueueItem
                    key={conversation.id}
                    conversation={conversation}
                    aside={sinceLast(conversation.lastMessage?.sentAt ?? conversation.startedAt, now)}
                  />
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </aside>
  );
}
