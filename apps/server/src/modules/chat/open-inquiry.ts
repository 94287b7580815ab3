import { type ChatConversation, type ChatOrigin, ConversationStatus } from '@tread/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { refuse } from '../../platform/errors';
import type { ChatUser } from './access';
import { orderCard, productCard } from './cards';
import { type ChatCore, publishConversation } from './core';
import { chatConversations } from './tables';

/**
 * A shopper opens a chat from the personal center, a product or an order (SPEC §2 chat, chat-im): a waiting
 * conversation; the older waiting or open one expires (SPEC §4 'a new inquiry on another page expires the old one').
 */
export function openInquiry(core: ChatCore) {
  const { db, clock, ports, views } = core;
  return async function open(me: ChatUser, origin: ChatOrigin): Promise<ChatConversation> {
    if (origin.kind === 'product' && !(await productCard(ports, origin.prodId, origin.skuId)))
      throw refuse('CHAT_PRODUCT_NOT_FOUND');
    if (origin.kind === 'order') await orderCard(ports, me.userId, origin.orderNumber);
    const now = clock.now();
    const { expired, opened } = await db.transaction(async (tx) => {
      const expired = await tx
        .update(chatConversations)
        .set({ status: ConversationStatus.Expired, updatedAt: now })
        .where(
          and(
            eq(chatConversations.userId, me.userId),
            inArray(chatConversations.status, [ConversationStatus.Waiting, ConversationStatus.Open]),
          ),
        )
        .returning();
      const [opened] = await tx
        .insert(chatConversations)
        .values({
          userId: me.userId,
          status: ConversationStatus.Waiting,
          origin,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!opened) throw new Error('conversation not written');
      return { expired, opened };
    });
    for (const old of expired) await publishConversation(core, old);
    await publishConversation(core, opened);
    const [view] = await views.forCustomer([opened]);
    if (!view) throw new Error('conversation not read');
    return view;
  };
}
