import {
  type ChatClientFrame,
  ChatClose,
  ChatSender,
  type ChatServerFrame,
  chatClientFrame,
  Messages,
  type RefusalCode,
  refusal,
} from '@tread/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { Database } from '../../db/client';
import type { AccessTokenResolver, Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { type ChatUser, isAgent } from './access';
import type { ChatHub, HubSocket } from './hub';
import type { markRead } from './mark-read';
import type { resume } from './resume';
import type { SendRequest } from './send-message';
import { shopIsOnline } from './status';
import type { typing } from './typing';

/** What a socket's frames do. */
export type SocketActions = {
  send(me: ChatUser, request: SendRequest): Promise<unknown>;
  typing: ReturnType<typeof typing>;
  read: ReturnType<typeof markRead>;
  resume: ReturnType<typeof resume>;
};

const errorFrame = (code: RefusalCode, clientId?: string): ChatServerFrame => ({
  type: 'error',
  code,
  message: refusal(code).message,
  ...(clientId ? { clientId } : {}),
});

/** The frame, or the rule it broke and the clientId it named, so the sender can tell which message failed. */
function parse(data: RawData): ChatClientFrame | { invalid: string; clientId?: string } {
  let json: unknown;
  try {
    json = JSON.parse(data.toString());
  } catch {
    return { invalid: Messages.MalformedRequest };
  }
  const parsed = chatClientFrame.safeParse(json);
  if (parsed.success) return parsed.data;
  const invalid = parsed.error.issues[0]?.message ?? Messages.MalformedRequest;
  const clientId =
    typeof json === 'object' && json !== null && 'clientId' in json ? json.clientId : undefined;
  return typeof clientId === 'string' ? { invalid, clientId: clientId.slice(0, 64) } : { invalid };
}

/**
 * One tab's socket at /api/ws: the first frame signs it in with the access token, a later one with a refreshed
 * token keeps it; every other frame acts as the signed-in user. Frames are handled one at a time, in order.
 */
export function chatSocket(deps: {
  db: Database;
  hub: ChatHub;
  resolve: AccessTokenResolver;
  actions: SocketActions;
  log: FastifyBaseLogger;
  /** A socket that sends nothing, not even a ping, for this long is closed. */
  idleMs: number;
}) {
  const { hub, resolve, actions, log, idleMs } = deps;
  return function onSocket(ws: WebSocket): void {
    let me: (HubSocket & { role: Principal['role'] }) | null = null;
    let token = '';
    let queue = Promise.resolve();
    const send = (frame: ChatServerFrame) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
    };
    let idle = setTimeout(() => ws.close(), idleMs);
    const stillHere = () => {
      clearTimeout(idle);
      idle = setTimeout(() => ws.close(), idleMs);
    };
    const signedOut = () => {
      send(errorFrame('SESSION_EXPIRED'));
      ws.close(ChatClose.Unauthorized);
    };

    async function signIn(presented: string): Promise<void> {
      const principal = await resolve(presented);
      // A refreshed token must be the same user's; anything else ends the socket, and the client signs in again.
      if (!principal || (me && me.userId !== principal.userId)) return signedOut();
      token = presented;
      if (me) {
        me.sessionId = principal.sessionId;
        return;
      }
      const agent = isAgent(principal);
      me = {
        userId: principal.userId,
        sessionId: principal.sessionId,
        role: principal.role,
        agent,
        send,
        replace: () => {
          send(errorFrame('CHAT_SIGNED_IN_ELSEWHERE'));
          ws.close(ChatClose.Replaced);
        },
      };
      await hub.join(me);
      send({ type: 'ready', role: agent ? ChatSender.Agent : ChatSender.Customer });
      send({ type: 'presence', online: await shopIsOnline(deps.db) });
    }

    /** The session may have ended since sign-in (signed out, token expired): each ping asks again. */
    async function pong(): Promise<void> {
      if (await resolve(token)) send({ type: 'pong' });
      else signedOut();
    }

    async function act(me: ChatUser, frame: Exclude<ChatClientFrame, { type: 'auth' }>): Promise<void> {
      if (frame.type === 'ping') await pong();
      else if (frame.type === 'send') await actions.send(me, frame);
      else if (frame.type === 'typing') await actions.typing(me, frame.conversationId);
      else if (frame.type === 'read') await actions.read(me, frame.conversationId, frame.upTo);
      else
        for (const message of await actions.resume(me, frame.conversationId, frame.after))
          send({ type: 'message', message });
    }

    async function handle(data: RawData): Promise<void> {
      stillHere();
      const frame = parse(data);
      if ('invalid' in frame) {
        if (!me) ws.close(ChatClose.Unauthorized);
        else
          send({
            type: 'error',
            code: 'INVALID_INPUT',
            message: frame.invalid,
            ...(frame.clientId ? { clientId: frame.clientId } : {}),
          });
        return;
      }
      if (frame.type === 'auth') return signIn(frame.token);
      if (!me) {
        send(errorFrame('UNAUTHORIZED'));
        ws.close(ChatClose.Unauthorized);
        return;
      }
      const clientId = frame.type === 'send' ? frame.clientId : undefined;
      try {
        await act(me, frame);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        send({ type: 'error', code: error.code, message: error.message, ...(clientId ? { clientId } : {}) });
      }
    }

    ws.on('message', (data) => {
      queue = queue
        .then(() => handle(data))
        .catch((error: unknown) => {
          // The database or Redis out of reach: the client hears it and may try again, the socket stays.
          log.error({ err: error }, 'chat frame failed');
          send(errorFrame('SERVICE_UNAVAILABLE'));
        });
    });
    ws.on('close', () => {
      clearTimeout(idle);
      if (me) hub.leave(me);
    });
  };
}
