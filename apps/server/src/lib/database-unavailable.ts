import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * How long a client is asked to wait (`Retry-After`, in seconds) while the database cannot be
 * reached: long enough not to hammer a restarting server, short enough that a user retrying by hand
 * finds it back soon after it returns.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's answers that say the server, not the query, is the problem: the connection is lost or
 * refused (admin or crash shutdown, still starting, too many clients, the database gone or renamed).
 * Class 08 is every connection exception.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '3D000', '53300']);

/** Node's socket failures on the way to the database server. */
const UNREACHABLE_SOCKETS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres's own words when a connection drops or never comes: "Connection terminated
 * unexpectedly", "… due to connection timeout", the pool's "timeout exceeded when trying to
 * connect", and a client that lost its connection and can no longer be queried.
 */
const DRIVER_MESSAGES = /^Connection terminated\b|^timeout exceeded when trying to connect$|connection error and is not queryable/;

/** How deep an error is searched (the ORM's error, the driver's inside, an address's inside that). */
const MAX_DEPTH = 4;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether an error means the database cannot be reached for now — the request may succeed as is
 * later — rather than that this request is wrong. The driver's error comes as is, or as the `cause`
 * of the ORM's; a connection tried on each of a name's addresses fails with all of them in `errors`.
 * No other wrapper is opened: a `fetch` to a network that refuses the connection carries the same
 * socket error as its cause, and is that network's failure, not the database's.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  const { code, message, cause, errors } = error as ErrorLike;
  if (typeof code === 'string' && (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE_SOCKETS.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((each) => isDatabaseUnavailable(each, depth + 1))) return true;
  return error instanceof DrizzleQueryError && isDatabaseUnavailable(cause, depth + 1);
}
