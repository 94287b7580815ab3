import fastifyWebsocket from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokenResolver } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import { fanOutFor } from '../../platform/fan-out';
import type { ShopModule } from '../../platform/module';
import { closeConversation } from './close-conversation';
import { conversationLists } from './conversations';
import type { ChatCore } from './core';
import { handOver } from './hand-over';
import { history } from './history';
import { chatHub } from './hub';
import { markRead } from './mark-read';
import { openInquiry } from './open-inquiry';
import type { ChatPorts } from './ports';
import { resume } from './resume';
import { agentChatRoutes, chatRoutes } from './routes';
import { sendMessage } from './send-message';
import { setPresence } from './set-presence';
import { chatSocket } from './socket';
import { takeConversation } from './take-conversation';
import { typing } from './typing';
import { chatViews } from './views';

export type { ChatPorts } from './ports';

/** Frames are small: a message is at most CHAT_TEXT_MAX characters. */
const FRAME_MAX_BYTES = 64 * 1024;

/**
 * Live chat with customer service (issue 18): the socket at /api/ws, the shopper's and the agents' routes.
 * Messages are stored before they are delivered; delivery fans out through Redis when REDIS_URL is set, so
 * sockets on different instances talk in real time.
 */
export function createChatModule(
  deps: Deps,
  ports: ChatPorts & { resolve: AccessTokenResolver; log: FastifyBaseLogger },
): ShopModule<null> {
  const bus = fanOutFor(deps.config);
  const hub = chatHub(bus);
  const core: ChatCore = {
    db: deps.db,
    clock: deps.clock,
    ports,
    views: chatViews(deps.db, ports),
    hub,
  };
  const lists = conversationLists(core);
  const read = history(core);
  return {
    service: null,
    routes: async (api) => {
      await hub.start();
      await api.register(fastifyWebsocket, { options: { maxPayload: FRAME_MAX_BYTES } });
      const onSocket = chatSocket({
        db: deps.db,
        hub,
        resolve: ports.resolve,
        log: ports.log,
        idleMs: deps.config.chatIdleSeconds * 1000,
        actions: {
          send: sendMessage(core),
          typing: typing(core),
          read: markRead(core),
          resume: resume(core),
        },
      });
      api.get('/ws', { websocket: true, schema: { hide: true } }, (socket) => onSocket(socket));
      await api.register(chatRoutes, { db: deps.db, open: openInquiry(core), lists, history: read });
      await api.register(agentChatRoutes, {
        lists,
        history: read,
        take: takeConversation(core),
        handOver: handOver(core),
        close: closeConversation(core),
        presence: setPresence(core),
      });
    },
    jobs: [],
    close: async () => {
      hub.stop();
      await bus.close();
    },
  };
}
