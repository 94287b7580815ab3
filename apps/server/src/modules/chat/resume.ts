import type { ChatMessage } from '@tread/domain';
import { type ChatUser, conversationFor } from './access';
import type { ChatCore } from './core';

/** The most messages one resume replays; a client still behind resumes again after the last one it got. */
const REPLAY_MAX = 500;

/** After a reconnect: the conversation's messages after `after`, oldest first, for this socket only. */
export function resume(core: ChatCore) {
  const { db, views } = core;
  return async function replay(me: ChatUser, conversationId: number, after: number): Promise<ChatMessage[]> {
    const conversation = await conversationFor(db, me, conversationId);
    return views.messages(
      await views.page(conversation.id, { after }, REPLAY_MAX),
      () => conversation.userId,
    );
  };
}
