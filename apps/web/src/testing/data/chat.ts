import {
  type AutoImConfig,
  type ChatCard,
  type ChatContent,
  type ChatConversation,
  type ChatMessage,
  type ChatOrigin,
  ChatSender,
  type ChatStatusAnswer,
  ConversationStatus,
  DEFAULT_AUTO_IM,
} from '@tread/domain';

/** The chat as the test server holds it: conversations and their messages, ids increasing across the shop. */
export function freshChat() {
  return {
    conversations: [] as ChatConversation[],
    messages: [] as ChatMessage[],
    lastId: 0,
    status: { online: true, hours: 'Mon–Fri 8 AM–6 PM PT' } as ChatStatusAnswer,
    /** The autoIM config: off, as the shop starts. */
    autoIm: DEFAULT_AUTO_IM as AutoImConfig,
  };
}

export type HeldChat = ReturnType<typeof freshChat>;

export function sampleConversation(id: number, fields: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id,
    status: ConversationStatus.Waiting,
    origin: { kind: 'personal' },
    agentName: null,
    customerReadUpTo: 0,
    agentReadUpTo: 0,
    unread: 0,
    lastMessage: null,
    startedAt: '2026-11-20T17:00:00.000Z',
    ...fields,
  };
}

/** The card the server fills in for a product or an order, so both sides show the same. */
export function cardOf(content: ChatContent): ChatCard | null {
  if (content.kind === 'product') {
    return {
      title: 'Michelin Defender2',
      subtitle: '225/45R17 94V',
      image: null,
      price: 18_999,
      path: `/pages/prod/prod?prodid=${content.prodId}&skuId=${content.skuId}`,
    };
  }
  if (content.kind === 'order') {
    return {
      title: `Order ${content.orderNumber}`,
      subtitle: '2 items',
      image: null,
      price: 41_998,
      path: `/pages/order-detail/order-detail?orderNum=${content.orderNumber}`,
    };
  }
  return null;
}

/** Stores a message as the server does: a new id, or the one already stored under the same clientId. */
export function storeMessage(
  chat: HeldChat,
  conversationId: number,
  sender: ChatSender,
  content: ChatContent,
  clientId: string | null = null,
): ChatMessage {
  const stored = clientId
    ? chat.messages.find(
        (message) => message.conversationId === conversationId && message.clientId === clientId,
      )
    : undefined;
  if (stored) return stored;
  chat.lastId += 1;
  const message: ChatMessage = {
    id: chat.lastId,
    conversationId,
    clientId,
    sender,
    senderName: sender === ChatSender.Agent ? 'Customer service' : 'Alex',
    content,
    card: cardOf(content),
    sentAt: new Date(Date.UTC(2026, 10, 28, 17, 0, chat.lastId)).toISOString(),
  };
  chat.messages.push(message);
  return message;
}

/** A conversation with `count` alternating messages already in it. */
export function seedConversation(
  chat: HeldChat,
  id: number,
  count: number,
  origin: ChatOrigin = { kind: 'personal' },
) {
  const conversation = sampleConversation(id, { origin, status: ConversationStatus.Open, agentName: 'Sam' });
  chat.conversations.push(conversation);
  for (let index = 1; index <= count; index += 1) {
    const sender = index % 2 === 0 ? ChatSender.Agent : ChatSender.Customer;
    storeMessage(chat, id, sender, { kind: 'text', text: `Message ${index}` });
  }
  return conversation;
}
