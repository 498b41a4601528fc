import { UPLOAD_LIMITS, type Media, type MediaType } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { AppError } from '../../http/app-error.ts';
import { outgoingFetch, PrivateAddressError } from '../../lib/outgoing/safe-fetch.ts';
import { uploadMedia } from './upload.ts';

const DOWNLOAD_TIMEOUT_MS = 30_000;
const MB = 1024 * 1024;

function httpUrl(value: string): URL {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // Answered below as a refused address.
  }
  throw new AppError(400, 'media.urlInvalid', {}, 'url');
}

/** The body, read as it streams and dropped as soon as it passes the upload limit: a huge answer costs at most that much memory. */
async function readLimited(response: Response, url: string): Promise<Buffer> {
  const max = UPLOAD_LIMITS.mediaMaxBytes;
  const tooLarge = () => new AppError(413, 'media.urlTooLarge', { url: url.slice(0, 200), max: max / MB }, 'url');
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader!.read()) {
    size += chunk.value.byteLength;
    if (size > max) {
      await reader!.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks, size);
}

/**
 * A photo or a video copied from a public address into the workspace's media: downloaded through
 * the outgoing-request check (no address of the server's own network, at any hop, unless
 * ALLOW_PRIVATE_URLS), within the upload size, then checked and stored exactly as an upload.
 */
export async function importMediaFromUrl(ctx: AppContext, auth: SessionInfo, address: string, kind?: MediaType): Promise<Media> {
  const url = httpUrl(address);
  const shown = url.href.slice(0, 200);
  let response: Response;
  try {
    response = await outgoingFetch(
      url.href,
      { headers: { accept: 'image/*, video/*' }, signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) },
      { allowPrivate: ctx.config.allowPrivateUrls },
    );
  } catch (error) {
    if (error instanceof PrivateAddressError) throw new AppError(400, 'media.urlPrivate', {}, 'url');
    throw new AppError(400, (error as Error).name === 'TimeoutError' ? 'media.urlTimeout' : 'media.urlNoAnswer', { url: shown }, 'url');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new AppError(400, 'media.urlStatus', { url: shown, status: response.status }, 'url');
  }
  const bytes = await readLimited(response, url.href);
  const name = decodeURIComponent(url.pathname.split('/').pop() ?? '') || undefined;
  return uploadMedia(ctx, auth, { bytes, ...(kind ? { kind } : {}), ...(name ? { originalName: name } : {}) });
}
