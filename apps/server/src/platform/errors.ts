import { Messages } from '@tread/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** A refusal the shopper should read: HTTP status + { code, message } with the spec's text. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const notFound = (message: string = Messages.PageDoesNotExist, code = 'NOT_FOUND') =>
  new AppError(404, code, message);

// Fastify's own client errors, answered in the shop's words instead of framework text.
const FRAMEWORK_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_REQUEST', message: Messages.MalformedRequest },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_REQUEST', message: Messages.MalformedRequest },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'REQUEST_TOO_LARGE', message: Messages.RequestTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: Messages.MalformedRequest },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_REQUEST', message: Messages.MalformedRequest },
};

/** Errors Fastify raises before routing (bad URL, over-long parameter): same shape as every other error. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply
    .status(error.statusCode ?? 400)
    .send({ code: 'MALFORMED_REQUEST', message: Messages.MalformedRequest });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The schemas carry the spec's messages; the first one is what the shopper sees.
      const first = error.validation[0];
      return reply
        .status(400)
        .send({ code: 'INVALID_INPUT', message: first?.message ?? Messages.MalformedRequest });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.status(error.statusCode ?? 400).send(known);
    if (error.statusCode === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: Messages.TooManyRequests });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: 'BAD_REQUEST', message: Messages.MalformedRequest });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ code: 'SERVER_ERROR', message: Messages.ServerError });
  });
}
