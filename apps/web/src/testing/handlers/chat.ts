import {
  CHAT_PAGE_SIZE,
  type ChatConversation,
  ConversationStatus,
  chatConversation,
  chatConversationsAnswer,
  chatHistoryAnswer,
  chatHistoryQuery,
  chatInquiryRequest,
  chatStatusAnswer,
  refusal,
} from '@tread/domain';
import { answer, backend, refuse, route, signedInRoute } from '../backend';
import { sampleConversation } from '../data/chat';
import { invalid } from './account';

/** The shopper's side of live chat (issue 18): inquiries, history pages, conversations, and the hours. */

const isLive = (conversation: ChatConversation) =>
  conversation.status === ConversationStatus.Waiting || conversation.status === ConversationStatus.Open;

/** The conversation with its newest message, as lists show it. */
function withLast(conversation: ChatConversation): ChatConversation {
  const last = backend.chat.messages.filter((message) => message.conversationId === conversation.id).at(-1);
  return { ...conversation, lastMessage: last ?? null };
}

export const chatHandlers = [
  signedInRoute('post', '/p/chat/inquiry', ({ body }) => {
    const bad = invalid(chatInquiryRequest, body);
    if (bad) return bad;
    const { origin } = chatInquiryRequest.parse(body);
    // SPEC §4: a new inquiry on another page expires the old one.
    for (const held of backend.chat.conversations) {
      if (isLive(held)) held.status = ConversationStatus.Expired;
    }
    const id = Math.max(0, ...backend.chat.conversations.map((held) => held.id)) + 1;
    const conversation = sampleConversation(id, { origin });
    backend.chat.conversations.push(conversation);
    return answer(chatConversation, conversation);
  }),

  signedInRoute('get', '/p/chat/messages', ({ query }) => {
    const parsed = chatHistoryQuery.safeParse(Object.fromEntries(query));
    if (!parsed.success) return refuse(refusal('CHAT_NOT_FOUND'));
    const { conversationId, before } = parsed.data;
    if (!backend.chat.conversations.some((held) => held.id === conversationId)) {
      return refuse(refusal('CHAT_NOT_FOUND'));
    }
    const older = backend.chat.messages
      .filter(
        (message) =>
          message.conversationId === conversationId && (before === undefined || message.id < before),
      )
      .sort((a, b) => b.id - a.id);
    return answer(chatHistoryAnswer, {
      list: older.slice(0, CHAT_PAGE_SIZE),
      hasMore: older.length > CHAT_PAGE_SIZE,
    });
  }),

  signedInRoute('get', '/p/chat/conversations', () =>
    answer(chatConversationsAnswer, {
      list: [...backend.chat.conversations].sort((a, b) => b.id - a.id).map(withLast),
    }),
  ),

  route('get', '/chat/status', () => answer(chatStatusAnswer, backend.chat.status)),
];
