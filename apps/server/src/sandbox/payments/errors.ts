import { frenchMessage, type ApiMessageKey } from '@publia/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { databaseCode, isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../http/app-error.ts';

/** PostgreSQL's deadlock and serialization failures: the transaction was rolled back whole. */
const CONCURRENCY_FAILURES = new Set(['40P01', '40001']);

/** Stripe's error object, as its SDK turns it into StripeCardError, StripeInvalidRequestError… */
export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

/** A refusal answered as Stripe answers it: `{ error: {…} }` with Stripe's status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const invalidRequest = (status: number, code: string, message: string, param?: string) =>
  new StripeApiError(status, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });

/** An id that names nothing: 404 in the path, 400 naming the parameter in the body, as Stripe does. */
export const noSuchObject = (object: string, id: string, param?: string) =>
  invalidRequest(param ? 400 : 404, 'resource_missing', frenchMessage('paymentSandbox.error.noSuchObject', { object, id }), param);

/** An object of another customer named in a customer's request: missing for this one, as Stripe says. */
export const notTheCustomers = (id: string, param: string) => invalidRequest(400, 'resource_missing', frenchMessage('paymentSandbox.error.notAttached', { id }), param);

export const missingParam = (param: string) => invalidRequest(400, 'parameter_missing', frenchMessage('paymentSandbox.error.missingParam', { param }), param);

export const invalidParam = (param: string, key: ApiMessageKey = 'paymentSandbox.error.invalidParam', params: Record<string, string> = {}) =>
  invalidRequest(400, 'parameter_invalid', frenchMessage(key, { param, ...params }), param);

/** A payment refused: no card to charge, or the card's bank says no. */
export const cardDeclined = (reason: 'no_card' | 'declined') =>
  new StripeApiError(402, {
    type: 'card_error',
    code: 'card_declined',
    ...(reason === 'declined' ? { decline_code: 'generic_decline' } : {}),
    message: frenchMessage(reason === 'declined' ? 'paymentSandbox.card.declined' : 'paymentSandbox.error.noCard'),
  });

export const idempotencyError = (status: number, key: ApiMessageKey) => new StripeApiError(status, { type: 'idempotency_error', message: frenchMessage(key) });

export const unauthenticated = () => invalidRequest(401, 'api_key_missing', frenchMessage('paymentSandbox.error.noApiKey'));

/** Another key than the account's, named as Stripe names it: its start and its last four characters only. */
export const wrongApiKey = (key: string) =>
  new StripeApiError(401, { type: 'invalid_request_error', message: frenchMessage('paymentSandbox.error.invalidApiKey', { key: `${key.slice(0, 8)}****${key.slice(-4)}` }) });

/** Fastify's and the database's own refusals, in French: what the caller sent, or a change that met another. */
function knownFailure(error: FastifyError, request: FastifyRequest): StripeApiError | null {
  const refused = (status: number, key: ApiMessageKey, params: Record<string, string> = {}) => invalidRequest(status, 'invalid_request', frenchMessage(key, params));
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refused(415, 'paymentSandbox.error.mediaType', { type: request.headers['content-type'] ?? 'aucun' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return refused(413, 'http.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return refused(400, 'http.malformedJson');
  }
  // Two changes of one object at once on PostgreSQL: nothing was written, Stripe says to try again.
  if (CONCURRENCY_FAILURES.has(databaseCode(error)) || isUniqueViolation(error)) return invalidRequest(409, 'lock_timeout', frenchMessage('http.concurrentChange'));
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? refused(status, 'validation.invalidBody') : null;
}

/** Whatever goes wrong under /v1 is answered in Stripe's shape, never in Publia's; a 500 says nothing more. */
export function answerStripeError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.statusCode).send({ error: { type: 'invalid_request_error', message: error.message, ...(error.field ? { param: error.field } : {}) } });
  }
  const known = error instanceof StripeApiError ? error : knownFailure(error, request);
  if (known) {
    if (known.status === 409) reply.header('stripe-should-retry', 'true');
    return reply.code(known.status).send({ error: known.body });
  }
  request.log.error({ err: error }, 'payment sandbox');
  return reply.code(500).send({ error: { type: 'api_error', message: frenchMessage('paymentSandbox.error.internal') } });
}
