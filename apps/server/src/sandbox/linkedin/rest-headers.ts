import type { FastifyReply, FastifyRequest } from 'fastify';
import type { createGate, FakeAnswer } from '../kit/gate.ts';
import { liError } from './dialect.ts';

/** How long LinkedIn keeps a monthly version alive (about a year). */
const VERSION_LIFETIME_MONTHS = 12;

const monthsSince = (year: number, month: number, now = new Date()) => (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - month);

/**
 * The refusal LinkedIn gives a `/rest/*` call without its versioned headers, or null: the
 * version is required, must be a live `YYYYMM` (not future, not retired), and Rest.li 2.0.0.
 */
export function restHeadersRefusal(request: FastifyRequest): FakeAnswer | null {
  const version = request.headers['linkedin-version'];
  if (typeof version !== 'string' || !version) {
    return liError(400, 'VERSION_MISSING', 'A version must be present. Please specify a version by adding the LinkedIn-Version header.');
  }
  const match = version.match(/^(\d{4})(\d{2})(?:\.\d{2})?$/);
  const age = match ? monthsSince(Number(match[1]), Number(match[2])) : null;
  if (age === null || Number(match![2]) < 1 || Number(match![2]) > 12 || age < 0 || age >= VERSION_LIFETIME_MONTHS) {
    return liError(426, 'NONEXISTENT_VERSION', `Requested version ${version} is not active`);
  }
  if (request.headers['x-restli-protocol-version'] !== '2.0.0') {
    return liError(400, 'ILLEGAL_ARGUMENT', 'X-Restli-Protocol-Version 2.0.0 is required for this resource');
  }
  return null;
}

/**
 * The door of a `/rest/*` endpoint: the gate (fault, token), then the versioned headers. Gives
 * the caller with its member URN, or null once the refusal is sent.
 */
export const restEntry = (gate: ReturnType<typeof createGate>) => async (request: FastifyRequest, reply: FastifyReply, operation: string) => {
  const caller = await gate.enter(request, reply, operation);
  if (!caller) return null;
  const refusal = restHeadersRefusal(request);
  if (refusal) return (gate.send(reply, refusal), null);
  return { ...caller, urn: `urn:li:person:${caller.userId}` };
};
