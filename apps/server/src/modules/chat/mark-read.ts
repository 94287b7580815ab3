import { ChatSender } from '@tread/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ChatUser, conversationFor, sideOf } from './access';
import type { ChatCore } from './core';
import { chatConversations, chatMessages } from './tables';

/** A side has read up to a message: its mark only moves forward, never past the newest message; both sides hear it. */
export function markRead(core: ChatCore) {
  const { db, hub } = core;
  return async function mark(me: ChatUser, conversationId: number, upTo: number): Promise<void> {
    const conversation = await conversationFor(db, me, conversationId);
    const by = sideOf(me, conversation);
    const newest = sql`(select coalesce(max(${chatMessages.id}), 0) from ${chatMessages} where ${chatMessages.conversationId} = ${conversation.id})`;
    const moved = (column: PgColumn): SQL<number> => sql`greatest(${column}, least(${upTo}, ${newest}))`;
    const [row] = await db
      .update(chatConversations)
      .set(
        by === ChatSender.Agent
          ? { agentReadUpTo: moved(chatConversations.agentReadUpTo) }
          : { customerReadUpTo: moved(chatConversations.customerReadUpTo) },
      )
      .where(eq(chatConversations.id, conversation.id))
      .returning();
    if (!row) return;
    await hub.publish(
      { users: [conversation.userId, conversation.agentId] },
      {
        type: 'read',
        conversationId: conversation.id,
        by,
        upTo: by === ChatSender.Agent ? row.agentReadUpTo : row.customerReadUpTo,
      },
    );
  };
}
