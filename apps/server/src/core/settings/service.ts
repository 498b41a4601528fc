import { DEFAULT_PUBLICATION_SETTINGS, publicationSettingsSchema, type PublicationSettings } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import type { SessionInfo } from '../auth/service.ts';
import { findPublicationSettings, upsertPublicationSettings } from './repository.ts';

export { getApprovalMode, saveApprovalMode } from './approval-mode.ts';

/** The workspace's four publication toggles; each one never saved takes its default. */
export async function getPublicationSettings(ctx: AppContext, workspaceId: string): Promise<PublicationSettings> {
  const stored = (await findPublicationSettings(ctx.db, workspaceId)) ?? {};
  const merged: Record<string, boolean> = { ...DEFAULT_PUBLICATION_SETTINGS };
  for (const key of Object.keys(DEFAULT_PUBLICATION_SETTINGS)) {
    if (typeof stored[key] === 'boolean') merged[key] = stored[key];
  }
  return publicationSettingsSchema.parse(merged);
}

/**
 * Saves the toggles; the route declares `edit_settings` (admins only, core/permissions). The audit
 * log gets the toggles that changed, each with its new value.
 */
export async function savePublicationSettings(ctx: AppContext, auth: SessionInfo, settings: PublicationSettings, ip: string | null = null): Promise<PublicationSettings> {
  const before = await getPublicationSettings(ctx, auth.workspace.id);
  await upsertPublicationSettings(ctx.db, auth.workspace.id, settings, new Date(ctx.clock.now()));
  const saved = await getPublicationSettings(ctx, auth.workspace.id);
  const changed = Object.fromEntries((Object.keys(saved) as (keyof PublicationSettings)[]).filter((key) => saved[key] !== before[key]).map((key) => [key, saved[key]]));
  if (Object.keys(changed).length > 0) {
    await recordAudit(ctx, {
      workspaceId: auth.workspace.id,
      actor: actorOf(auth),
      action: 'settings.changed',
      details: { setting: 'publication', ...changed },
      ip,
    });
  }
  return saved;
}
