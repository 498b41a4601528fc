import { contentEndpoints as endpoints, TIMEOUTS, type GenerationRequest, type GenerationResponse, type Media, type MediaType, type PhotoFilter } from '@publia/shared';
import { api } from '../../lib/api-client.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/** The create screen's calls: upload (with progress), filter, read a medium, generate. */

/** `POST /api/media` with its progress (the bar under the drop zone). */
export async function uploadMedia(file: File, kind: MediaType, onProgress: (fraction: number) => void): Promise<Media> {
  const form = new FormData();
  // `kind` goes before the file: the server reads the fields sent ahead of it.
  form.append('kind', kind);
  form.append('file', file);
  return (await uploadWithProgress(endpoints.uploadMedia, form, onProgress)).data;
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
