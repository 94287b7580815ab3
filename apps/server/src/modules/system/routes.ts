import { advanceClockRequest, clockAnswer, healthAnswer, UserRole } from '@tread/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SystemService } from './service';

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: healthAnswer, 503: healthAnswer } } },
    async (_request, reply) => {
      const health = await system.health();
      // 503 lets a load balancer take an instance whose database is gone out of rotation.
      return reply.status(health.database === 'up' ? 200 : 503).send(health);
    },
  );

  const { testClock } = system;
  if (testClock) {
    app.post(
      '/admin/clock/advance',
      {
        schema: { tags: ['system'], body: advanceClockRequest, response: { 200: clockAnswer } },
        config: { staffRoles: [UserRole.Admin] },
      },
      async (request) => {
        testClock.advance(request.body.minutes * 60_000);
        return { now: testClock.now().toISOString() };
      },
    );
    // Journeys that expect a date ask the shop's clock, which earlier journeys may have moved.
    app.get(
      '/admin/clock',
      {
        schema: { tags: ['system'], response: { 200: clockAnswer } },
        config: { staffRoles: [UserRole.Admin] },
      },
      async () => ({ now: testClock.now().toISOString() }),
    );
  }
};
