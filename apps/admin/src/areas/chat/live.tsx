import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import type {
  AgentConversation,
  AgentQueueAnswer,
  ChatContent,
  ChatHistoryAnswer,
  ChatMessage,
  ChatServerFrame,
} from '@tread/domain';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { send as callApi } from '../../api/client';
import { currentTokens, onTokensChange } from '../../api/session';
import { QUEUE_KEY } from './api/chat-queue';
import { historyKey } from './api/conversation-history';
import { AGENTS_KEY } from './api/list-agents';
import { type AgentFrame, ChatSocket, chatSocketUrl, type SocketState } from './socket';

/** A message sent but not yet stored by the server (its echo carries the same clientId), or refused. */
export type PendingMessage = {
  clientId: string;
  conversationId: number;
  content: ChatContent;
  refused?: string;
};

type Live = {
  state: SocketState;
  /** Conversations whose customer typed in the last few seconds. */
  typing: ReadonlySet<number>;
  pending: readonly PendingMessage[];
  sendContent: (conversationId: number, content: ChatContent) => void;
  sendFrame: (frame: AgentFrame) => void;
  follow: (conversationId: number, lastId: number) => void;
  /** The agent has read up to `upTo`: the server is told, and the queue stops counting them as unread. */
  markRead: (conversationId: number, upTo: number) => void;
  /** The conversation on screen: its customer's messages are read, not counted as unread. */
  setViewing: (conversationId: number | null) => void;
};

const LiveContext = createContext<Live | null>(null);

export function useLive(): Live {
  const live = useContext(LiveContext);
  if (!live) throw new Error('useLive outside ChatLive');
  return live;
}

const TYPING_SHOWN_MS = 5_000;

type History = InfiniteData<ChatHistoryAnswer, number | undefined>;

/** A live message into the history on screen, once: pages are newest first. */
function addToHistory(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<History>(historyKey(message.conversationId), (history) => {
    if (!history || history.pages.some((page) => page.list.some((known) => known.id === message.id)))
      return history;
    const [first, ...rest] = history.pages;
    if (!first) return history;
    return { ...history, pages: [{ ...first, list: [message, ...first.list] }, ...rest] };
  });
}

function patchQueue(
  queryClient: QueryClient,
  conversationId: number,
  patch: (conversation: AgentConversation) => AgentConversation,
): void {
  queryClient.setQueryData<AgentQueueAnswer>(QUEUE_KEY, (queue) => {
    if (!queue) return queue;
    const change = (list: AgentConversation[]) =>
      list.map((conversation) => (conversation.id === conversationId ? patch(conversation) : conversation));
    return { waiting: change(queue.waiting), mine: change(queue.mine) };
  });
}

/** The socket for the workspace, its frames written into the query cache the panes read. */
export function ChatLive({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const socket = useMemo(
    () =>
      new ChatSocket(
        chatSocketUrl(),
        () => currentTokens()?.accessToken,
        () => callApi('/p/user/userInfo'),
      ),
    [],
  );
  const state = useSyncExternalStore(
    (listener) => socket.onState(listener),
    () => socket.state,
  );
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set());
  const [pending, setPending] = useState<readonly PendingMessage[]>([]);
  const viewing = useRef<number | null>(null);

  useEffect(() => {
    socket.start();
    const stopTokens = onTokensChange(() => socket.reauthenticate());
    return () => {
      stopTokens();
      socket.stop();
    };
  }, [socket]);

  useEffect(() => {
    const timers = new Map<number, ReturnType<typeof setTimeout>>();
    const showTyping = (conversationId: number, on: boolean) =>
      setTyping((current) => {
        const next = new Set(current);
        if (on) next.add(conversationId);
        else next.delete(conversationId);
        return next;
      });
    const onFrame = (frame: ChatServerFrame) => {
      if (frame.type === 'message') {
        const { message } = frame;
        addToHistory(queryClient, message);
        setPending((list) => list.filter((item) => item.clientId !== message.clientId));
        showTyping(message.conversationId, false);
        patchQueue(queryClient, message.conversationId, (conversation) => ({
          ...conversation,
          lastMessage: message,
          unread:
            message.sender === 'customer' && message.conversationId !== viewing.current
              ? conversation.unread + 1
              : conversation.unread,
        }));
      } else if (frame.type === 'typing' && frame.from === 'customer') {
        clearTimeout(timers.get(frame.conversationId));
        showTyping(frame.conversationId, true);
        timers.set(
          frame.conversationId,
          setTimeout(() => showTyping(frame.conversationId, false), TYPING_SHOWN_MS),
        );
      } else if (frame.type === 'read' && frame.by === 'customer') {
        patchQueue(queryClient, frame.conversationId, (conversation) => ({
          ...conversation,
          customerReadUpTo: Math.max(conversation.customerReadUpTo, frame.upTo),
        }));
      } else if (frame.type === 'conversation') {
        // Taken, handed over, closed or new: where it belongs is the server's answer.
        void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      } else if (frame.type === 'presence') {
        void queryClient.invalidateQueries({ queryKey: AGENTS_KEY });
      } else if (frame.type === 'error' && frame.clientId) {
        const { clientId, message } = frame;
        setPending((list) =>
          list.map((item) => (item.clientId === clientId ? { ...item, refused: message } : item)),
        );
      }
    };
    const stop = socket.onFrame(onFrame);
    return () => {
      stop();
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, [socket, queryClient]);

  useEffect(() => {
    // Back after a drop: the queue may have moved while the socket was away.
    if (state === 'online') void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
  }, [state, queryClient]);

  const sendContent = useCallback(
    (conversationId: number, content: ChatContent) => {
      const clientId = crypto.randomUUID();
      setPending((list) => [...list, { clientId, conversationId, content }]);
      socket.send({ type: 'send', conversationId, clientId, content });
    },
    [socket],
  );
  const sendFrame = useCallback((frame: AgentFrame) => socket.send(frame), [socket]);
  const markRead = useCallback(
    (conversationId: number, upTo: number) => {
      socket.send({ type: 'read', conversationId, upTo });
      patchQueue(queryClient, conversationId, (conversation) => ({
        ...conversation,
        unread: 0,
        agentReadUpTo: Math.max(conversation.agentReadUpTo, upTo),
      }));
    },
    [socket, queryClient],
  );
  const setViewing = useCallback((conversationId: number | null) => {
    viewing.current = conversationId;
  }, []);
  const follow = useCallback(
    (conversationId: number, lastId: number) => socket.follow(conversationId, lastId),
    [socket],
  );

  const live = useMemo<Live>(
    () => ({ state, typing, pending, sendContent, sendFrame, follow, markRead, setViewing }),
    [state, typing, pending, sendContent, sendFrame, follow, markRead, setViewing],
  );
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}
