import {
  autoImConfig,
  CHAT_PAGE_SIZE,
  type ChatConversation,
  ChatSender,
  ConversationStatus,
  chatConversation,
  chatConversationsAnswer,
  chatHistoryAnswer,
  chatHistoryQuery,
  chatInquiryRequest,
  chatStatusAnswer,
  refusal,
  sysSwitchAnswer,
} from '@tread/domain';
import { answer, backend, refuse, route, signedInRoute } from '../backend';
import { sampleConversation } from '../data/chat';
import { invalid } from './account';

/** The shopper's side of live chat (issue 18): inquiries, history pages, conversations, and the hours. */

const isLive = (conversation: ChatConversation) =>
  conversation.status === ConversationStatus.Waiting || conversation.status === ConversationStatus.Open;

/** The conversation as the shopper's list shows it: its newest message, and the others' messages after their read mark. */
function asListed(conversation: ChatConversation): ChatConversation {
  const messages = backend.chat.messages.filter((message) => message.conversationId === conversation.id);
  const unread = messages.filter(
    (message) => message.sender !== ChatSender.Customer && message.id > conversation.customerReadUpTo,
  ).length;
  return { ...conversation, unread, lastMessage: messages.at(-1) ?? null };
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
      list: [...backend.chat.conversations].sort((a, b) => b.id - a.id).map(asListed),
    }),
  ),

  route('get', '/chat/status', () => answer(chatStatusAnswer, backend.chat.status)),
  route('get', '/sys/config/info/getSysSwitch/autoIM', () =>
    answer(sysSwitchAnswer.extend({ value: autoImConfig }), { key: 'autoIM', value: backend.chat.autoIm }),
  ),
];
