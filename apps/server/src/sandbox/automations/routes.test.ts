import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { newMessageId, newWebhookSecret, signedHeaders } from '../../core/webhooks/sign.ts';
import { sandboxAutomationRoutes } from './routes.ts';

async function receiver() {
  const app = Fastify();
  await app.register(sandboxAutomationRoutes({ clock: { now: () => Date.parse('2026-11-28T10:00:00Z') }, controls: true }));
  return app;
}

const signed = (body: string) => signedHeaders(newMessageId(), new Date(), body, [newWebhookSecret()]);

describe('the demonstration automation receiver', () => {
  it('takes a signed event on one of the five paths and remembers it', async () => {
    const app = await receiver();
    const body = JSON.stringify({ type: 'ping', timestamp: new Date().toISOString(), data: {} });
    const headers = signed(body);
    const answer = await app.inject({ method: 'POST', url: '/sandbox/automations/publish-content', headers: { ...headers, 'content-type': 'application/json' }, payload: body });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, id: headers['webhook-id'] });
    const { received } = (await app.inject({ method: 'GET', url: '/sandbox/automations/_received' })).json();
    expect(received).toEqual([expect.objectContaining({ path: 'publish-content', webhookId: headers['webhook-id'], type: 'ping', receivedAt: '2026-11-28T10:00:00.000Z' })]);
  });

  it('answers 404 under an unknown path, and 400 without the signature headers', async () => {
    const app = await receiver();
    const body = JSON.stringify({ type: 'ping' });
    expect(
      (await app.inject({ method: 'POST', url: '/sandbox/automations/inconnu', headers: { ...signed(body), 'content-type': 'application/json' }, payload: body })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/sandbox/automations/events/mon-flux', headers: { 'content-type': 'application/json' }, payload: body })).statusCode).toBe(
      400,
    );
  });
});
