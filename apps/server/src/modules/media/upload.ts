import type { Media, MediaType } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { detectType, type DetectedType } from './detect-type.ts';
import { inImagePool } from './image-errors.ts';
import { checkSvg } from './svg-guard.ts';
import { storeMedia } from './store-media.ts';
import { videoMetadata } from './video-metadata.ts';

export interface UploadInput {
  bytes: Buffer;
  /** The create screen's tab: a photo tab refuses a video and the other way round. */
  kind?: MediaType;
  originalName?: string;
}

/** The type from the bytes, checked against the tab the user chose; each refusal in its fixed French message (`media.*` keys). */
function acceptedType(bytes: Buffer, kind: MediaType | undefined): DetectedType {
  const detected = detectType(bytes);
  if (kind === 'image' && detected?.kind !== 'image') throw new AppError(400, 'media.invalidImage', {}, 'file');
  if (kind === 'video' && detected?.kind !== 'video') throw new AppError(400, 'media.invalidVideo', {}, 'file');
  if (!detected) throw new AppError(400, 'media.invalidType', {}, 'file');
  return detected;
}

/** Measured, or drawn for an SVG, by the image pool: under its time limit and pixel budget, away from the server's threads. */
async function readImage(ctx: AppContext, bytes: Buffer, type: DetectedType) {
  if (type.svg) {
    checkSvg(bytes);
    return inImagePool(() => ctx.images.rasteriseSvg(bytes));
  }
  return { bytes, mimeType: type.mimeType, extension: type.extension, ...(await inImagePool(() => ctx.images.imageSize(bytes))) };
}

/** A video is stored only when it parses as the container its first bytes claim. */
function readVideo(bytes: Buffer, type: DetectedType) {
  const metadata = videoMetadata(bytes, type);
  if (!metadata) throw new AppError(400, 'media.invalidVideo', {}, 'file');
  return metadata;
}

/** Checks, measures and stores one uploaded file; a refused file leaves neither a file nor a row. */
export async function uploadMedia(ctx: AppContext, auth: SessionInfo, input: UploadInput): Promise<Media> {
  return storeChecked(ctx, { workspaceId: auth.workspace.id, userId: auth.user.id }, input);
}

/**
 * A video made by the server for a workspace (the scanner's fixed version) becomes a media of
 * /create through the same checks as an upload.
 */
export async function importVideo(ctx: AppContext, owner: { workspaceId: string; userId: string | null }, bytes: Buffer, originalName: string | null): Promise<Media> {
  return storeChecked(ctx, owner, { bytes, kind: 'video', ...(originalName ? { originalName } : {}) });
}

async function storeChecked(ctx: AppContext, owner: { workspaceId: string; userId: string | null }, input: UploadInput): Promise<Media> {
  const type = acceptedType(input.bytes, input.kind);
  const file =
    type.kind === 'image'
      ? { ...(await readImage(ctx, input.bytes, type)), durationMs: null }
      : { bytes: input.bytes, mimeType: type.mimeType, extension: type.extension, ...readVideo(input.bytes, type) };
  return storeMedia(
    ctx,
    {
      workspaceId: owner.workspaceId,
      userId: owner.userId,
      kind: type.kind,
      bytes: file.bytes,
      mimeType: file.mimeType,
      extension: file.extension,
      width: file.width,
      height: file.height,
      durationMs: file.durationMs,
      originalName: input.originalName?.slice(0, 255) ?? null,
    },
    (media, emit) =>
      emit('media.uploaded', {
        workspaceId: owner.workspaceId,
        mediaId: media.id,
        userId: owner.userId,
        kind: media.kind,
        mimeType: media.mimeType,
        sizeBytes: media.sizeBytes,
        url: media.url,
        width: media.width,
        height: media.height,
        durationSeconds: media.durationSeconds,
      }),
  );
}
