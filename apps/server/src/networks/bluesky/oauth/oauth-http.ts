import { frenchMessage } from '@publia/shared';
import { NetworkError } from '../../network-error.ts';
import { BLUESKY, type BlueskyOAuthContext } from './context.ts';

/** An answer as the OAuth steps read it: its status and headers, and the JSON body (null when there is none or it is not JSON). */
export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface JsonRequest {
  method?: 'GET' | 'POST';
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

// Documents read from servers anyone may run are kept small: a metadata file is a few kilobytes.
const MAX_BODY_CHARS = 200_000;

/**
 * One call of the connection's steps (discovery, PAR, token), under the context's time-out. A
 * failure to reach the server is `transient`; any answer, even a refusal, is handed back for the
 * step to read (a DPoP nonce request is a 400 to answer, not an error). Redirects are not followed:
 * the metadata documents must be answered where they are asked for.
 */
export async function requestJson(context: BlueskyOAuthContext, url: string, request: JsonRequest = {}): Promise<JsonAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  try {
    response = await context.fetch(url, {
      method: request.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(context.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    if (timedOut) throw new NetworkError(BLUESKY, 'transient', frenchMessage('network.timeout', { seconds: Math.round(context.timeoutMs / 1000) }));
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new NetworkError(BLUESKY, 'transient', frenchMessage('network.unreachable', { reason: String(reason) }));
  }
  const text = (await response.text().catch(() => '')).slice(0, MAX_BODY_CHARS);
  return { status: response.status, headers: response.headers, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (!/^\s*[[{]/.test(text)) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The body as an object of fields, or an empty one. */
export const fieldsOf = (answer: JsonAnswer): Record<string, unknown> =>
  answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body) ? (answer.body as Record<string, unknown>) : {};

export const stringField = (fields: Record<string, unknown>, name: string): string | null => {
  const value = fields[name];
  return typeof value === 'string' && value ? value : null;
};
