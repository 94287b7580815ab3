import { ChatSender, ConversationStatus, INT_COLUMN_MAX, UserRole } from '@tread/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refuse } from '../../platform/errors';
import { chatConversations, type chatMessages } from './tables';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Who is chatting: a socket's or a request's signed-in user, never a field of what they send. */
export type ChatUser = { userId: string; role: UserRole };

/** Customer service and administrators answer chats (issue 18); everyone else chats as a shopper. */
export const CHAT_AGENT_ROLES = [UserRole.CustomerService, UserRole.Admin] as const;
export const isAgent = (user: ChatUser): boolean =>
  (CHAT_AGENT_ROLES as readonly UserRole[]).includes(user.role);

export const hasEnded = (conversation: ConversationRow): boolean =>
  conversation.status === ConversationStatus.Closed || conversation.status === ConversationStatus.Expired;

/** A conversation the user may see: a shopper's own, any of the shop's for an agent; CHAT_NOT_FOUND otherwise. */
export async function conversationFor(db: Database, user: ChatUser, id: number): Promise<ConversationRow> {
  // A socket frame's id is not bounded by a route schema: past the column it simply does not exist.
  if (id > INT_COLUMN_MAX) throw refuse('CHAT_NOT_FOUND');
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row || (!isAgent(user) && row.userId !== user.userId)) throw refuse('CHAT_NOT_FOUND');
  return row;
}

/** Agents may act on the conversations they hold; an administrator on any. */
export function mustHold(user: ChatUser, conversation: ConversationRow): void {
  if (conversation.agentId !== user.userId && user.role !== UserRole.Admin)
    throw refuse('CHAT_NOT_PARTICIPANT');
}

/** The side the user speaks for: an agent in the shop's conversations, a shopper in their own. */
export const sideOf = (
  user: ChatUser,
  conversation: ConversationRow,
): typeof ChatSender.Agent | typeof ChatSender.Customer =>
  isAgent(user) && conversation.userId !== user.userId ? ChatSender.Agent : ChatSender.Customer;
