import { PROFILE_LIMITS, type Profile } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../context/app-context.ts';
import { StorageError } from '../../storage/index.ts';
import { newMediaKey } from '../../storage/keys.ts';
import { loadUser, profileOf } from './profile.ts';
import { updateUserAvatarKey } from './profile-repository.ts';

/** The photo formats a picture may come in, told by their first bytes, never by the name or the declared type. */
function isPhoto(bytes: Buffer): boolean {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  return (
    starts([0xff, 0xd8, 0xff]) || // JPEG
    starts([0x89, 0x50, 0x4e, 0x47]) || // PNG
    starts([0x47, 0x49, 0x46, 0x38]) || // GIF8
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) // RIFF…WEBP
  );
}

/** The image pool's refusals in the user's words: a file that does not decode is not an image. */
function imageFailure(error: unknown): AppError {
  const reason = (error as { reason?: string }).reason;
  if (reason === 'unreadable') return new AppError(400, 'profile.avatarNotImage', {}, 'file');
  if (reason === 'pixels') return new AppError(413, 'profile.avatarTooLarge', {}, 'file');
  return new AppError(503, 'profile.avatarFailed', {}, 'file');
}

async function deleteQuietly(ctx: AppContext, key: string | null): Promise<void> {
  if (!key) return;
  // A file left behind costs a little room; failing the user's change for it would cost more.
  await ctx.storage.delete(key).catch((error: unknown) => ctx.logger.warn({ err: error, key }, 'profil : ancienne photo non supprimée'));
}

/**
 * Sets the profile picture: a photo (told by its bytes) of at most 5 MB, turned upright, cropped to
 * its centred square and stored as a small WebP; the previous picture's file is deleted.
 */
export async function setAvatar(ctx: AppContext, userId: string, bytes: Buffer): Promise<Profile> {
  if (bytes.length > PROFILE_LIMITS.avatarMaxBytes) throw new AppError(413, 'profile.avatarTooLarge', {}, 'file');
  if (!isPhoto(bytes)) throw new AppError(400, 'profile.avatarNotImage', {}, 'file');
  const user = await loadUser(ctx, userId);
  const square = await ctx.images.squareWebp(bytes, PROFILE_LIMITS.avatarSide).catch((error: unknown) => {
    throw imageFailure(error);
  });
  const key = newMediaKey(userId, square.extension);
  try {
    await ctx.storage.put(key, square.bytes, square.mimeType);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    ctx.logger.warn({ err: error, key }, 'profil : stockage indisponible');
    throw new AppError(502, 'profile.avatarFailed', {}, 'file');
  }
  const row = await updateUserAvatarKey(ctx.db, userId, key, new Date(ctx.clock.now()));
  if (!row) {
    await deleteQuietly(ctx, key);
    throw new AppError(401, 'auth.unauthenticated');
  }
  await deleteQuietly(ctx, user.avatarKey);
  ctx.caches.sessions.forgetUser(userId);
  return profileOf(ctx, row);
}

export async function removeAvatar(ctx: AppContext, userId: string): Promise<Profile> {
  const user = await loadUser(ctx, userId);
  const row = await updateUserAvatarKey(ctx.db, userId, null, new Date(ctx.clock.now()));
  if (!row) throw new AppError(401, 'auth.unauthenticated');
  await deleteQuietly(ctx, user.avatarKey);
  ctx.caches.sessions.forgetUser(userId);
  return profileOf(ctx, row);
}
