import type { FastifyRequest } from 'fastify';

/** Graph takes parameters in the query, a form or a JSON body alike. */
export function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body) ? (request.body as Record<string, unknown>) : {};
  return { ...(request.query as Record<string, unknown>), ...body };
}

export const textParam = (params: Record<string, unknown>, name: string): string | null => {
  const value = params[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
};

/** `false`, `"false"` and `0` all mean no, as Graph reads them. */
export const flagParam = (params: Record<string, unknown>, name: string, fallback: boolean): boolean => {
  const value = textParam(params, name);
  return value === null ? fallback : !['false', '0'].includes(value.toLowerCase());
};

/** Top-level names of a `fields` parameter: `picture.type(large),comments.summary(true){id}` → picture, comments. */
export function fieldNames(fields: string | null, defaults: string[]): Set<string> {
  if (!fields) return new Set(defaults);
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fields) {
    if (char === '(' || char === '{') depth++;
    if (char === ')' || char === '}') depth--;
    if (char === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else current += char;
  }
  names.push(current);
  return new Set(['id', ...names.map((name) => name.trim().split(/[.({]/)[0]!).filter(Boolean)]);
}

/** Keeps the asked fields of a node, as Graph answers only what `fields` names. */
export const pickFields = (node: Record<string, unknown>, names: Set<string>) =>
  Object.fromEntries(Object.entries(node).filter(([key, value]) => names.has(key) && value !== undefined));
