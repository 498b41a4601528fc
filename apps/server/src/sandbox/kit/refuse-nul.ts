import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

const NUL = '\u0000';
/** Half of a UTF-16 pair without its other half: no character, which PostgreSQL's JSON refuses as it refuses a NUL. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The path of the first NUL (or lone half of a UTF-16 pair) in a parameter, the query or a parsed body (a form, JSON, multipart fields); null when there is none. */
function nulAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path || 'corps' : null;
  if (value === null || typeof value !== 'object' || depth > 32 || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (unstorable(key)) return path || 'corps';
    const found = nulAt(inner, here, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL refuses a NUL in text (and a lone UTF-16 half in JSON), so a fake answers it as the bad request it is before any
 * lookup, instead of failing the query: a 400, which each fake's error handler writes in its
 * network's own format. Tabs and line breaks stay allowed: posts hold them.
 */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  const field = nulAt(request.params, '') ?? nulAt(request.query, '') ?? nulAt(request.body, '');
  if (field) throw new AppError(400, 'validation.controlCharacter', { field }, field);
}
