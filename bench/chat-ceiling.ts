// The chat benchmark's ceiling: a bare WebSocket relay (no sign-in check, no validation, no database, no
// fan-out) passing each shopper's 'send' straight to the agent's socket as a 'message' frame.
import { type WebSocket, WebSocketServer } from 'ws';

const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/api/ws' });
let agent: WebSocket | null = null;

server.on('connection', (socket) => {
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as {
      type: string;
      token?: string;
      clientId?: string;
      conversationId?: number;
    };
    if (frame.type === 'auth') {
      if (frame.token === 'agent') agent = socket;
      socket.send(JSON.stringify({ type: 'ready', role: frame.token === 'agent' ? 'agent' : 'customer' }));
    } else if (frame.type === 'send') {
      const message = { clientId: frame.clientId, conversationId: frame.conversationId };
      agent?.send(JSON.stringify({ type: 'message', message }));
    }
  });
});

server.on('listening', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`ceiling serving http://127.0.0.1:${address.port}`);
});
