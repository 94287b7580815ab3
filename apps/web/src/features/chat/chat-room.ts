import {
  type ChatContent,
  type ChatConversation,
  type ChatMessage,
  ChatSender,
  type ChatServerFrame,
  ChatStatus,
  ConversationStatus,
} from '@tread/domain';
import { create } from 'zustand';
import { postTokenRefresh } from '../auth/api/token-refresh';
import { renewSession } from '../auth/refresh';
import { currentAccessToken, useSessionStore } from '../auth/session-store';
import { type ChatLink, ChatSocket } from './socket';

/** How long the agent's 'typing' shows after their last keystroke frame. */
const TYPING_SHOWN_MS = 5000;

/** A message of the shopper on its way: shown as 'sending' until the server's echo with its clientId. */
export interface OutgoingMessage {
  clientId: string;
  conversationId: number;
  content: ChatContent;
  /** The server's refusal of it, when it was refused. */
  error: string | null;
}

export interface ChatRoomState {
  link: ChatLink;
  /** What the server last said of customer service; null until it has said. */
  agentsOnline: boolean | null;
  conversation: ChatConversation | null;
  /** The conversation's messages, each once, by increasing id. */
  messages: ChatMessage[];
  outgoing: OutgoingMessage[];
  agentTyping: boolean;
  agentReadUpTo: number;
  /** A newer conversation that took over when this one expired (SPEC §4). */
  successorId: number | null;
  /** The first page of history is in, so a resume after the newest id replays only what was missed. */
  historyLoaded: boolean;
}

const emptyRoom = {
  conversation: null,
  messages: [],
  agentTyping: false,
  agentReadUpTo: 0,
  successorId: null,
  historyLoaded: false,
} satisfies Partial<ChatRoomState>;

export const useChatRoom = create<ChatRoomState>(() => ({
  link: { status: 'connecting', everReady: false, end: null },
  agentsOnline: null,
  outgoing: [],
  ...emptyRoom,
}));

const newestId = (messages: readonly ChatMessage[]): number => messages.at(-1)?.id ?? 0;

