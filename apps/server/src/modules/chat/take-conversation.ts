import { type AgentConversation, ConversationStatus } from '@tread/domain';
import { and, eq } from 'drizzle-orm';
import { refuse } from '../../platform/errors';
import { type ChatUser, conversationFor, hasEnded } from './access';
import { type ChatCore, publishConversation } from './core';
import { chatConversations } from './tables';

/** An agent takes a waiting conversation from the queue; of two racing agents, one gets it. */
export function takeConversation(core: ChatCore) {
  const { db, clock, views } = core;
  return async function take(me: ChatUser, conversationId: number): Promise<AgentConversation> {
    const [taken] = await db
      .update(chatConversations)
      .set({ status: ConversationStatus.Open, agentId: me.userId, updatedAt: clock.now() })
      .where(
        and(
          eq(chatConversations.id, conversationId),
          eq(chatConversations.status, ConversationStatus.Waiting),
        ),
      )
      .returning();
    const conversation = taken ?? (await conversationFor(db, me, conversationId));
    if (!taken) {
      if (hasEnded(conversation)) throw refuse('CHAT_ENDED');
      // Taking one's own again answers as the first time did.
      if (conversation.agentId !== me.userId) throw refuse('CHAT_ALREADY_TAKEN');
    } else await publishConversation(core, conversation);
    const [view] = await views.conversations([conversation], 'agent');
    if (!view) throw new Error('conversation not read');
    return view;
  };
}
