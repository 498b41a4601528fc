import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseCode, isUniqueViolation } from '../db/errors.ts';
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

/** No request may answer a stack trace: unknown failures are logged and answered as a plain 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : fromFastifyError(error, request.headers['content-type']);
    if (known) {
      if (known.retryAfterSeconds !== undefined) reply.header('retry-after', known.retryAfterSeconds);
      return reply.status(known.statusCode).send(known.toBody());
    }
    // The logger's error serializer keeps the kind, message, code and stack frames, never a
    // query's parameters nor a body; the SQLSTATE says which database failure it was.
    const sqlState = databaseCode(error);
    request.log.error({ err: error, reqId: request.id, method: request.method, url: request.url, ...(sqlState ? { sqlState } : {}) }, 'erreur inattendue');
    return reply.status(500).send(new AppError(500, 'http.internal').toBody());
  });
}
