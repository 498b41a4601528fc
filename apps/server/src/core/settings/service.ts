import { DEFAULT_PUBLICATION_SETTINGS, publicationSettingsSchema, type PublicationSettings } from '@publia/shared';
import type { AppContext } from '../../app/context.ts';
import type { SessionInfo } from '../auth/service.ts';
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

/** Saves the toggles; the route declares `edit_settings` (admins only, core/permissions). */
export async function savePublicationSettings(
  ctx: AppContext,
  auth: SessionInfo,
  settings: PublicationSettings,
): Promise<PublicationSettings> {
  await upsertPublicationSettings(ctx.db, auth.workspace.id, settings);
  return getPublicationSettings(ctx, auth.workspace.id);
}
