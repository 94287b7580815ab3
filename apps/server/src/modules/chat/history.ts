import { CHAT_PAGE_SIZE, type ChatHistoryAnswer } from '@tread/domain';
import { type ChatUser, conversationFor } from './access';
import type { ChatCore } from './core';

/** A page of a conversation's messages before `before`, newest first (SPEC §3 'message list'). */
export function history(core: ChatCore) {
  const { db, views } = core;
  return async function page(
    me: ChatUser,
    conversationId: number,
    before?: number,
  ): Promise<ChatHistoryAnswer> {
    const conversation = await conversationFor(db, me, conversationId);
    const rows = await views.page(conversation.id, { before }, CHAT_PAGE_SIZE + 1);
    return {
      list: await views.messages(rows.slice(0, CHAT_PAGE_SIZE), () => conversation.userId),
      hasMore: rows.length > CHAT_PAGE_SIZE,
    };
  };
}
