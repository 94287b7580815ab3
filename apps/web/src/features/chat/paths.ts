import { type ChatOrigin, chatOrigin } from '@tread/domain';

/** The shopper's chat pages (SPEC §2 'User' package). */
export const ChatPath = {
  chat: '/packages/user/chat',
  chatIm: '/packages/user/chat-im',
} as const;

/** The chat page opened from `origin`: its query says where, so a reload opens the same inquiry. */
export function chatPath(origin: ChatOrigin): string {
  if (origin.kind === 'product') return `${ChatPath.chat}?prodId=${origin.prodId}&skuId=${origin.skuId}`;
  if (origin.kind === 'order')
    return `${ChatPath.chat}?orderNumber=${encodeURIComponent(origin.orderNumber)}`;
  return ChatPath.chat;
}

/** An existing conversation by id, as the message center opens it. */
export const chatImPath = (conversationId: number): string =>
  `${ChatPath.chatIm}?conversationId=${conversationId}`;

/** The origin in a chat page's query: a product, an order, else the personal center. */
export function originFromQuery(params: URLSearchParams): ChatOrigin {
  const product = chatOrigin.safeParse({
    kind: 'product',
    prodId: Number(params.get('prodId')),
    skuId: Number(params.get('skuId')),
  });
  if (product.success) return product.data;
  const order = chatOrigin.safeParse({ kind: 'order', orderNumber: params.get('orderNumber') ?? '' });
  return order.success ? order.data : { kind: 'personal' };
}
