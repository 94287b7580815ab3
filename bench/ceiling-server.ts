// The ceiling: a bare Fastify route answering the same JSON from memory, no database, no validation.
import Fastify from 'fastify';

const health = {
  status: 'ok',
  database: 'up',
  version: '1.3.16',
  uptimeSeconds: 1,
  startedAt: new Date().toISOString(),
};
const app = Fastify();
app.get('/api/health', async () => health);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ceiling serving ${address}`);
