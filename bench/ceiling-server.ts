// The ceiling: bare Fastify routes answering the same JSON from memory, no database, no validation.
import Fastify from 'fastify';

const health = {
  status: 'ok',
  database: 'up',
  version: '1.3.16',
  uptimeSeconds: 1,
  startedAt: new Date().toISOString(),
};
// What a placed order answers; the request's JSON body is parsed (Fastify's own parser) and not looked at.
const placed = { orderNumbers: ['2611240000000001'], total: 21_999, payBefore: new Date().toISOString() };
const app = Fastify();
app.get('/api/health', async () => health);
app.post('/api/p/order/submit', async () => placed);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ceiling serving ${address}`);
