// Outgoing webhooks under load: 10,000 events delivered to 10 endpoints (one per workspace) by a
// real server (as `npm start` runs it, after the build) on PostgreSQL, to a local receiver that
// answers in 20 ms and counts each webhook-id: how long until all arrive, none lost, none twice.
// Standalone: npx tsx bench/webhooks.ts — rewrites its section of RESULTS.md.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { freePort } from '../e2e/support/free-port.ts';
import { createBenchDatabase } from './support/postgres.ts';
import { measure, writeResultsSection } from './support/results-section.ts';
import { call, signUp } from './support/session.ts';
import { median, spawnPublia } from './support/spawn-publia.ts';

const ENDPOINTS = 10;
const EVENTS = 10_000;
const ANSWER_MS = 20;
const TARGET_SECONDS = 60;
/** After the last webhook-id arrives, how long the receiver keeps listening for a duplicate. */
const QUIET_MS = 3_000;
/** The queue a durable subscriber reads (`event.<event>.<subscriber>`): what `ctx.events.emit` writes to. */
const EVENT_QUEUE = 'event.post.published.webhooks';

export interface WebhookFigures {
  events: number;
  endpoints: number;
  deliveredSeconds: number;
  received: number;
  unique: number;
  lost: number;
  twice: number;
  /** From the start of the emission to each webhook-id's first arrival at the receiver. */
  latencyP50Ms: number;
  latencyP95Ms: number;
  perSecond: number;
  database: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/** The local receiver: answers each POST after 20 ms, counts every webhook-id and when its first copy arrived. */
async function startCountingReceiver() {
  const seen = new Map<string, { count: number; at: number }>();
  let received = 0;
  let lastNewAt = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received++;
      const id = String(req.headers['webhook-id'] ?? '');
      const known = seen.get(id);
      if (known) known.count++;
      else {
        lastNewAt = performance.now();
        seen.set(id, { count: 1, at: performance.now() });
      }
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"received":true}');
      }, ANSWER_MS);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    received: () => received,
    lastNewAt: () => lastNewAt,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Fewer `events` than the default 10,000 make a shorter run. */
export async function benchWebhooks(port: number, { events = EVENTS } = {}): Promise<WebhookFigures> {
  const database = await createBenchDatabase('publia_bench_webhooks');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publia-bench-webhooks-'));
  const receiver = await startCountingReceiver();
  const server = await spawnPublia({ DATA_DIR: dataDir, DATABASE_URL: database.url, ALLOW_PRIVATE_URLS: 'true', AUTH_RATE_LIMIT_MAX_PER_IP: '1000' }, port);
  // The bench emits as a web instance does: it writes the event's job to the durable subscriber's queue.
  const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 2, supervise: false, schedule: false });
  boss.on('error', (error: Error) => console.error('pg-boss (bench)', error.message));
  try {
    await boss.start();
    const workspaces: string[] = [];
    for (let i = 0; i < ENDPOINTS; i++) {
      const session = await signUp(server.url, `bench-webhooks-${i}@publia.local`);
      await call(session, 'POST', '/api/integrations/webhooks', { url: `${receiver.url}/ws${i}`, eventTypes: ['post.published'] });
      workspaces.push(session.workspaceId);
    }

    const started = performance.now();
    const jobs = Array.from({ length: events }, (_, i) => ({
      data: {
        workspaceId: workspaces[i % ENDPOINTS],
        contentId: randomUUID(),
        authorId: null,
        title: `Publication de mesure n° ${i}`,
        platforms: ['twitter', 'linkedin'],
        wasScheduled: true,
      },
    }));
    for (let i = 0; i < jobs.length; i += 1_000) await boss.insert(EVENT_QUEUE, jobs.slice(i, i + 1_000));

    const deadline = started + 3 * TARGET_SECONDS * 1000;
    while (receiver.seen.size < events && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const deliveredSeconds = Math.round((receiver.lastNewAt() - started) / 100) / 10;
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));

    const latencies = [...receiver.seen.values()].map((entry) => entry.at - started).sort((a, b) => a - b);
    const twice = [...receiver.seen.values()].filter((entry) => entry.count > 1).length;
    return {
      events,
      endpoints: ENDPOINTS,
      deliveredSeconds,
      received: receiver.received(),
      unique: receiver.seen.size,
      lost: events - receiver.seen.size,
      twice,
      latencyP50Ms: median(latencies),
      latencyP95Ms: percentile(latencies, 0.95),
      perSecond: Math.round(receiver.seen.size / deliveredSeconds),
      database: 'PostgreSQL',
    };
  } finally {
    await boss.stop({ graceful: false }).catch(() => {});
    await server.stop();
    await receiver.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function webhooksSection(f: WebhookFigures, verdict: (ok: boolean) => string): string {
  return `## Outgoing webhooks

| what | target | measured | |
|---|---|---|---|
| ${f.events.toLocaleString('en')} events to ${f.endpoints} endpoints (a local receiver answering in ${ANSWER_MS} ms), first emitted → last received | ≤ ${TARGET_SECONDS} s | ${f.deliveredSeconds} s (${f.perSecond} deliveries/s; arrival after the first emission p50 ${(f.latencyP50Ms / 1000).toFixed(1)} s, p95 ${(f.latencyP95Ms / 1000).toFixed(1)} s) | ${verdict(f.deliveredSeconds <= TARGET_SECONDS)} |
| lost (webhook-ids never received) | 0 | ${f.lost} | ${verdict(f.lost === 0)} |
| delivered twice (a webhook-id received more than once) | 0 | ${f.twice} (${f.received.toLocaleString('en')} requests for ${f.unique.toLocaleString('en')} ids) | ${verdict(f.twice === 0)} |

\`bench/webhooks.ts\`: the server as \`npm start\` runs it (ROLE=all, ${f.database}, \`ALLOW_PRIVATE_URLS=true\` for the local
receiver), ten signed-up workspaces each with one event webhook subscribed to \`post.published\`. The ${f.events.toLocaleString('en')} events are
written at once, 1,000 per insert, to the durable subscriber's pg-boss queue (\`${EVENT_QUEUE}\`) — what \`ctx.events.emit\` does — so
everything from there is the real path: the fan-out writes each event's deliveries, the delivery jobs claim, sign (Standard
Webhooks) and POST them. The receiver (node:http in the bench process) answers 200 after ${ANSWER_MS} ms and counts every
\`webhook-id\`; it keeps listening ${QUIET_MS / 1000} s after the last new one for duplicates.
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { figures, measured } = await measure(async () => benchWebhooks(await freePort()));
  console.log(JSON.stringify(figures, null, 2));
  const section = webhooksSection(figures, (ok) => (ok ? '✅ tenu' : '❌ manqué'));
  writeResultsSection(section, measured);
  console.log(section);
}
