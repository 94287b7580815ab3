import { Messages, type RefusalArgs, type RefusalBody, type RefusalCode, refusal } from '@tread/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from '../db/unreachable';

/** A refusal the shopper should read: one of the catalog's (packages/domain refusals.ts). */
export class AppError extends Error {
  readonly code: RefusalCode;
  readonly status: number;
  readonly field: string | undefined;
  constructor(body: RefusalBody) {
    super(body.message);
    this.code = body.code;
    this.status = body.status;
    this.field = body.field;
  }
}

/** The catalog's refusal `code`, ready to throw; figures fill a message that names them. */
export function refuse<C extends RefusalCode>(code: C, ...args: RefusalArgs<C>): AppError {
  return new AppError(refusal(code, ...args));
}

/** Input a rule refused: 400 INVALID_INPUT with the rule's message, on the field it is about. */
export function invalidInput(message: string, field?: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', status: 400, message, field });
}

/** Answers a refusal: status + { code, message, field? }. */
function send(reply: FastifyReply, error: AppError) {
  const body =
    error.field === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, field: error.field };
  return reply.status(error.status).send(body);
}

// Fastify's own client errors, answered in the shop's words instead of framework text.
const FRAMEWORK_ERRORS: Record<string, RefusalCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
};

/** Errors Fastify raises before routing (bad URL, over-long parameter): same shape as every other error. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { message } = refusal('MALFORMED_REQUEST');
  reply.status(error.statusCode ?? 400).send({ code: 'MALFORMED_REQUEST', message });
}

/** 'items.0.count' from a schema issue's instancePath '/items/0/count'; none for the whole input. */
const fieldOf = (instancePath: string): string | undefined =>
  instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The schemas carry the spec's messages; the first one is what the shopper sees, on its field.
      const first = error.validation[0];
      const field = first ? fieldOf(first.instancePath) : undefined;
      return send(reply, invalidInput(first?.message ?? Messages.MalformedRequest, field));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return send(reply, refuse(known));
    if (error.statusCode === 429) return send(reply, refuse('TOO_MANY_REQUESTS'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const { message } = refusal('MALFORMED_REQUEST');
      return reply.status(error.statusCode).send({ code: 'MALFORMED_REQUEST', message });
    }
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error, reqId: request.id }, 'database unreachable: answered 503');
      return send(reply, refuse('SERVICE_UNAVAILABLE'));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ code: 'SERVER_ERROR', message: Messages.ServerError });
  });
}
