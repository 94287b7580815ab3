import { type AgentConversation, ConversationStatus } from '@tread/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { refuse } from '../../platform/errors';
import { users } from '../account';
import { CHAT_AGENT_ROLES, type ChatUser, conversationFor, mustHold } from './access';
import { type ChatCore, publishConversation } from './core';
import { chatAgents, chatConversations } from './tables';

/** The agent holding an open conversation hands it to another agent who is online. */
export function handOver(core: ChatCore) {
  const { db, clock, views } = core;
  return async function handOverTo(
    me: ChatUser,
    conversationId: number,
    agentId: string,
  ): Promise<AgentConversation> {
    const conversation = await conversationFor(db, me, conversationId);
    if (conversation.status !== ConversationStatus.Open) throw refuse('CHAT_ENDED');
    mustHold(me, conversation);
    const [target] = await db
      .select({ userId: chatAgents.userId })
      .from(chatAgents)
      .innerJoin(users, eq(users.id, chatAgents.userId))
      .where(
        and(
          eq(chatAgents.userId, agentId),
          eq(chatAgents.online, true),
          eq(users.disabled, false),
          inArray(users.role, [...CHAT_AGENT_ROLES]),
        ),
      );
    if (!target) throw refuse('CHAT_AGENT_NOT_ONLINE');
    const [moved] = await db
      .update(chatConversations)
      .set({ agentId, updatedAt: clock.now() })
      .where(
        and(eq(chatConversations.id, conversation.id), eq(chatConversations.status, ConversationStatus.Open)),
      )
      .returning();
    if (!moved) throw refuse('CHAT_ENDED');
    await publishConversation(core, moved, conversation.agentId);
    const [view] = await views.conversations([moved], 'agent');
    if (!view) throw new Error('conversation not read');
    return view;
  };
}
