import { type AgentConversation, type ChatConversation, type ChatMessage, ChatSender } from '@tread/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../account';
import type { ConversationRow, MessageRow } from './access';
import { cardsOf } from './cards';
import type { ChatPorts } from './ports';
import { chatConversations, chatMessages } from './tables';

/** How agents and the shop's own notices sign their messages (SPEC §3 'Customer service role appears in chat text'). */
const AGENT_NAME = 'Customer service';
const SYSTEM_NAME = 'Tread';

type Person = { email: string; nickName: string };

/** Whose side a list is read from: unread counts are the other side's messages. */
export type Viewer = 'customer' | 'agent';

/** Stored rows as both sides read them: messages with their cards, conversations with unread counts. */
export function chatViews(db: Database, ports: ChatPorts) {
  async function people(ids: (string | null)[]): Promise<Map<string, Person>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, email: users.email, nickName: users.nickName })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, row]));
  }

  const nameOf = (row: MessageRow, who: Map<string, Person>) => {
    if (row.sender === ChatSender.Agent) return AGENT_NAME;
    if (row.sender === ChatSender.System) return SYSTEM_NAME;
    return (row.senderId && who.get(row.senderId)?.nickName) || '';
  };

  /** Messages in the order given; an order card is read as the conversation's customer's. */
  async function messages(
    rows: readonly MessageRow[],
    customerOf: (conversationId: number) => string,
  ): Promise<ChatMessage[]> {
    const [who, cards] = await Promise.all([
      people(rows.map((row) => row.senderId)),
      cardsOf(
        ports,
        rows.map((row) => ({ customerId: customerOf(row.conversationId), content: row.content })),
      ),
    ]);
    return rows.map((row, i) => ({
      id: row.id,
      conversationId: row.conversationId,
      clientId: row.clientId,
      sender: row.sender,
      senderName: nameOf(row, who),
      content: row.content,
      card: cards[i] ?? null,
      sentAt: row.createdAt.toISOString(),
    }));
  }

  /** Conversations as agents list them, with the customer; `viewer` decides whose unread is counted. */
  async function conversations(
    rows: readonly ConversationRow[],
    viewer: Viewer,
  ): Promise<AgentConversation[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const unreadWhere =
      viewer === 'customer'
        ? sql`${chatMessages.sender} <> ${ChatSender.Customer} and ${chatMessages.id} > ${chatConversations.customerReadUpTo}`
        : sql`${chatMessages.sender} = ${ChatSender.Customer} and ${chatMessages.id} > ${chatConversations.agentReadUpTo}`;
    const stats = await db
      .select({
        id: chatMessages.conversationId,
        lastId: sql<number>`max(${chatMessages.id})`.mapWith(Number),
        unread: sql<number>`count(*) filter (where ${unreadWhere})`.mapWith(Number),
      })
      .from(chatMessages)
      .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
      .where(inArray(chatMessages.conversationId, ids))
      .groupBy(chatMessages.conversationId);
    const lastIds = stats.map((s) => s.lastId);
    const lastRows =
      lastIds.length === 0
        ? []
        : await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds));
    const who = await people(rows.flatMap((row) => [row.userId, row.agentId]));
    const customers = new Map(rows.map((row) => [row.id, row.userId]));
    const lastMessages = await messages(lastRows, (id) => customers.get(id) ?? '');
    const last = new Map(lastMessages.map((message) => [message.conversationId, message]));
    const byId = new Map(stats.map((s) => [s.id, s]));
    return rows.map((row) => {
      const customer = who.get(row.userId);
      return {
        id: row.id,
        status: row.status,
        origin: row.origin,
        agentName: row.agentId ? (who.get(row.agentId)?.nickName ?? AGENT_NAME) : null,
        customerReadUpTo: row.customerReadUpTo,
        agentReadUpTo: row.agentReadUpTo,
        unread: byId.get(row.id)?.unread ?? 0,
        lastMessage: last.get(row.id) ?? null,
        startedAt: row.createdAt.toISOString(),
        customer: { userId: row.userId, email: customer?.email ?? '', nickname: customer?.nickName ?? '' },
        agentId: row.agentId,
      };
    });
  }

  return {
    messages,
    conversations,
    /** The shopper's view: without the customer's details or the agent's id. */
    forCustomer: async (rows: readonly ConversationRow[]): Promise<ChatConversation[]> =>
      (await conversations(rows, 'customer')).map(
        ({ customer: _customer, agentId: _agentId, ...rest }) => rest,
      ),
    /** The newest messages after `after` or before `before`, for replays and history pages. */
    page: (conversationId: number, where: { before?: number; after?: number }, limit: number) =>
      db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversationId),
            where.before === undefined ? undefined : sql`${chatMessages.id} < ${where.before}`,
            where.after === undefined ? undefined : sql`${chatMessages.id} > ${where.after}`,
          ),
        )
        .orderBy(where.after === undefined ? sql`${chatMessages.id} desc` : chatMessages.id)
        .limit(limit),
  };
}

export type ChatViews = ReturnType<typeof chatViews>;
