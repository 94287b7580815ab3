import { type ChatContent, type ChatMessage, ChatSender, Messages } from '@tread/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { refuse } from '../../platform/errors';
import { ownPhotoPrefix } from '../../platform/uploads';
import { type ChatUser, type ConversationRow, conversationFor, hasEnded, mustHold, sideOf } from './access';
import { orderCard, productCard } from './cards';
import { type ChatCore, publishMessage } from './core';
import { shopIsOnline } from './status';
import { chatConversations, chatMessages } from './tables';

export type SendRequest = { conversationId: number; clientId: string; content: ChatContent };

/** The offline notice's own client id per conversation, so it is stored once however many messages race. */
const offlineNoticeId = (conversationId: number) =>
  `00000000-0000-4000-8000-${conversationId.toString(16).padStart(12, '0')}`;

/**
 * A message from the socket's user: checked, stored in PostgreSQL first (a resend with the same clientId gets
 * the stored one back), then fanned out to both sides. A shopper writing while nobody is online is told once.
 */
export function sendMessage(core: ChatCore) {
  const { db, clock, ports, views } = core;

  async function checkContent(
    me: ChatUser,
    conversation: ConversationRow,
    content: ChatContent,
  ): Promise<void> {
    if (content.kind === 'image' && !content.url.startsWith(ownPhotoPrefix(me.userId)))
      throw refuse('CHAT_PHOTO_NOT_YOURS');
    if (content.kind === 'product' && !(await productCard(ports, content.prodId, content.skuId)))
      throw refuse('CHAT_PRODUCT_NOT_FOUND');
    // Either side may show an order, always one of the conversation's customer.
    if (content.kind === 'order') await orderCard(ports, conversation.userId, content.orderNumber);
  }

  async function store(
    conversation: ConversationRow,
    row: { sender: ChatSender; senderId: string | null; clientId: string; content: ChatContent },
  ) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [written] = await tx
        .insert(chatMessages)
        .values({ conversationId: conversation.id, ...row, createdAt: now })
        .onConflictDoNothing({ target: [chatMessages.conversationId, chatMessages.clientId] })
        .returning();
      if (!written) return { row: await stored(tx, conversation.id, row.clientId), fresh: false };
      // The sender has read their own message.
      const readUpTo =
        row.sender === ChatSender.Customer
          ? { customerReadUpTo: sql`greatest(${chatConversations.customerReadUpTo}, ${written.id})` }
          : row.sender === ChatSender.Agent
            ? { agentReadUpTo: sql`greatest(${chatConversations.agentReadUpTo}, ${written.id})` }
            : {};
      await tx
        .update(chatConversations)
        .set({ lastMessageAt: now, updatedAt: now, ...readUpTo })
        .where(eq(chatConversations.id, conversation.id));
      return { row: written, fresh: true };
    });
  }

  async function stored(tx: Transaction, conversationId: number, clientId: string) {
    const [row] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientId, clientId)));
    if (!row) throw new Error('message neither written nor found');
    return row;
  }

  async function deliver(conversation: ConversationRow, row: typeof chatMessages.$inferSelect) {
    const [message] = await views.messages([row], () => conversation.userId);
    if (!message) throw new Error('message not read');
    await publishMessage(core, conversation, message);
    return message;
  }

  return async function send(me: ChatUser, request: SendRequest): Promise<ChatMessage> {
    const conversation = await conversationFor(db, me, request.conversationId);
    const sender = sideOf(me, conversation);
    if (sender === ChatSender.Agent) mustHold(me, conversation);
    const [again] = await db
      .select()
      .from(chatMessages)
      .where(
        and(eq(chatMessages.conversationId, conversation.id), eq(chatMessages.clientId, request.clientId)),
      );
    // A resend after a lost answer: delivered again (clients drop what they already show), stored once.
    if (again) return deliver(conversation, again);
    if (hasEnded(conversation)) throw refuse('CHAT_ENDED');
    await checkContent(me, conversation, request.content);
    const { row } = await store(conversation, {
      sender,
      senderId: me.userId,
      clientId: request.clientId,
      content: request.content,
    });
    const message = await deliver(conversation, row);
    if (sender === ChatSender.Customer && !(await shopIsOnline(db))) {
      const notice = await store(conversation, {
        sender: ChatSender.System,
        senderId: null,
        clientId: offlineNoticeId(conversation.id),
        content: { kind: 'text', text: Messages.CustomerServiceOffline },
      });
      if (notice.fresh) await deliver(conversation, notice.row);
    }
    return message;
  };
}
