import fastifyRateLimit from '@fastify/rate-limit';

import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { refuse } from './errors';

/** At most `max` requests per `windowMs`. */
export type LimitRule = { max: number; windowMs: number };

/** How hard one call may be hammered from one IP address, and at one e-mail address from anywhere. */
export type IpAndEmailPolicy = { name: string; perIp: LimitRule; perEmail: LimitRule };

/** In-process counters; routes opt in with limitByIp or limitByIpAndEmail. */
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

/** A preHandler counting the request against each of its keys' rules: 429 past any. */
function limitBy(
  app: FastifyInstance,
  name: string,
  keys: Array<{ kind: string; rule: LimitRule; keyOf: (request: FastifyRequest) => string }>,
): preHandlerAsyncHookHandler {
  const limiters = keys.map(({ kind, rule, keyOf }) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${kind}:${keyOf(request)}`,
    }),
  );
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) tooManyRequests(reply, result.ttlInSeconds);
    }
  };
}

/** Answers 429 with the seconds to wait. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', retryAfterSeconds);
  throw refuse('TOO_MANY_REQUESTS');
}

const ipOf = (request: FastifyRequest) => request.ip;

/** A preHandler counting the request against its IP address: 429 past the rule. */
export const limitByIp = (app: FastifyInstance, name: string, perIp: LimitRule) =>
  limitBy(app, name, [{ kind: 'ip', rule: perIp, keyOf: ipOf }]);

/** A preHandler counting the request against its IP and against the e-mail in its body: 429 past either. */
export const limitByIpAndEmail = (app: FastifyInstance, policy: IpAndEmailPolicy) =>
  limitBy(app, policy.name, [
    { kind: 'ip', rule: policy.perIp, keyOf: ipOf },
    { kind: 'email', rule: policy.perEmail, keyOf: emailOf },
  ]);
