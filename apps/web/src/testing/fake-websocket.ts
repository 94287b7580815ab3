import {
  type ChatClientFrame,
  ChatClose,
  type ChatConversation,
  ChatSender,
  type ChatServerFrame,
  chatClientFrame,
} from '@tread/domain';
import { backend } from './backend';
import { storeMessage } from './data/chat';

/** The browser's socket as the chat client uses it, talking to `chatServer` below instead of the network. */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;

  readyState = FakeWebSocket.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  /** Every frame this socket sent, in order. */
  readonly sent: ChatClientFrame[] = [];
  signedIn = false;

  constructor(readonly url: string) {
    chatServer.sockets.push(this);
    setTimeout(() => chatServer.accept(this), 0);
  }

  send(data: string): void {
    const frame = chatClientFrame.parse(JSON.parse(data));
    this.sent.push(frame);
    chatServer.receive(this, frame);
  }

  close(): void {
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server sends `frame` to this socket. */
  deliver(frame: ChatServerFrame): void {
    if (this.readyState === FakeWebSocket.OPEN) this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The server (or the network) ends this socket with `code`. */
  end(code: number): void {
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.({ code });
  }
}

/** The /api/ws side of the server, over the same held chat as the REST handlers (testing/data/chat.ts). */
function freshChatServer() {
  return {
    sockets: [] as FakeWebSocket[],
    /** Connections still to refuse before one is let through (the network is down). */
    refusing: 0,
    /** How many times each stored message is sent: the server delivers at least once. */
    echoes: 1,
    /** Sends arrive and are stored, but their echo is lost with the connection. */
    loseEchoes: false,
    online: true,

    accept(ws: FakeWebSocket): void {
      if (ws.readyState === FakeWebSocket.CLOSED) return;
      if (this.refusing > 0) {
        this.refusing -= 1;
        ws.end(1006);
        return;
      }
      ws.readyState = FakeWebSocket.OPEN;
      ws.onopen?.();
    },

    open(): FakeWebSocket[] {
      return this.sockets.filter((ws) => ws.readyState === FakeWebSocket.OPEN && ws.signedIn);
    },

    /** Sends `frame` to every signed-in socket, as the fan-out does. */
    broadcast(frame: ChatServerFrame): void {
      for (const ws of this.open()) ws.deliver(frame);
    },

    receive(ws: FakeWebSocket, frame: ChatClientFrame): void {
      if (frame.type === 'auth') {
        if (!backend.liveAccess.has(frame.token)) {
          ws.end(ChatClose.Unauthorized);
          return;
        }
        const first = !ws.signedIn;
        ws.signedIn = true;
        if (!first) return;
        ws.deliver({ type: 'ready', role: ChatSender.Customer });
        ws.deliver({ type: 'presence', online: this.online });
        return;
      }
      if (!ws.signedIn) {
        ws.end(ChatClose.Unauthorized);
        return;
      }
      switch (frame.type) {
        case 'send': {
          const message = storeMessage(
            backend.chat,
            frame.conversationId,
            ChatSender.Customer,
            frame.content,
            frame.clientId,
          );
          if (this.loseEchoes) {
            ws.end(1006);
            return;
          }
          for (let time = 0; time < this.echoes; time += 1) this.broadcast({ type: 'message', message });
          return;
        }
        case 'resume':
          for (const message of backend.chat.messages) {
            if (message.conversationId === frame.conversationId && message.id > frame.after) {
              ws.deliver({ type: 'message', message });
            }
          }
          return;
        case 'ping':
          ws.deliver({ type: 'pong' });
          return;
        case 'read': {
          const held = backend.chat.conversations.find((entry) => entry.id === frame.conversationId);
          if (held) held.customerReadUpTo = Math.max(held.customerReadUpTo, frame.upTo);
          return;
        }
        case 'typing':
          return;
      }
    },

    /** Customer service writes in `conversationId`; delivered to whoever is connected now. */
    agentSays(conversationId: number, text: string) {
      const message = storeMessage(backend.chat, conversationId, ChatSender.Agent, { kind: 'text', text });
      this.broadcast({ type: 'message', message });
      return message;
    },

    /** The network drops every connection; the next `refuse` attempts fail too. */
    dropAll(refuse = 0): void {
      this.refusing = refuse;
      for (const ws of this.sockets) ws.end(1006);
    },

    /** The same account signed in on another page: this tab's socket is replaced. */
    replace(): void {
      for (const ws of this.sockets) ws.end(ChatClose.Replaced);
    },

    conversationChanged(conversation: ChatConversation): void {
      this.broadcast({ type: 'conversation', conversation });
    },

    /** Frames of `type` sent by every socket so far, in order. */
    sentFrames<T extends ChatClientFrame['type']>(type: T): Extract<ChatClientFrame, { type: T }>[] {
      return this.sockets.flatMap((ws) =>
        ws.sent.filter((frame): frame is Extract<ChatClientFrame, { type: T }> => frame.type === type),
      );
    },
  };
}

export type FakeChatServer = ReturnType<typeof freshChatServer>;

export const chatServer: FakeChatServer = freshChatServer();

/** A fresh fake server, and the browser's WebSocket replaced by the fake one; call in beforeEach. */
export function resetChatServer(): void {
  Object.assign(chatServer, freshChatServer());
}
