import { CSRF_HEADER, pathOf, TIMEOUTS, type Endpoint, type EndpointResponse } from '@publia/shared';
import type { z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES, errorFromFailure, errorFromResponse, getCsrfToken } from './api-client.ts';
import { tActive } from './i18n/index.ts';

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export interface UploadOptions {
  /** The endpoint's `:name` segments. */
  params?: Record<string, string>;
  /** The whole upload's limit: a large file on a slow line needs more than an API call. */
  timeoutMs?: number;
  /** Stops the upload (the page was left, another file was chosen). */
  signal?: AbortSignal;
}

/**
 * Sends a multipart form to a declared endpoint through XMLHttpRequest, the one browser API that
 * reports upload progress (fetch does not): `onProgress` gets the fraction sent, 0 to 1. Same CSRF
 * header, error mapping and answer check as the API client.
 */
export function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  form: FormData,
  onProgress: (fraction: number) => void,
  options: UploadOptions = {},
): Promise<EndpointResponse<E>> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(errorFromFailure(null, 'aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, pathOf(endpoint, options.params));
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = getCsrfToken();
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.timeout = options.timeoutMs ?? TIMEOUTS.generationMs;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    const stop = () => xhr.abort();
    options.signal?.addEventListener('abort', stop);
    const settle = () => options.signal?.removeEventListener('abort', stop);
    xhr.addEventListener('load', () => {
      settle();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, body, { sessionExpiredOn401: true }));
        return;
      }
      const parsed = endpoint.response ? (endpoint.response as z.ZodType<EndpointResponse<E>>).safeParse(body) : { success: true as const, data: body as EndpointResponse<E> };
      if (!parsed.success) {
        const message = tActive('errors.connection', { message: tActive('errors.unexpectedAnswer') });
        reject(new ApiError({ status: xhr.status, code: CLIENT_ERROR_CODES.unknown, message }));
        return;
      }
      onProgress(1);
      resolve(parsed.data);
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(errorFromFailure(new TypeError('network'), null));
    });
    xhr.addEventListener('timeout', () => {
      settle();
      reject(errorFromFailure(null, 'timeout'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(errorFromFailure(null, 'aborted'));
    });
    xhr.send(form);
  });
}
