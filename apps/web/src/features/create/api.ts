import {
  contentEndpoints as endpoints,
  CSRF_HEADER,
  mediaResponseSchema,
  TIMEOUTS,
  type GenerationRequest,
  type GenerationResponse,
  type Media,
  type MediaType,
  type PhotoFilter,
} from '@publia/shared';
import { api, ApiError, CLIENT_ERROR_CODES, errorFromFailure, errorFromResponse, getCsrfToken } from '../../lib/api-client.ts';
import { tActive } from '../../lib/i18n/index.ts';

/** The create screen's calls: upload (with progress), filter, read a medium, generate. */

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `POST /api/media` through XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not). Same CSRF header and error mapping as the API client.
 */
export function uploadMedia(file: File, kind: MediaType, onProgress: (fraction: number) => void): Promise<Media> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoints.uploadMedia.method, endpoints.uploadMedia.path);
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = getCsrfToken();
    if (csrf) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.timeout = TIMEOUTS.generationMs;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, body, { sessionExpiredOn401: true }));
        return;
      }
      const parsed = mediaResponseSchema.safeParse(body);
      if (!parsed.success) {
        const message = tActive('errors.connection', { message: tActive('errors.unexpectedAnswer') });
        reject(new ApiError({ status: xhr.status, code: CLIENT_ERROR_CODES.unknown, message }));
        return;
      }
      onProgress(1);
      resolve(parsed.data.data);
    });
    xhr.addEventListener('error', () => reject(errorFromFailure(new TypeError('network'), null)));
    xhr.addEventListener('timeout', () => reject(errorFromFailure(null, 'timeout')));
    const form = new FormData();
    // `kind` goes before the file: the server reads the fields sent ahead of it.
    form.append('kind', kind);
    form.append('file', file);
    xhr.send(form);
  });
}

export async function getMedia(id: string, signal?: AbortSignal): Promise<Media> {
  return (await api.call(endpoints.getMedia, { params: { id } }, { signal })).data;
}

/** Applies a filter on the server; answers a new medium (the source is kept). */
export async function filterMedia(id: string, filter: PhotoFilter): Promise<Media> {
  return (await api.call(endpoints.filterMedia, { params: { id }, body: { filter } })).data;
}

export function generateContent(request: GenerationRequest): Promise<GenerationResponse> {
  return api.call(endpoints.generate, { body: request }, { timeoutMs: TIMEOUTS.generationMs });
}
