import { ChatSender } from '@tread/domain';
import { type ChatUser, conversationFor, hasEnded, mustHold, sideOf } from './access';
import type { ChatCore } from './core';

/** One side is typing: the other side hears it; nothing is stored. */
export function typing(core: ChatCore) {
  const { db, hub } = core;
  return async function signal(me: ChatUser, conversationId: number): Promise<void> {
    const conversation = await conversationFor(db, me, conversationId);
    if (hasEnded(conversation)) return;
    const from = sideOf(me, conversation);
    if (from === ChatSender.Agent) mustHold(me, conversation);
    const to = from === ChatSender.Agent ? conversation.userId : conversation.agentId;
    if (to) await hub.publish({ users: [to] }, { type: 'typing', conversationId: conversation.id, from });
  };
}
