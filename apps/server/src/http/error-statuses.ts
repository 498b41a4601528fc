import type { Endpoint, RouteErrorStatus } from '@publia/shared';
import { z } from 'zod';

/** What a route's own refusal of each status means, for the OpenAPI document (developers read it in English). */
const ROUTE_ERRORS: Readonly<Record<RouteErrorStatus, string>> = {
  400: 'A rule of the route refused the input, named in `field`',
  401: 'Wrong credentials, or the session ended',
  402: "The workspace's plan does not allow it (a limit reached), or the payment was refused",
  403: 'Not allowed for this member, or refused by the network',
  404: 'A record the input names does not exist in this workspace',
  409: "Conflicts with the record's current state, or with a concurrent change",
  410: 'The link has expired or was already used',
  413: 'The file or body is too large',
  415: 'The file is of a type the route does not take',
  422: 'Understood, but the content cannot be processed (an unreadable file or feed, a network that refuses it)',
  429: 'Too many requests; `retryAfterSeconds` and the `Retry-After` header say when to try again',
  502: 'The network or the payment provider answered with a failure',
  503: 'A service the route needs is unavailable for now',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the path parameters name a record (`:id`): an unknown or malformed one is that record's 404. */
const namesRecord = (params: z.ZodType | undefined) => params instanceof z.ZodObject && 'id' in params.shape;

/**
 * Every refusal a route may answer, by status, as its declaration implies it: validation's 400
 * (an input to check, or a JSON body that does not parse), the guard's 401 (any access but
 * `public`) and 403 (a role's action, the operators, or — on a write — a request from another
 * site or without the session's CSRF token), the 404 of an `:id`, the body parser's 413 and 415,
 * then the statuses the route's own rules declare. Each is answered with the API's error body.
 */
export function errorStatusesOf(endpoint: Endpoint): Map<number, string> {
  const statuses = new Map<number, string>();
  const write = WRITES.has(endpoint.method);
  if (endpoint.params || endpoint.query || endpoint.body || write) statuses.set(400, 'A faulty input, named in `field`, or a body that is not valid JSON');
  if (endpoint.access !== 'public') statuses.set(401, 'Not signed in, or the session ended');
  const byRole = endpoint.access !== 'public' && endpoint.access !== 'authenticated';
  if (byRole || write) {
    const reasons = [
      ...(endpoint.access === 'operator' ? ["Not one of the instance's operators (OPERATOR_EMAILS)"] : byRole ? ["The member's role does not allow it"] : []),
      ...(write ? ['a write from another site, or without the `x-csrf-token` of the session'] : []),
    ];
    statuses.set(403, reasons.join('; or '));
  }
  if (namesRecord(endpoint.params)) statuses.set(404, 'No record of this workspace has this id');
  if (write) {
    statuses.set(413, 'The body is larger than the server takes');
    statuses.set(415, 'The body is of a content type the route does not read');
  }
  // Every route reads the database (a session, a workspace, a record): while it does not answer, any
  // of them says so rather than failing.
  statuses.set(503, 'The database does not answer for now; `Retry-After` says when to ask again');
  for (const status of endpoint.errors ?? []) {
    const implied = statuses.get(status);
    statuses.set(status, implied ? `${implied}; or ${ROUTE_ERRORS[status].replace(/^\w/, (c) => c.toLowerCase())}` : ROUTE_ERRORS[status]);
  }
  return new Map([...statuses].sort(([a], [b]) => a - b));
}
