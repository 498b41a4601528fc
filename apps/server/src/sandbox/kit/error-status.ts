import type { FastifyError } from 'fastify';

/** Busboy's words for a body that is not the multipart it claims: no boundary, another one, cut short, an empty or oversized boundary. */
const MALFORMED_MULTIPART = /multipart data|boundary|needle/i;

/**
 * The status a fake answers an error with: its own, else 400 for a malformed multipart body (busboy's
 * errors carry no status, yet the caller sent the garbage), else 500.
 */
export function errorStatus(error: FastifyError): number {
  return error.statusCode ?? (MALFORMED_MULTIPART.test(error.message) ? 400 : 500);
}
