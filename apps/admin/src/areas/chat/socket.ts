import { CHAT_PING_MS, type ChatClientFrame, ChatClose, type ChatServerFrame } from '@tread/domain';

/** online: signed in on the socket; reconnecting: dropped, trying again; replaced: signed in elsewhere. */
export type SocketState = 'connecting' | 'online' | 'reconnecting' | 'replaced';
type SendFrame = Extract<ChatClientFrame, { type: 'send' }>;
/** The frames the workspace sends; auth, ping and resume are the socket's own business. */
export type AgentFrame = Extract<ChatClientFrame, { type: 'send' | 'typing' | 'read' }>;

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export const chatSocketUrl = (): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;

/**
 * The console's one chat socket (issue 18): signs in with the staff token, pings, reconnects with backoff and
 * asks for what it missed after the last message id it saw, re-sends unanswered messages under the same
 * clientId (stored once by the server), and passes each message on once however often the server delivers it.
 */
export class ChatSocket {
  state: SocketState = 'connecting';
  private socket: WebSocket | null = null;
  private ready = false;
  private stopped = true;
  private attempts = 0;
  private pinger: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly seen = new Set<number>();
  private readonly lastIds = new Map<number, number>();
  private readonly outbox = new Map<string, SendFrame>();
  private readonly frameListeners = new Set<(frame: ChatServerFrame) => void>();
  private readonly stateListeners = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly token: () => string | undefined,
    /** Renews an expired access token before the next attempt (the API client does it on any call). */
    private readonly renew: () => Promise<unknown>,
  ) {}

  start(): void {
    this.stopped = false;
    window.addEventListener('offline', this.wentOffline);
    window.addEventListener('online', this.cameOnline);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('offline', this.wentOffline);
    window.removeEventListener('online', this.cameOnline);
    clearTimeout(this.retry);
    clearInterval(this.pinger);
    this.socket?.close(1000);
    this.socket = null;
  }

  // The browser knows the network is gone before the socket does: let it go now, so the state says so at once.
  private readonly wentOffline = () => {
    const socket = this.socket;
    if (this.stopped || !socket) return;
    this.socket = null;
    socket.close(1000);
    this.closed(1000);
  };

  // Back online, try at once instead of waiting out the backoff.
  private readonly cameOnline = () => {
    if (this.stopped || this.socket) return;
    clearTimeout(this.retry);
    this.attempts = 0;
    this.connect();
  };

  onFrame(listener: (frame: ChatServerFrame) => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  onState(listener: () => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  /** A conversation on screen is resumed after `lastId` on a reconnect. */
  follow(conversationId: number, lastId: number): void {
    if (lastId > (this.lastIds.get(conversationId) ?? 0)) this.lastIds.set(conversationId, lastId);
  }

  send(frame: AgentFrame): void {
    if (frame.type === 'send') this.outbox.set(frame.clientId, frame);
    if (this.ready) this.write(frame);
  }

  /** A refreshed access token: the socket signs in again without dropping the chat. */
  reauthenticate(): void {
    const token = this.token();
    if (this.ready && token) this.write({ type: 'auth', token });
  }

  private write(frame: ChatClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private connect(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      const token = this.token();
      if (token) this.write({ type: 'auth', token });
      else socket.close(ChatClose.Unauthorized);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      this.receive(JSON.parse(event.data) as ChatServerFrame);
    };
    socket.onclose = (event: CloseEvent) => {
      // A socket replaced by a newer one has already been dealt with.
      if (this.socket === socket) this.closed(event.code);
    };
  }

  private receive(frame: ChatServerFrame): void {
    if (frame.type === 'ready') this.signedIn();
    if (frame.type === 'message') {
      const { id, conversationId, clientId } = frame.message;
      if (clientId) this.outbox.delete(clientId);
      this.follow(conversationId, id);
      if (this.seen.has(id)) return;
      this.seen.add(id);
    }
    if (frame.type === 'error' && frame.clientId) this.outbox.delete(frame.clientId);
    for (const listener of this.frameListeners) listener(frame);
  }

  private signedIn(): void {
    const wasReady = this.ready;
    this.ready = true;
    this.attempts = 0;
    this.setState('online');
    // A 'ready' after a re-authentication on the same socket has nothing to replay.
    if (wasReady) return;
    clearInterval(this.pinger);
    this.pinger = setInterval(() => this.write({ type: 'ping' }), CHAT_PING_MS);
    for (const [conversationId, after] of this.lastIds) this.write({ type: 'resume', conversationId, after });
    for (const frame of this.outbox.values()) this.write(frame);
  }

  private closed(code: number): void {
    clearInterval(this.pinger);
    this.ready = false;
    this.socket = null;
    if (this.stopped) return;
    if (code === ChatClose.Replaced) {
      this.setState('replaced');
      return;
    }
    this.setState('reconnecting');
    // Offline every attempt would fail and push the backoff up; the 'online' event reconnects instead.
    if (!navigator.onLine) return;
    const delay = BACKOFF_MS[Math.min(this.attempts, BACKOFF_MS.length - 1)];
    this.attempts += 1;
    this.retry = setTimeout(() => {
      if (code !== ChatClose.Unauthorized) this.connect();
      else
        void this.renew()
          .catch(() => undefined)
          .then(() => {
            if (!this.stopped) this.connect();
          });
    }, delay);
  }

  private setState(state: SocketState): void {
    this.state = state;
    for (const listener of this.stateListeners) listener();
  }
}
