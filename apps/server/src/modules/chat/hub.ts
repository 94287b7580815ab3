import type { ChatServerFrame } from '@tread/domain';
import type { FanOut } from '../../platform/fan-out';

/** Who a frame is for: users by id, every agent's socket, or every socket. */
export type Audience = { users?: readonly (string | null)[]; agents?: boolean; everyone?: boolean };

/** An authenticated socket on this instance. */
export type HubSocket = {
  userId: string;
  sessionId: string;
  agent: boolean;
  send(frame: ChatServerFrame): void;
  /** The user signed in again with another session: tell this socket and close it. */
  replace(): void;
};

type Envelope =
  | { kind: 'frame'; to: Audience; frame: ChatServerFrame }
  | { kind: 'session'; userId: string; sessionId: string };

const TOPIC = 'chat';

/**
 * The sockets of this instance, reached through the fan-out: every instance hears every envelope and delivers
 * to the sockets it holds, so a shopper on one instance and an agent on another talk in real time.
 */
export function chatHub(bus: FanOut) {
  const sockets = new Set<HubSocket>();
  let stop: (() => void) | null = null;

  function deliver(payload: unknown): void {
    // Only this module publishes on the topic.
    const envelope = payload as Envelope;
    if (envelope.kind === 'session') {
      for (const socket of sockets)
        if (socket.userId === envelope.userId && socket.sessionId !== envelope.sessionId) socket.replace();
      return;
    }
    const { to, frame } = envelope;
    const users = new Set(to.users ?? []);
    for (const socket of sockets)
      if (to.everyone || users.has(socket.userId) || (to.agents && socket.agent)) socket.send(frame);
  }

  return {
    async start(): Promise<void> {
      stop = await bus.subscribe(TOPIC, deliver);
    },
    stop(): void {
      stop?.();
    },
    publish: (to: Audience, frame: ChatServerFrame): Promise<void> =>
      bus.publish(TOPIC, { kind: 'frame', to, frame } satisfies Envelope),
    /** A socket signed in: older sessions' sockets of the same user, on any instance, are replaced. */
    async join(socket: HubSocket): Promise<void> {
      sockets.add(socket);
      await bus.publish(TOPIC, {
        kind: 'session',
        userId: socket.userId,
        sessionId: socket.sessionId,
      } satisfies Envelope);
    },
    leave(socket: HubSocket): void {
      sockets.delete(socket);
    },
  };
}

export type ChatHub = ReturnType<typeof chatHub>;
