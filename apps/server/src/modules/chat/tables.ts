import type { ChatContent, ChatOrigin, ChatSender, ConversationStatus } from '@tread/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';

/** A shopper's inquiry with customer service (SPEC §3 'Chat'): waiting, open with an agent, closed or expired. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ConversationStatus>().notNull(),
    origin: jsonb('origin').$type<ChatOrigin>().notNull(),
    agentId: uuid('agent_id').references(() => users.id),
    /** Newest message id each side has read. */
    customerReadUpTo: bigint('customer_read_up_to', { mode: 'number' }).notNull().default(0),
    agentReadUpTo: bigint('agent_read_up_to', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_conversations_user_idx').on(t.userId, t.id),
    // The agents' queue and their own conversations.
    index('chat_conversations_live_idx')
      .on(t.status, t.agentId)
      .where(sql`${t.status} in ('waiting', 'open')`),
  ],
);

/** A message, stored before it is delivered; (conversation, clientId) makes a resend land once. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<ChatSender>().notNull(),
    senderId: uuid('sender_id').references(() => users.id),
    clientId: uuid('client_id'),
    content: jsonb('content').$type<ChatContent>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('chat_messages_client_idx').on(t.conversationId, t.clientId),
  ],
);

/** Agents who set themselves online (SPEC §4 online/offline); away or never set is offline. */
export const chatAgents = pgTable('chat_agents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  online: boolean('online').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
