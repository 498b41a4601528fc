import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { idempotencyError, invalidParam } from './errors.ts';
import { load, save } from './store.ts';

interface StoredAnswer {
  method: string;
  path: string;
  status: number;
  body: string;
}

/** How long an answer is kept for its key: Stripe keeps them 24 hours. */
const KEPT = sql`interval '24 hours'`;

const keyOf = (request: FastifyRequest) => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key !== '' ? key : null;
};

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';

/**
 * Stripe's idempotency keys (the SDK sends one with every write and retries with the same): a
 * write sent again with its key gets the first answer back, replayed, and is not done twice — a
 * subscription is never charged twice for one click. The same key on another request is refused;
 * while the first is under way, a second one waits its turn (409, which the SDK retries).
 */
export function registerIdempotency(scope: FastifyInstance, db: Db): void {
  const owners = new WeakMap<FastifyRequest, string>();
  const inFlight = new Set<string>();

  scope.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (!key || request.method === 'GET') return;
    if (key.length > 255) throw invalidParam('Idempotency-Key');
    const stored = await load<StoredAnswer>(db, 'idempotency', key);
    if (stored) {
      if (stored.method !== request.method || stored.path !== pathOf(request)) throw idempotencyError(400, 'paymentSandbox.error.idempotencyMismatch');
      return reply.code(stored.status).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(stored.body);
    }
    if (inFlight.has(key)) throw idempotencyError(409, 'paymentSandbox.error.idempotencyInFlight');
    inFlight.add(key);
    owners.set(request, key);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const key = owners.get(request);
    // An answer of the sandbox's own failure is not kept: the retry is done again.
    if (key && reply.statusCode < 500 && typeof payload === 'string') {
      await save(db, 'idempotency', key, { method: request.method, path: pathOf(request), status: reply.statusCode, body: payload } satisfies StoredAnswer);
      await db.execute(sql`delete from sandbox_records where network = 'stripe' and kind = 'idempotency' and created_at < now() - ${KEPT}`);
    }
    return payload;
  });

  scope.addHook('onResponse', async (request) => {
    const key = owners.get(request);
    if (key) inFlight.delete(key);
  });
}
