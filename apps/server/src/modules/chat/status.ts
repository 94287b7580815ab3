import { CHAT_HOURS, type ChatStatusAnswer } from '@tread/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatAgents } from './tables';

/** Customer service is online while any agent has set themselves online (SPEC §4 online/offline). */
export async function shopIsOnline(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ online: sql<boolean>`true` })
    .from(chatAgents)
    .where(eq(chatAgents.online, true))
    .limit(1);
  return row !== undefined;
}

/** GET /api/chat/status: online now, and the hours shoppers read. */
export const chatStatus = async (db: Database): Promise<ChatStatusAnswer> => ({
  online: await shopIsOnline(db),
  hours: CHAT_HOURS,
});
