import type { ChatUser } from './access';
import type { ChatCore } from './core';
import { shopIsOnline } from './status';
import { chatAgents } from './tables';

/** An agent sets themselves online or away; every socket hears whether customer service is online now. */
export function setPresence(core: ChatCore) {
  const { db, clock, hub } = core;
  return async function set(me: ChatUser, online: boolean): Promise<{ online: boolean }> {
    const now = clock.now();
    await db
      .insert(chatAgents)
      .values({ userId: me.userId, online, updatedAt: now })
      .onConflictDoUpdate({ target: chatAgents.userId, set: { online, updatedAt: now } });
    await hub.publish({ everyone: true }, { type: 'presence', online: await shopIsOnline(db) });
    return { online };
  };
}