/** `messages` merged into `held`: each id once, ordered by id. */
export function mergeMessages(held: readonly ChatMessage[], messages: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

let socket: ChatSocket | null = null;
let holders = 0;
let readSent = 0;
let typingTimer: ReturnType<typeof setTimeout> | undefined;
let stopWatchingToken: (() => void) | null = null;

const currentId = (): number | null => useChatRoom.getState().conversation?.id ?? null;

function sendFrame(frame: Parameters<ChatSocket['send']>[0]): boolean {
  return socket?.send(frame) ?? false;
}

/** Tells the server the agent's messages are read, up to the newest one, while the page is in view. */
function markRead(): void {
  const { conversation, messages } = useChatRoom.getState();
  if (!conversation || document.visibilityState === 'hidden') return;
  const upTo = messages.reduce(
    (newest, message) => (message.sender === ChatSender.Customer ? newest : Math.max(newest, message.id)),
    0,
  );
  if (upTo > readSent && sendFrame({ type: 'read', conversationId: conversation.id, upTo })) readSent = upTo;
}

function sendOutgoing(message: OutgoingMessage): void {
  sendFrame({
    type: 'send',
    conversationId: message.conversationId,
    clientId: message.clientId,
    content: message.content,
  });
}

/** After a (re)connect: what was missed comes again after the newest id held, and unsent messages go again. */
function catchUp(): void {
  const { conversation, messages, outgoing, historyLoaded } = useChatRoom.getState();
  if (!conversation || !socket?.isReady) return;
  if (historyLoaded)
    sendFrame({ type: 'resume', conversationId: conversation.id, after: newestId(messages) });
  for (const message of outgoing) {
    if (message.conversationId === conversation.id && !message.error) sendOutgoing(message);
  }
  markRead();
}

/** Adds messages of the open conversation (history pages, live frames); their echoes end the 'sending'. */
export function addMessages(messages: readonly ChatMessage[]): void {
  const id = currentId();
  const mine = messages.filter((message) => message.conversationId === id);
  if (mine.length === 0) return;
  const echoed = new Set(mine.map((message) => message.clientId).filter(Boolean));
  useChatRoom.setState((state) => ({
    messages: mergeMessages(state.messages, mine),
    outgoing: state.outgoing.filter((message) => !echoed.has(message.clientId)),
    agentTyping: mine.some((message) => message.sender === ChatSender.Agent) ? false : state.agentTyping,
  }));
  markRead();
}

/** The first page of history is held: from now on a reconnect resumes after its newest message. */
export function historyReady(): void {
  if (useChatRoom.getState().historyLoaded) return;
  useChatRoom.setState({ historyLoaded: true });
  catchUp();
}

function onConversation(conversation: ChatConversation): void {
  const { conversation: held } = useChatRoom.getState();
  if (!held) return;
  if (conversation.id === held.id) {
    useChatRoom.setState((state) => ({
      conversation,
      agentReadUpTo: Math.max(state.agentReadUpTo, conversation.agentReadUpTo),
    }));
  } else if (conversation.id > held.id && conversation.status !== ConversationStatus.Expired) {
    useChatRoom.setState({ successorId: conversation.id });
  }
}

function onFrame(frame: ChatServerFrame): void {
  const id = currentId();
  switch (frame.type) {
    case 'ready':
      catchUp();
      return;
    case 'message':
      addMessages([frame.message]);
      return;
    case 'typing':
      if (frame.conversationId !== id || frame.from === ChatSender.Customer) return;
      clearTimeout(typingTimer);
      useChatRoom.setState({ agentTyping: true });
      typingTimer = setTimeout(() => useChatRoom.setState({ agentTyping: false }), TYPING_SHOWN_MS);
      return;
    case 'read':
      if (frame.conversationId !== id || frame.by === ChatSender.Customer) return;
      useChatRoom.setState((state) => ({ agentReadUpTo: Math.max(state.agentReadUpTo, frame.upTo) }));
      return;
    case 'conversation':
      onConversation(frame.conversation);
      return;
    case 'presence':
      useChatRoom.setState({ agentsOnline: frame.online });
      return;
    case 'error':
      if (!frame.clientId) return;
      useChatRoom.setState((state) => ({
        outgoing: state.outgoing.map((message) =>
          message.clientId === frame.clientId ? { ...message, error: frame.message } : message,
        ),
      }));
      return;
    case 'pong':
      return;
  }
}

// Signing out forgets the chat, so nothing of one shopper is shown or sent for the next.
useSessionStore.subscribe((state, previous) => {
  if (!previous.tokens || state.tokens) return;
  readSent = 0;
  clearTimeout(typingTimer);
  useChatRoom.setState({ ...emptyRoom, outgoing: [], agentsOnline: null });
});

/** Same origin, ws:// or wss:// as the page is. */
function socketUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/ws`;
}

function closeWhenUnheld(): void {
  if (holders > 0) return;
  socket?.stop();
  socket = null;
  stopWatchingToken?.();
  stopWatchingToken = null;
  useChatRoom.setState({ link: { status: 'connecting', everReady: false, end: null } });
}

/**
 * Shows `conversation` and holds the tab's one socket while the page is open; the returned function lets go.
 * Another conversation than the one held starts afresh; messages still unsent stay queued.
 */
export function enterRoom(conversation: ChatConversation): () => void {
  const held = useChatRoom.getState().conversation;
  if (held?.id !== conversation.id) {
    readSent = 0;
    clearTimeout(typingTimer);
    useChatRoom.setState({ ...emptyRoom, conversation, agentReadUpTo: conversation.agentReadUpTo });
  }
  holders += 1;
  if (!socket) {
    socket = new ChatSocket({
      url: socketUrl(),
      token: currentAccessToken,
      renew: (rejectedToken) => renewSession(postTokenRefresh, { rejectedToken }),
      onFrame,
      onLink: (link) => useChatRoom.setState({ link }),
    });
    stopWatchingToken = useSessionStore.subscribe((state, previous) => {
      const token = state.tokens?.accessToken ?? null;
      if (token !== (previous.tokens?.accessToken ?? null)) socket?.tokenChanged(token);
    });
    socket.start();
  } else {
    catchUp();
  }
  return () => {
    holders -= 1;
    // Let go a moment later: a page shown again at once (a re-render, the next conversation) keeps the socket.
    setTimeout(closeWhenUnheld, 0);
  };
}

/** Sends `content` in the open conversation; it shows as 'sending' and goes again after a reconnect. */
export function sendContent(content: ChatContent): void {
  const conversation = useChatRoom.getState().conversation;
  if (!conversation) return;
  const message: OutgoingMessage = {
    clientId: crypto.randomUUID(),
    conversationId: conversation.id,
    content,
    error: null,
  };
  useChatRoom.setState((state) => ({ outgoing: [...state.outgoing, message] }));
  sendOutgoing(message);
}

/** Tries a refused message again with the same clientId, so the server stores it once. */
export function resend(clientId: string): void {
  const message = useChatRoom.getState().outgoing.find((entry) => entry.clientId === clientId);
  if (!message) return;
  const again = { ...message, error: null };
  useChatRoom.setState((state) => ({
    outgoing: state.outgoing.map((entry) => (entry.clientId === clientId ? again : entry)),
  }));
  sendOutgoing(again);
}

/** The shopper is typing: the agent sees it (the caller spaces these out). */
export function sendTyping(): void {
  const id = currentId();
  if (id !== null) sendFrame({ type: 'typing', conversationId: id });
}

/** The page came back into view: what arrived meanwhile is read now. */
export const readVisible = markRead;

/** The chat tab is usable for sending: the conversation is still open and the socket not ended for good. */
export function canSend(state: ChatRoomState): boolean {
  const status = state.conversation?.status;
  return (
    (status === ConversationStatus.Waiting || status === ConversationStatus.Open) &&
    state.link.status !== ChatStatus.Disconnected
  );
}
