import type { AgentConversation, ChatMessage } from '@tread/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../ui/Dialog';
import { Refusal } from '../../ui/Refusal';
import { useCloseConversation } from './api/close-conversation';
import { useConversationHistory } from './api/conversation-history';
import { useTakeConversation } from './api/take-conversation';
import { Composer } from './Composer';
import { contentPreview, originLabel } from './chat-text';
import { HandOverDialog } from './HandOverDialog';
import { useLive } from './live';
import { MessageBubble } from './MessageBubble';

/** The history, oldest at the top: earlier pages load upward; the view follows new messages at the bottom. */
function MessageList({ conversation, mine }: { conversation: AgentConversation; mine: boolean }) {
  const history = useConversationHistory(conversation.id);
  const live = useLive();
  const scroller = useRef<HTMLDivElement>(null);
  const messages: ChatMessage[] = (history.data?.pages ?? []).flatMap((page) => page.list).reverse();
  const newest = messages.at(-1)?.id ?? 0;
  const pending = live.pending.filter((item) => item.conversationId === conversation.id);
  const { follow, markRead } = live;

  useEffect(() => {
    if (newest === 0) return;
    follow(conversation.id, newest);
    // Only the agent who has it marks the shopper's messages read.
    if (mine) markRead(conversation.id, newest);
  }, [conversation.id, newest, follow, markRead, mine]);

  useLayoutEffect(() => {
    const element = scroller.current;
    // Something new at the bottom (or the first page): show it.
    if (element && (newest || pending.length)) element.scrollTop = element.scrollHeight;
  }, [newest, pending.length]);

  const pageCount = history.data?.pages.length ?? 0;
  const fromBottom = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    // Earlier messages went in above: keep the message that was on screen where it was.
    if (element && fromBottom.current !== null && pageCount > 0) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    }
  }, [pageCount]);

  return (
    <>
      <div className="chat-history" ref={scroller}>
        {history.hasNextPage && (
          <button
            type="button"
            className="button button--quiet chat-history__more"
            disabled={history.isFetchingNextPage}
            onClick={() => {
              const element = scroller.current;
              if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
              void history.fetchNextPage();
            }}
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Load earlier messages'}
          </button>
        )}
        <Refusal error={history.error} />
        {history.isPending ? (
          <p className="chat-empty">Loading the conversation…</p>
        ) : messages.length === 0 && pending.length === 0 ? (
          <p className="chat-empty">No messages yet.</p>
        ) : (
          <ol className="chat-messages" aria-label="Conversation history">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} readUpTo={conversation.customerReadUpTo} />
            ))}
            {pending.map((item) => (
              <li key={item.clientId} className="chat-message chat-message--agent chat-message--pending">
                <p className="chat-bubble">{contentPreview(item.content)}</p>
                <span className={`chat-message__read${item.refused ? ' is-refused' : ''}`}>
                  {item.refused ? `Not sent: ${item.refused}` : 'Sending…'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="chat-typing" aria-live="polite">
        {live.typing.has(conversation.id) && `${conversation.customer.nickname || 'The customer'} is typing…`}
      </p>
    </>
  );
}

/** The center column: the conversation's head with Take, Hand over and Close, its history and the reply box. */
export function ConversationPane({ conversation, mine }: { conversation: AgentConversation; mine: boolean }) {
  const navigate = useNavigate();
  const take = useTakeConversation();
  const close = useCloseConversation();
  const [asking, setAsking] = useState<'handover' | 'close' | null>(null);
  const { customer } = conversation;
  const waiting = conversation.status === 'waiting';

  return (
    <section
      className="chat-pane chat-conversation"
      aria-label={`Chat with ${customer.nickname || customer.email}`}
    >
      <header className="chat-conversation__head">
        <div>
          <h2>{customer.nickname || customer.email}</h2>
          <p className="muted">
            {originLabel(conversation.origin)} ·{' '}
            {waiting ? 'Waiting for an agent' : `With ${conversation.agentName ?? 'an agent'}`}
          </p>
        </div>
        <div className="chat-conversation__actions">
          {waiting && (
            <button
              type="button"
              className="button"
              disabled={take.isPending}
              onClick={() => take.mutate(conversation.id)}
            >
              {take.isPending ? 'Taking…' : 'Take'}
            </button>
          )}
          {mine && (
            <>
              <button type="button" className="button button--quiet" onClick={() => setAsking('handover')}>
                Hand over
              </button>
              <button type="button" className="button button--danger" onClick={() => setAsking('close')}>
                Close
              </button>
            </>
          )}
        </div>
      </header>
      <Refusal error={take.error ?? close.error} />
      <MessageList conversation={conversation} mine={mine} />
      {mine ? (
        <Composer conversation={conversation} />
      ) : (
        <p className="chat-conversation__foot muted">
          {waiting ? 'Take this conversation to reply.' : 'This conversation is with another agent.'}
        </p>
      )}
      {asking === 'handover' && (
        <HandOverDialog
          conversationId={conversation.id}
          onDone={() => navigate('/chat')}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'close' && (
        <ConfirmDialog
          title="Close this conversation?"
          confirm="Close conversation"
          danger
          onConfirm={() => close.mutate(conversation.id, { onSuccess: () => navigate('/chat') })}
          onClose={() => setAsking(null)}
        >
          <p>The shopper can still read it, and starts a new inquiry to write again.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
