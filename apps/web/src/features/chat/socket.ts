import {
  CHAT_PING_MS,
  type ChatClientFrame,
  ChatClose,
  type ChatServerFrame,
  ChatStatus,
} from '@tread/domain';

/** The waits before each reconnect attempt in a row; once they are used up the connection is broken. */
export const CHAT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000] as const;

/** Why the socket stopped for good: retries used up, or the account signed in on another page. */
export type ChatLinkEnd = 'broken' | 'replaced';

export interface ChatLink {
  status:
    | 'connecting'
    | typeof ChatStatus.Online
    | typeof ChatStatus.Reconnecting
    | typeof ChatStatus.Disconnected;
  /** The socket was ready at least once: a drop is a 'reconnecting', never a 'Ws connection failed'. */
  everReady: boolean;
  end: ChatLinkEnd | null;
}

export interface ChatSocketOptions {
  url: string;
  /** The access token to sign in with; null when signed out. */
  token: () => string | null;
  /** The shared token refresh after `rejected` was refused: the new token, or null when the session is over. */
  renew: (rejected: string) => Promise<string | null>;
  onFrame: (frame: ChatServerFrame) => void;
  onLink: (link: ChatLink) => void;
}

function parseFrame(data: unknown): ChatServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as unknown;
    return typeof frame === 'object' && frame !== null && 'type' in frame ? (frame as ChatServerFrame) : null;
  } catch {
    return null;
  }
}

/**
 * One WebSocket to /api/ws: signs in with the first frame (and again whenever the token is refreshed), pings,
 * and reconnects by itself with backoff. Frames other than auth and ping are sent only while it is ready.
 */
export class ChatSocket {
  private ws: WebSocket | null = null;
  private ready = false;
  private stopped = true;
  private failures = 0;
  private renewed = false;
  private signedWith: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private link: ChatLink = { status: 'connecting', everReady: false, end: null };

  constructor(private readonly options: ChatSocketOptions) {}

  get isReady(): boolean {
    return this.ready;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener('offline', this.wentOffline);
    window.addEventListener('online', this.cameOnline);
    this.open();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener('offline', this.wentOffline);
    window.removeEventListener('online', this.cameOnline);
    this.drop();
  }

  // The browser knows the network is gone before the socket does: drop it, and wait for the network to return.
  private readonly wentOffline = () => {
    if (this.stopped) return;
    this.drop();
    this.setLink({ status: ChatStatus.Reconnecting });
  };

  private readonly cameOnline = () => {
    if (this.stopped || this.ws) return;
    clearTimeout(this.retryTimer);
    this.failures = 0;
    this.open();
  };

  /** Sends `frame` when ready; false when it could not go (the caller keeps it for the next 'ready'). */
  send(frame: ChatClientFrame): boolean {
    if (!this.ready || !this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  /** A refreshed token signs the open socket in again, so the chat is not dropped. */
  tokenChanged(token: string | null): void {
    if (!token || token === this.signedWith || !this.ws || this.ws.readyState !== WebSocket.OPEN) return;
    this.signedWith = token;
    this.ws.send(JSON.stringify({ type: 'auth', token } satisfies ChatClientFrame));
  }

  private setLink(change: Partial<ChatLink>): void {
    this.link = { ...this.link, ...change };
    this.options.onLink(this.link);
  }

  private open(): void {
    const token = this.options.token();
    if (!token) {
      this.setLink({ status: ChatStatus.Disconnected, end: 'broken' });
      return;
    }
    const ws = new WebSocket(this.options.url);
    this.ws = ws;
    ws.onopen = () => {
      this.signedWith = token;
      ws.send(JSON.stringify({ type: 'auth', token } satisfies ChatClientFrame));
    };
    ws.onmessage = (event: MessageEvent) => {
      if (ws !== this.ws) return;
      const frame = parseFrame(event.data);
      if (!frame) return;
      if (frame.type === 'ready') this.becameReady();
      this.options.onFrame(frame);
    };
    ws.onclose = (event: CloseEvent) => {
      if (ws === this.ws) this.closed(event.code);
    };
  }

  private becameReady(): void {
    this.ready = true;
    this.failures = 0;
    this.renewed = false;
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), CHAT_PING_MS);
    this.setLink({ status: ChatStatus.Online, everReady: true, end: null });
  }

  private drop(): void {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    this.ready = false;
    const ws = this.ws;
    this.ws = null;
    if (ws && ws.readyState !== WebSocket.CLOSED) ws.close(1000);
  }

  private closed(code: number): void {
    const rejected = this.signedWith;
    this.drop();
    if (this.stopped) return;
    if (code === ChatClose.Replaced) {
      this.setLink({ status: ChatStatus.Disconnected, end: 'replaced' });
      return;
    }
    if (code === ChatClose.Unauthorized) {
      // A refused token is refreshed and tried once more; refused again, the chat cannot sign in.
      if (this.renewed || !rejected) {
        this.setLink({ status: ChatStatus.Disconnected, end: 'broken' });
        return;
      }
      this.renewed = true;
      this.setLink({ status: ChatStatus.Reconnecting });
      void this.options.renew(rejected).then(
        (fresh) => {
          if (this.stopped) return;
          if (fresh) this.open();
          else this.setLink({ status: ChatStatus.Disconnected, end: 'broken' });
        },
        () => this.retry(),
      );
      return;
    }
    this.retry();
  }

  private retry(): void {
    // Offline, every attempt would fail and use up the retries: the 'online' event reconnects instead.
    if (!navigator.onLine) {
      this.setLink({ status: ChatStatus.Reconnecting });
      return;
    }
    const delay = CHAT_RETRY_DELAYS_MS[this.failures];
    this.failures += 1;
    if (delay === undefined) {
      this.setLink({ status: ChatStatus.Disconnected, end: 'broken' });
      return;
    }
    this.setLink({ status: ChatStatus.Reconnecting });
    this.retryTimer = setTimeout(() => {
      if (!this.stopped) this.open();
    }, delay);
  }
}
