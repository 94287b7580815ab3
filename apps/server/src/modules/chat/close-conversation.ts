import { type AgentConversation, ConversationStatus } from '@tread/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { refuse } from '../../platform/errors';
import { type ChatUser, conversationFor, mustHold } from './access';
import { type ChatCore, publishConversation } from './core';
import { chatConversations } from './tables';

/** An agent ends a conversation they hold (an administrator any, or one still waiting); both sides see it end. */
export function closeConversation(core: ChatCore) {
  const { db, clock, views } = core;
  return async function close(me: ChatUser, conversationId: number): Promise<AgentConversation> {
    const conversation = await conversationFor(db, me, conversationId);
    if (conversation.status === ConversationStatus.Open) mustHold(me, conversation);
    const [closed] = await db
      .update(chatConversations)
      .set({ status: ConversationStatus.Closed, updatedAt: clock.now() })
      .where(
        and(
          eq(chatConversations.id, conversation.id),
          inArray(chatConversations.status, [ConversationStatus.Waiting, ConversationStatus.Open]),
        ),
      )
      .returning();
    if (!closed) throw refuse('CHAT_ENDED');
    await publishConversation(core, closed);
    const [view] = await views.conversations([closed], 'agent');
    if (!view) throw new Error('conversation not read');
    return view;
  };
}
