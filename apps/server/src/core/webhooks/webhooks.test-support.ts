import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { TestApp } from '../../test/test-app.ts';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The body's bytes as they arrived: what the signature covers. */
  raw: string;
  body: { type: string; timestamp: string; data: Record<string, unknown> };
}

export type Answer = { status?: number; headers?: Record<string, string>; body?: string; hang?: boolean };

/**
 * A local receiver of webhooks. Unlike the fake OpenAI server it keeps each body's raw text (the
 * signature is over those bytes) and may answer any header (a redirect's Location) or never answer.
 */
const accept = (): Answer => ({ status: 200, body: '{"ok":true}' });

export async function startReceiver() {
  const received: Received[] = [];
  let answer: (request: Received) => Answer = accept;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Received['body'];
      try {
        body = JSON.parse(raw);
      } catch {
        body = { type: '', timestamp: '', data: {} };
      }
      const request = { path: req.url ?? '', headers: req.headers, raw, body };
      received.push(request);
      const reply = answer(request);
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answerWith(handler: (request: Received) => Answer) {
      answer = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/**
 * The Standard Webhooks signature computed here, independently of any library: base64 of
 * HMAC-SHA256, keyed by the secret's bytes (base64 after `whsec_`), over `id.timestamp.body`.
 */
export function expectedSignature(secret: string, id: string, timestamp: string, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export const signaturesOf = (request: Received): string[] => String(request.headers['webhook-signature'] ?? '').split(' ');

/** The headers `Webhook.verify` of the standardwebhooks package reads. */
export const verifiableHeaders = (request: Received): Record<string, string> => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

export interface DeliveryDbRow {
  id: string;
  endpoint_id: string;
  event_type: string;
  status: string;
  attempts: number;
  message_id: string;
}

export async function deliveryRows(t: TestApp, workspaceId: string): Promise<DeliveryDbRow[]> {
  return rawRows<DeliveryDbRow>(
    t.ctx.db,
    sql`select id, endpoint_id, event_type, status, attempts, message_id from webhook_deliveries where workspace_id = ${workspaceId} order by created_at, id`,
  );
}

/** The admin's bell, newest first. */
export async function notificationsOf(t: TestApp, userId: string): Promise<{ message: string; type: string; route: string | null }[]> {
  return rawRows(t.ctx.db, sql`select message, type, route from notifications where user_id = ${userId} order by created_at desc`);
}
