import { AUTOMATION_ENDPOINTS } from '@publia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.ts';

/** The receiver's first path segments: the five automation endpoints, and `events` for event webhooks. */
const SEGMENTS = new Set<string>([...AUTOMATION_ENDPOINTS.map((endpoint) => endpoint.path), 'events']);
/** What the receiver remembers, newest last: enough for a demo and the tests. */
const KEPT = 500;

export interface ReceivedRequest {
  path: string;
  webhookId: string | null;
  timestamp: string | null;
  signature: string | null;
  type: string | null;
  receivedAt: string;
}

type ReceiverRequest = FastifyRequest<{ Params: { '*': string } }>;

const typeOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { type?: unknown }).type === 'string' ? (body as { type: string }).type : null;

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

/**
 * The demonstration automation receiver (« Utiliser le récepteur de démonstration »): what an n8n
 * instance would be, offline. It answers 200 to a POST under one of the five automation paths or under
 * `events/…` that carries the Standard Webhooks headers, 400 without them, 404 under any other path
 * (an automation endpoint's health check then reads « Inactif »). It cannot check the signatures:
 * the secret is Publia's and the receiver's, and this one stands for the receiver without holding it.
 * With SANDBOX_CONTROLS, `GET /sandbox/automations/_received` lists what it was sent (tests, demos).
 */
export function sandboxAutomationRoutes(setup: { clock: Clock; controls: boolean }): (app: FastifyInstance) => Promise<void> {
  const received: ReceivedRequest[] = [];
  return async (app) => {
    app.post('/sandbox/automations/*', async (request: ReceiverRequest, reply: FastifyReply) => {
      const path = request.params['*'];
      if (!SEGMENTS.has(path.split('/')[0] ?? '')) return reply.status(404).send({ error: 'unknown_endpoint', path });
      const webhookId = header(request, 'webhook-id');
      const timestamp = header(request, 'webhook-timestamp');
      const signature = header(request, 'webhook-signature');
      if (!webhookId || !timestamp || !signature?.startsWith('v1,')) return reply.status(400).send({ error: 'missing_signature_headers' });
      received.push({ path, webhookId, timestamp, signature, type: typeOf(request.body), receivedAt: new Date(setup.clock.now()).toISOString() });
      if (received.length > KEPT) received.splice(0, received.length - KEPT);
      return reply.status(200).send({ received: true, id: webhookId });
    });
    if (setup.controls) {
      app.get('/sandbox/automations/_received', async () => ({ received }));
    }
  };
}
