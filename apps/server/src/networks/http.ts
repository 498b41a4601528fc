import { frenchMessage } from '@publia/shared';
import type { NetworkContext } from './context.ts';
import { NetworkError, type NetworkErrorKind } from './network-error.ts';

export interface NetworkRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth token endpoints). */
  form?: Record<string, string | undefined>;
  /** Sent as is (multipart FormData, raw bytes). */
  body?: FormData | Buffer | Uint8Array;
  bearer?: string;
}

export interface NetworkAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Reads a network's own error out of an answer (some say it with HTTP 200), or returns null when
 * the answer is a success. Called for every answer.
 */
export type ErrorReader = (answer: NetworkAnswer) => NetworkError | null;

/** The kind an HTTP status means when the network's body says nothing more useful. */
export function kindOfStatus(status: number): NetworkErrorKind {
  if (status === 401) return 'token_expired';
  if (status === 403) return 'permission_missing';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'transient';
  if (status >= 400) return 'invalid_content';
  return 'unknown';
}

/** `Retry-After` in seconds or as a date, else the fallback. */
export function retryAfter(headers: Headers, fallbackSeconds = 60): Date {
  const value = headers.get('retry-after');
  const seconds = value && /^\d+$/.test(value) ? Number(value) : null;
  if (seconds !== null) return new Date(Date.now() + seconds * 1000);
  const date = value ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? new Date(Date.now() + fallbackSeconds * 1000) : new Date(date);
}

function buildUrl(url: string, query: NetworkRequest['query']): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) target.searchParams.set(key, String(value));
  return target.toString();
}

function buildInit(request: NetworkRequest): RequestInit {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.bearer) headers.authorization = `Bearer ${request.bearer}`;
  let body: RequestInit['body'];
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    const entries = Object.entries(request.form).filter((entry): entry is [string, string] => entry[1] !== undefined);
    body = new URLSearchParams(entries).toString();
  } else if (request.body) {
    body = request.body as RequestInit['body'];
  }
  return { method: request.method ?? (body ? 'POST' : 'GET'), headers, body };
}

function parseBody(network: NetworkContext['network'], status: number, text: string, contentType: string): unknown {
  if (!text) return null;
  const looksJson = contentType.includes('json') || /^\s*[[{]/.test(text);
  if (!looksJson) {
    if (status >= 200 && status < 300 && !contentType.includes('html')) return text;
    throw new NetworkError(network, status >= 500 ? 'transient' : 'unknown', frenchMessage('network.unreadable', { status, excerpt: excerpt(text) }), { status });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new NetworkError(network, 'unknown', frenchMessage('network.unreadable', { status, excerpt: excerpt(text) }), { status });
  }
}

const excerpt = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 120);

/**
 * One call to a network: time-out, JSON both ways, and every failure turned into a NetworkError
 * with the network's name — an HTML error page or a truncated JSON body included, never a crash.
 * A time-out after a write is `unknown` with `maybeDelivered`, so the engine does not publish twice.
 */
export async function callNetwork<T = unknown>(context: NetworkContext, request: NetworkRequest, readError: ErrorReader): Promise<NetworkAnswer<T>> {
  const init = buildInit(request);
  const writes = init.method !== 'GET';
  let response: Response;
  try {
    response = await context.fetch(buildUrl(request.url, request.query), {
      ...init,
      signal: AbortSignal.timeout(context.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (timedOut) {
      throw new NetworkError(context.network, writes ? 'unknown' : 'transient', frenchMessage('network.timeout', { seconds: Math.round(context.timeoutMs / 1000) }), {
        maybeDelivered: writes,
      });
    }
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new NetworkError(context.network, 'transient', frenchMessage('network.unreachable', { reason: String(reason) }));
  }
  const text = await response.text().catch(() => '');
  const body = parseBody(context.network, response.status, text, response.headers.get('content-type') ?? '');
  const answer: NetworkAnswer = { status: response.status, headers: response.headers, body };
  const error = readError(answer);
  if (error) throw error;
  if (response.status >= 400) {
    throw new NetworkError(context.network, kindOfStatus(response.status), frenchMessage('network.httpError', { status: response.status }), {
      status: response.status,
      ...(response.status === 429 ? { resetAt: retryAfter(response.headers) } : {}),
    });
  }
  return answer as NetworkAnswer<T>;
}
