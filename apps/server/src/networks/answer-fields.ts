import type { Network } from '@publia/shared';
import { networkMessage } from './http.ts';
import { NetworkError } from './network-error.ts';

/**
 * Reading a network's JSON answer without trusting its shape: a field that is missing or of the
 * wrong type is an error of kind `unknown` naming the field — never a crash, and never an excerpt
 * of the body (token endpoints answer secrets).
 */
export function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function requireString(network: Network, body: unknown, path: string): string {
  const value = valueAt(body, path);
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw new NetworkError(network, 'unknown', networkMessage('network.missingField', { field: path }));
}

export function optionalString(body: unknown, path: string): string | null {
  const value = valueAt(body, path);
  return typeof value === 'string' && value !== '' ? value : null;
}

export function optionalNumber(body: unknown, path: string): number | null {
  const value = valueAt(body, path);
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return null;
}

/** An array field, or the error above when it is absent. */
export function requireList(network: Network, body: unknown, path: string): unknown[] {
  const value = valueAt(body, path);
  if (Array.isArray(value)) return value;
  throw new NetworkError(network, 'unknown', networkMessage('network.missingField', { field: path }));
}
