import { DEFAULT_PUBLICATION_SETTINGS, publicationSettingsSchema, type PublicationSettings } from '@publia/shared';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SessionInfo } from '../auth/sessions.ts';
import { findPublicationSettings, upsertPublicationSettings } from './repository.ts';

/** The workspace's four publication toggles; each one never saved takes its default. */
export async function getPublicationSettings(ctx: AppContext, workspaceId: string): Promise<PublicationSettings> {
  const stored = (await findPublicationSettings(ctx.db, workspaceId)) ?? {};
  const merged: Record<string, boolean> = { ...DEFAULT_PUBLICATION_SETTINGS };
  for (const key of Object.keys(DEFAULT_PUBLICATION_SETTINGS)) {
    if (typeof stored[key] === 'boolean') merged[key] = stored[key];
  }
  return publicationSettingsSchema.parse(merged);
}

/** Document 2 §6: editing settings is for admins. */
export async function savePublicationSettings(
  ctx: AppContext,
  auth: SessionInfo,
  settings: PublicationSettings,
): Promise<PublicationSettings> {
  if (auth.workspace.role !== 'admin') throw new AppError(403, 'http.forbidden');
  await upsertPublicationSettings(ctx.db, auth.workspace.id, settings);
  return getPublicationSettings(ctx, auth.workspace.id);
}
