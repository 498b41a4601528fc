import { apiErrorSchema, CSRF_HEADER, pathOf, TIMEOUTS, type CallInput, type Endpoint, type EndpointResponse } from '@publia/shared';
import type { z } from 'zod';
import { getActiveLocale, hasMessage, tActive } from './i18n/index.ts';

/** Codes of failures that happened before or without an HTTP answer. */
export const CLIENT_ERROR_CODES = {
  timeout: 'client.timeout',
  aborted: 'client.aborted',
  network: 'client.network',
  unknown: 'client.unknown',
} as const;

/**
 * The only error the API client throws. `status` is the HTTP status, or 0 when no answer came back;
 * `message` is ready to show in the current language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly params: Record<string, string | number> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    field?: string | undefined;
    params?: Record<string, string | number> | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.params = init.params;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** The server could not be reached, answered nothing in time, or failed on its side. */
  get isConnectionFailure(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// ---------------------------------------------------------------------------------------------
// Session hooks: the CSRF token of the last SessionResponse and what to do on a 401.

let csrfToken: string | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app registers what a 401 does (forget the session, tell the user, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

// ---------------------------------------------------------------------------------------------
// Error mapping: each failure (status, time-out, no network) to the message the user reads.

export interface ErrorMappingOptions {
  /** `false` when the caller deals with a 401 itself (sign-in form, initial session check). */
  sessionExpiredOn401: boolean;
}

/** The server's message, translated through the `api.` catalogue when the interface is not French. */
function serverMessage(body: z.infer<typeof apiErrorSchema>): string {
  const key = `api.${body.code}`;
  if (getActiveLocale() !== 'fr' && hasMessage(key)) return tActive(key, body.params);
  return body.message;
}

/**
 * The `message` (and `code`) of an answer that is not quite the API's error shape — a 5xx from a
 * proxy or a framework, a body with one odd field: its message is still worth more than a status.
 */
function looseDetails(body: unknown): { code?: string; message: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, code } = body as { message?: unknown; code?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return { message: message.trim(), ...(typeof code === 'string' && code !== '' ? { code } : {}) };
}

/**
 * Turns a non-OK HTTP answer into an ApiError carrying the message the user should read: for
 * statuses without a message of their own, the server's `message` field if present (translated by
 * `code` when the interface is not French), else "Erreur {status}".
 */
export function errorFromResponse(status: number, body: unknown, options: ErrorMappingOptions): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  const details = parsed.success ? parsed.data : undefined;
  const loose = details ? undefined : looseDetails(body);
  const code = details?.code ?? loose?.code ?? `http.${status}`;

  let message: string;
  if (status === 401 && options.sessionExpiredOn401) message = tActive('errors.sessionExpired');
  else if (status === 403 && code !== 'http.csrf') message = tActive('errors.forbidden');
  else if (status === 429) message = tActive('errors.rateLimited');
  else if (details) message = serverMessage(details);
  else if (loose) message = serverMessage({ success: false, code, message: loose.message });
  else message = tActive('errors.status', { status });

  return new ApiError({
    status,
    code,
    message,
    field: details?.field,
    params: details?.params,
    retryAfterSeconds: details?.retryAfterSeconds,
  });
}

/** Turns a failure without an HTTP answer into an ApiError. */
export function errorFromFailure(error: unknown, reason: 'timeout' | 'aborted' | null): ApiError {
  if (reason) {
    return new ApiError({
      status: 0,
      code: reason === 'timeout' ? CLIENT_ERROR_CODES.timeout : CLIENT_ERROR_CODES.aborted,
      message: tActive('errors.noResponse'),
    });
  }
  if (error instanceof TypeError) {
    return new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: tActive('errors.network') });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ApiError({
    status: 0,
    code: CLIENT_ERROR_CODES.unknown,
    message: tActive('errors.connection', { message: detail }),
  });
}

// ---------------------------------------------------------------------------------------------
// Requests.

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * What a 401 does: `'redirect'` (default) forgets the session, tells the user it expired and
   * sends them to /login; `'throw'` only throws, for callers that handle a 401 themselves.
   */
  onUnauthorized?: 'redirect' | 'throw';
  /** Validates the answer; the result is typed after it. */
  schema?: z.ZodType<T>;
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // An empty value is no filter: left out, as an absent one.
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers[CSRF_HEADER] = csrfToken;

  const controller = new AbortController();
  let stopReason: 'timeout' | 'aborted' | null = null;
  const timer = setTimeout(() => {
    stopReason = 'timeout';
    controller.abort();
  }, options.timeoutMs ?? TIMEOUTS.mainApiMs);
  const onCallerAbort = () => {
    stopReason ??= 'aborted';
    controller.abort();
  };
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener('abort', onCallerAbort);

  let response: Response;
  let body: unknown;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    body = await readJson(response);
  } catch (error) {
    throw errorFromFailure(error, stopReason);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }

  if (!response.ok) {
    const redirect = (options.onUnauthorized ?? 'redirect') === 'redirect';
    const error = errorFromResponse(response.status, body, { sessionExpiredOn401: redirect });
    if (response.status === 401 && redirect) unauthorizedHandler?.(error);
    throw error;
  }

  if (!options.schema) return body as T;
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.unknown,
      message: tActive('errors.connection', { message: tActive('errors.unexpectedAnswer') }),
    });
  }
  return parsed.data;
}

/** What a call may add: a caller's abort signal, a longer time-out, what a 401 does. */
export type CallOptions = Pick<RequestOptions<unknown>, 'signal' | 'timeoutMs' | 'onUnauthorized'>;

/**
 * Calls a declared endpoint (`@publia/shared` endpoints): its method, its path with the params
 * filled in, its query and JSON body, and its answer checked against the declared schema — no
 * path is written in the features. Features' API files call this and nothing else.
 */
function call<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
  const parts = input as { params?: Record<string, unknown>; query?: RequestOptions<unknown>['query']; body?: unknown };
  return apiRequest(pathOf(endpoint, parts.params), {
    ...options,
    method: endpoint.method,
    query: parts.query,
    body: parts.body,
    schema: endpoint.response as z.ZodType<EndpointResponse<E>> | undefined,
  });
}

export const api = { call };
