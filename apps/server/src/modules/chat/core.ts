import { type ChatMessage, ConversationStatus } from '@tread/domain';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { ConversationRow } from './access';
import type { ChatHub } from './hub';
import type { ChatPorts } from './ports';
import type { ChatViews } from './views';

/** What every chat use case is built from. */
export type ChatCore = { db: Database; clock: Clock; ports: ChatPorts; views: ChatViews; hub: ChatHub };

/** The customer, the agent holding it, and every agent while it waits in the queue. */
const audienceOf = (conversation: ConversationRow) => ({
  users: [conversation.userId, conversation.agentId],
  agents: conversation.status === ConversationStatus.Waiting,
});

/** A stored message to every socket of both sides, on every instance. */
export const publishMessage = (core: ChatCore, conversation: ConversationRow, message: ChatMessage) =>
  core.hub.publish(audienceOf(conversation), { type: 'message', message });

/**
 * A conversation whose state changed, to both sides in their own words; `alsoAgent` reaches an agent who just
 * lost it (handed over, or the queue it left).
 */
export async function publishConversation(
  core: ChatCore,
  conversation: ConversationRow,
  alsoAgent: string | null = null,
): Promise<void> {
  const [forCustomer] = await core.views.forCustomer([conversation]);
  const [forAgents] = await core.views.conversations([conversation], 'agent');
  if (!forCustomer || !forAgents) return;
  await Promise.all([
    core.hub.publish({ users: [conversation.userId] }, { type: 'conversation', conversation: forCustomer }),
    // Agents see every change of the queue, so a conversation taken by one leaves the others' queues.
    core.hub.publish(
      { users: [conversation.agentId, alsoAgent], agents: true },
      { type: 'conversation', conversation: forAgents },
    ),
  ]);
}
