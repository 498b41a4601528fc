import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSigned } from './send-signed.ts';

let server: Server;
let port: number;
let received = 0;

beforeAll(async () => {
  server = createServer((_, response) => {
    received++;
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (url: string, allowPrivate: boolean) =>
  sendSigned({
    url,
    messageId: 'msg_1',
    timestamp: new Date(),
    body: '{}',
    secrets: ['whsec_' + Buffer.from('k'.repeat(32)).toString('base64')],
    timeoutMs: 5_000,
    allowPrivate,
    excerptChars: 100,
  });

describe('a signed delivery', () => {
  it.each(['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]'])('never reaches a receiver inside the network, written %s, and is not retried', async (host) => {
    received = 0;
    const outcome = await send(`http://${host}:${port}/hook`, false);
    expect(outcome).toMatchObject({ delivered: false, retryable: false, error: { key: 'webhooks.error.privateAddress' } });
    expect(received).toBe(0);
  });

  it('reaches it when private addresses are allowed', async () => {
    expect(await send(`http://127.0.0.1:${port}/hook`, true)).toMatchObject({ delivered: true, statusCode: 200, responseExcerpt: 'ok' });
  });

  it('names a host that does not resolve', async () => {
    expect(await send('https://n8n.domaine-inexistant.invalid/hook', false)).toMatchObject({ delivered: false, retryable: true, error: { key: 'webhooks.error.unresolved' } });
  });
});
