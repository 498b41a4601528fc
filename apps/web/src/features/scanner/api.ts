import { scannerEndpoints as endpoints, type Network, type ScannerAnalysis } from '@publia/shared';
import { api } from '../../lib/api-client.ts';
import { uploadWithProgress } from '../../lib/upload-with-progress.ts';

/**
 * A 100 MB video on a slow line (2 Mbit/s) takes about seven minutes to send: the upload's limit is
 * the whole transfer's, far above an API call's.
 */
const UPLOAD_TIMEOUT_MS = 15 * 60_000;

/** Sends the video (with its progress, 0 to 1) and answers the analysis, queued. */
export async function uploadVideo(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<ScannerAnalysis> {
  const form = new FormData();
  form.append('file', file);
  return (await uploadWithProgress(endpoints.analyse, form, onProgress, { timeoutMs: UPLOAD_TIMEOUT_MS, signal })).data;
}

export async function getAnalysis(id: string, signal?: AbortSignal): Promise<ScannerAnalysis> {
  return (await api.call(endpoints.analysis, { params: { id } }, { signal })).data;
}

/** The workspace's analyses of the retention period, newest first, and the storage they take. */
export async function getAnalyses(signal?: AbortSignal) {
  return (await api.call(endpoints.analyses, {}, { signal })).data;
}

export const removeAnalysis = (id: string) => api.call(endpoints.remove, { params: { id } });

/** « Optimiser pour … »: queues a version of the video for that network's rules. */
export const startFix = (id: string, network: Network) => api.call(endpoints.fix, { params: { id }, body: { network } });

/** « Créer une publication »: the video (or the fix) as a media of /create, compressed first when too heavy. */
export const startPublication = (id: string, fixId: string | null) => api.call(endpoints.publication, { params: { id }, body: fixId ? { fixId } : {} });
