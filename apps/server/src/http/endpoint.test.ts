import { endpoint } from '@publia/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serve } from './endpoint.ts';

const tag = 'test';
const wrapped = endpoint({
  method: 'GET',
  path: '/api/wrapped',
  access: 'public',
  tag,
  summary: 'An answer in the wrapper',
  response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ n: z.number() }) }),
});
const text = endpoint({ method: 'GET', path: '/api/text', access: 'public', tag, summary: 'A text already serialised', response: wrapped.response });
const bare = endpoint({ method: 'GET', path: '/api/bare', access: 'public', tag, summary: 'An answer without the wrapper', response: z.object({ received: z.literal(true) }) });

describe('serve', () => {
  const app = Fastify();
  beforeAll(async () => {
    serve(app, wrapped, () => ({ message: 'ok', data: { n: 1 } }));
    serve(app, text, ({ reply }) => reply.type('application/json; charset=utf-8').send('{"success":true,"message":"tel quel","data":{"n":2}}'));
    serve(app, bare, () => ({ received: true as const }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('writes success: true first, before the fields the handler returned', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/wrapped' })).body).toBe('{"success":true,"message":"ok","data":{"n":1}}');
  });

  it('leaves alone the bytes a handler sent itself, and an answer declared without the flag', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/text' })).body).toBe('{"success":true,"message":"tel quel","data":{"n":2}}');
    expect((await app.inject({ method: 'GET', url: '/api/bare' })).body).toBe('{"received":true}');
  });
});
