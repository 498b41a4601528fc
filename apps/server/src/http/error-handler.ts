import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { databaseCode, isUniqueViolation } from '../db/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import type { Clock } from '../lib/clock.ts';
import { countOf, createFailureLog, type FailureLog } from '../lib/failure-log.ts';
import { AppError } from './app-error.ts';

/** PostgreSQL's deadlock and serialization failures: the transaction was rolled back whole. */
const CONCURRENCY_FAILURES = new Set(['40P01', '40001']);

/** Fastify's own failures, answered with the catalogue instead of its English text. */
function fromFastifyError(error: FastifyError, contentType: string | undefined): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'http.unsupportedMediaType', { type: contentType ?? 'aucun' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'http.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'http.malformedJson');
  }
  if (error instanceof SyntaxError) return new AppError(400, 'http.malformedJson');
  // Two actions on the same rows at once (a cancel while the post is being claimed): nothing was written.
  if (CONCURRENCY_FAILURES.has(databaseCode(error))) return new AppError(409, 'http.concurrentChange');
  // A unique index refused a row a concurrent request wrote first: nothing of this request was kept.
  if (isUniqueViolation(error)) return new AppError(409, 'http.concurrentChange');
  const status = error.statusCode ?? 500;
  if (status === 429) return new AppError(429, 'http.rateLimited');
  if (status >= 400 && status < 500) return new AppError(status, 'validation.invalidBody');
  return null;
}

const send = (reply: FastifyReply, error: AppError) => {
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', error.retryAfterSeconds);
  return reply.status(error.statusCode).send(error.toBody());
};

/** How an outage of the database is logged: once, then a summary a minute, until it answers again. */
function databaseOutageLog(app: FastifyInstance, options: OutageOptions): FailureLog {
  const outage = createFailureLog({
    logger: app.log,
    clock: options.clock,
    lines: {
      first: 'base de données indisponible : les requêtes sont refusées (503)',
      summary: (count, since) => `${countOf(count, 'requête refusée', 'requêtes refusées')} faute de base de données depuis ${since}`,
      recovered: (count, since) => `base de données de nouveau joignable : ${countOf(count, 'requête refusée', 'requêtes refusées')} depuis ${since}`,
    },
    probe: options.databaseAnswers,
  });
  app.addHook('onClose', async () => outage.stop());
  return outage;
}

interface OutageOptions {
  clock: Clock;
  /** Whether the database answers again (its ping), asked while requests are refused. */
  databaseAnswers(): Promise<boolean>;
}

/**
 * No request may answer a stack trace: unknown failures are logged and answered as a plain 500.
 * A database that cannot be reached is no fault of the request: a 503 that says when to try again.
 * With a way to ask the database, its outage is logged as one event (see `createFailureLog`);
 * without (a bare test app), each refused request is.
 */
export function registerErrorHandler(app: FastifyInstance, options?: OutageOptions): void {
  const outage = options ? databaseOutageLog(app, options) : null;
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error, request.headers['content-type']);
    if (known) return send(reply, known);
    const where = { reqId: request.id, method: request.method, url: request.url };
    if (isDatabaseUnavailable(error)) {
      if (outage) outage.failed(error, where);
      else request.log.error({ err: error, ...where }, 'base de données indisponible');
      return send(reply, new AppError(503, 'http.databaseUnavailable', {}, undefined, DATABASE_RETRY_AFTER_SECONDS));
    }
    // The logger's error serializer keeps the kind, message, code and stack frames, never a
    // query's parameters nor a body; the SQLSTATE says which database failure it was.
    const sqlState = databaseCode(error);
    request.log.error({ err: error, ...where, ...(sqlState ? { sqlState } : {}) }, 'erreur inattendue');
    return reply.status(500).send(new AppError(500, 'http.internal').toBody());
  });
}
