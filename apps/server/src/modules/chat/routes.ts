import {
  agentConversation,
  agentHistoryQuery,
  agentQueueAnswer,
  chatAgentsAnswer,
  chatConversation,
  chatConversationParams,
  chatConversationsAnswer,
  chatHandoverRequest,
  chatHistoryAnswer,
  chatHistoryQuery,
  chatInquiryRequest,
  chatPresenceRequest,
  chatStatusAnswer,
} from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { signedIn } from '../../platform/auth';
import { CHAT_AGENT_ROLES } from './access';
import type { closeConversation } from './close-conversation';
import type { conversationLists } from './conversations';
import type { handOver } from './hand-over';
import type { history } from './history';
import type { openInquiry } from './open-inquiry';
import type { setPresence } from './set-presence';
import { chatStatus } from './status';
import type { takeConversation } from './take-conversation';

/** The shopper's chat over HTTP (chat, chat-im, message-platform; issue 18): inquiries, lists and history. */
export const chatRoutes: FastifyPluginAsyncZod<{
  db: Database;
  open: ReturnType<typeof openInquiry>;
  lists: ReturnType<typeof conversationLists>;
  history: ReturnType<typeof history>;
}> = async (app, { db, open, lists, history }) => {
  const tags = ['chat'];
  app.get('/chat/status', { schema: { tags, response: { 200: chatStatusAnswer } } }, () => chatStatus(db));
  app.post(
    '/p/chat/inquiry',
    { schema: { tags, body: chatInquiryRequest, response: { 200: chatConversation } } },
    (request) => open(signedIn(request), request.body.origin),
  );
  app.get(
    '/p/chat/conversations',
    { schema: { tags, response: { 200: chatConversationsAnswer } } },
    (request) => lists.mine(signedIn(request)),
  );
  app.get(
    '/p/chat/messages',
    { schema: { tags, querystring: chatHistoryQuery, response: { 200: chatHistoryAnswer } } },
    (request) => history(signedIn(request), request.query.conversationId, request.query.before),
  );
};

const staffRoles = CHAT_AGENT_ROLES;

/** The agents' side in the console: the queue, taking, handing over, closing, history and presence. */
export const agentChatRoutes: FastifyPluginAsyncZod<{
  lists: ReturnType<typeof conversationLists>;
  history: ReturnType<typeof history>;
  take: ReturnType<typeof takeConversation>;
  handOver: ReturnType<typeof handOver>;
  close: ReturnType<typeof closeConversation>;
  presence: ReturnType<typeof setPresence>;
}> = async (app, { lists, history, take, handOver, close, presence }) => {
  const tags = ['staff chat'];
  const config = { staffRoles };
  const params = chatConversationParams;
  app.get('/admin/chat/queue', { schema: { tags, response: { 200: agentQueueAnswer } }, config }, (request) =>
    lists.queue(signedIn(request)),
  );
  app.post(
    '/admin/chat/:conversationId/take',
    { schema: { tags, params, response: { 200: agentConversation } }, config },
    (request) => take(signedIn(request), request.params.conversationId),
  );
  app.post(
    '/admin/chat/:conversationId/handover',
    { schema: { tags, params, body: chatHandoverRequest, response: { 200: agentConversation } }, config },
    (request) => handOver(signedIn(request), request.params.conversationId, request.body.agentId),
  );
  app.post(
    '/admin/chat/:conversationId/close',
    { schema: { tags, params, response: { 200: agentConversation } }, config },
    (request) => close(signedIn(request), request.params.conversationId),
  );
  app.get(
    '/admin/chat/:conversationId/messages',
    {
      schema: { tags, params, querystring: agentHistoryQuery, response: { 200: chatHistoryAnswer } },
      config,
    },
    (request) => history(signedIn(request), request.params.conversationId, request.query.before),
  );
  app.get('/admin/chat/agents', { schema: { tags, response: { 200: chatAgentsAnswer } }, config }, () =>
    lists.agents(),
  );
  app.put(
    '/admin/chat/presence',
    { schema: { tags, body: chatPresenceRequest, response: { 200: chatPresenceRequest } }, config },
    (request) => presence(signedIn(request), request.body.online),
  );
};
