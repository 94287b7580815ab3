import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ChangeFeed } from '../db/change-feed';
import { readCache, type Tagged } from './read-cache';

/**
 * An answer checked against its response schema and serialized once, as the route's serializer would, so a
 * cached answer is sent as is: checking and serializing 20 product cards costs more than finding them.
 */
export type JsonAnswer = { readonly json: string };

export function jsonAnswer<S extends z.ZodType>(schema: S, value: z.input<S>): JsonAnswer {
  return { json: JSON.stringify(schema.parse(value)) };
}

/** A string payload with a JSON type passes Fastify's serializer untouched. */
export function sendJson(reply: FastifyReply, answer: JsonAnswer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(answer.json);
}

/**
 * Serialized answers kept until a change of their tags is committed; `sharedTags` are added to every entry
 * (what all of a module's answers are read from, such as 'catalog' for products, brands and vehicles).
 */
export function answerCache(changes: ChangeFeed, sharedTags: readonly string[]) {
  const cache = readCache<JsonAnswer>(changes);
  return <S extends z.ZodType>(key: string, schema: S, read: () => Promise<Tagged<z.input<S>>>) =>
    cache.get(key, async () => {
      const { value, tags } = await read();
      return { value: jsonAnswer(schema, value), tags: [...sharedTags, ...tags] };
    });
}
export type AnswerCache = ReturnType<typeof answerCache>;
