import { type AgentQueueAnswer, type ChatAgentsAnswer, ConversationStatus } from '@tread/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { users } from '../account';
import { CHAT_AGENT_ROLES, type ChatUser } from './access';
import type { ChatCore } from './core';
import { chatAgents, chatConversations } from './tables';

/** The most conversations a list shows: the newest shopper's, the oldest of the queue. */
const LIST_MAX = 100;

/** The lists: a shopper's conversations with unread counts, the agents' queue, and the agents for a hand-over. */
export function conversationLists(core: ChatCore) {
  const { db, views } = core;
  return {
    async mine(me: ChatUser) {
      const rows = await db
        .select()
        .from(chatConversations)
        .where(eq(chatConversations.userId, me.userId))
        .orderBy(desc(chatConversations.id))
        .limit(LIST_MAX);
      return { list: await views.forCustomer(rows) };
    },

    async queue(me: ChatUser): Promise<AgentQueueAnswer> {
      const [waiting, mine] = await Promise.all([
        db
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.status, ConversationStatus.Waiting))
          .orderBy(asc(chatConversations.id))
          .limit(LIST_MAX),
        db
          .select()
          .from(chatConversations)
          .where(
            and(
              eq(chatConversations.status, ConversationStatus.Open),
              eq(chatConversations.agentId, me.userId),
            ),
          )
          .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
          .limit(LIST_MAX),
      ]);
      return {
        waiting: await views.conversations(waiting, 'agent'),
        mine: await views.conversations(mine, 'agent'),
      };
    },

    async agents(): Promise<ChatAgentsAnswer> {
      const rows = await db
        .select({ userId: users.id, name: users.nickName, online: chatAgents.online })
        .from(users)
        .leftJoin(chatAgents, eq(chatAgents.userId, users.id))
        .where(and(inArray(users.role, [...CHAT_AGENT_ROLES]), eq(users.disabled, false)))
        .orderBy(asc(users.nickName));
      return { list: rows.map((row) => ({ ...row, online: row.online ?? false })) };
    },
  };
}
