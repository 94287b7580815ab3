import fastifyRateLimit from '@fastify/rate-limit';

import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { refuse } from './errors';

/** At most `max` requests per `windowMs`. */
export type LimitRule = { max: number; windowMs: number };

/** How hard one call may be hammered from one IP address, and at one e-mail address from anywhere. */
export type IpAndEmailPolicy = { name: string; perIp: LimitRule; perEmail: LimitRule };

/** In-process counters; routes opt in with limitByIpAndEmail. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}

// The body has passed its schema by the preHandler, so the e-mail is already normalized.
function emailOf(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string'
    ? body.email
    : '';
}

/** A preHandler counting the request against its IP and against the e-mail in its body: 429 past either. */
export function limitByIpAndEmail(
  app: FastifyInstance,
  policy: IpAndEmailPolicy,
): preHandlerAsyncHookHandler {
  const limiters = [
    app.createRateLimit({
      max: policy.perIp.max,
      timeWindow: policy.perIp.windowMs,
      keyGenerator: (request) => `${policy.name}:ip:${request.ip}`,
    }),
    app.createRateLimit({
      max: policy.perEmail.max,
      timeWindow: policy.perEmail.windowMs,
      keyGenerator: (request) => `${policy.name}:email:${emailOf(request)}`,
    }),
  ];
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw refuse('TOO_MANY_REQUESTS');
      }
    }
  };
}
