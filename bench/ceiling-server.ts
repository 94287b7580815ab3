// The ceiling: bare Fastify routes answering JSON from memory, no database, no validation, no hooks. With
// SHOP_URL, every other GET path answers what the shop answered for it the first time, from memory: the ceiling
// for the same bytes, as a perfect cache in front of the shop would send them.
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
const shopUrl = process.env.SHOP_URL;
const answers = new Map<string, Promise<string>>();
const app = Fastify();
app.get('/api/health', async () => health);
app.post('/api/p/order/submit', async () => placed);
if (shopUrl) {
  app.get('/*', async (request, reply) => {
    let answer = answers.get(request.url);
    if (!answer) {
      // A staff token is passed on, so the ceiling of a console list holds the same staff answer.
      const authorization = request.headers.authorization;
      answer = fetch(`${shopUrl}${request.url}`, authorization ? { headers: { authorization } } : {}).then(
        (res) => res.text(),
      );
      answers.set(request.url, answer);
    }
    return reply.type('application/json; charset=utf-8').send(await answer);
  });
}
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`ceiling serving ${address}`);
