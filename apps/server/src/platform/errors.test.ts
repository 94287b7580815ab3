import { DrizzleQueryError } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { refuse } from './errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  // Probe routes exercise the shared error handling the way every module's routes use it.
  const api = t.app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/probe',
    { schema: { body: z.object({ email: z.string().email('Invalid email address') }) } },
    async () => ({ ok: true }),
  );
  api.get('/api/probe/refused', async () => {
    throw refuse('INSUFFICIENT_INVENTORY');
  });
  api.get('/api/probe/bug', async () => {
    throw new Error('database exploded: secret detail');
  });
  // What pg answers when PostgreSQL closed the connection, wrapped by drizzle as every query's error is.
  api.get('/api/probe/terminated', async () => {
    const fatal = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new DrizzleQueryError('select 1', [], fatal);
  });
  api.get('/api/probe/refused-connection', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  api.get('/api/probe/duplicate', async () => {
    const duplicate = Object.assign(new Error('duplicate key value'), { code: '23505' });
    throw new DrizzleQueryError('insert', [], duplicate);
  });
});
afterAll(() => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/probe', payload, headers: { 'content-type': contentType } });

describe('error answers', () => {
  it('answers malformed JSON with a 400 JSON error', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'MALFORMED_REQUEST', message: expect.any(String) });
  });

  it('answers an oversized body with 413', async () => {
    const res = await post(JSON.stringify({ email: `${'a'.repeat(4000)}@example.com` }));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('REQUEST_TOO_LARGE');
  });

  it('answers invalid input with 400 and the schema message a shopper can read', async () => {
    const res = await post(JSON.stringify({ email: 'not-an-email' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: 'Invalid email address', field: 'email' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await post('email=a', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('passes a refusal through with its status, code and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/refused' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'INSUFFICIENT_INVENTORY', message: 'Insufficient inventory' });
  });

  it('hides a bug behind the generic 500 text and never leaks its detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 'SERVER_ERROR',
      message: 'Something went wrong, please try again later.',
    });
    expect(res.body).not.toContain('secret');
  });

  it('answers a lost or refused database connection with 503 and the generic text, not 500', async () => {
    for (const url of ['/api/probe/terminated', '/api/probe/refused-connection']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Something went wrong, please try again later.',
      });
    }
  });

  it('still answers a statement the database refused as a bug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/duplicate' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('SERVER_ERROR');
  });
});
