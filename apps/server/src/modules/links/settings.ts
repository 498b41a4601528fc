import type { LinkSettings } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { actorOf, recordAudit } from '../../core/audit/service.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { findLinkSettings, upsertLinkSettings } from './repository.ts';

/** The workspace's link rules; never saved: links kept as written, no default campaign. */
export async function getLinkSettings(ctx: AppContext, workspaceId: string): Promise<LinkSettings> {
  return (await findLinkSettings(ctx.db, workspaceId)) ?? { shortenLinks: false, defaultCampaign: null };
}

/** Saves the rules (admins: `edit_settings`); the audit log gets what changed. */
export async function saveLinkSettings(ctx: AppContext, auth: SessionInfo, settings: LinkSettings, ip: string | null): Promise<LinkSettings> {
  const before = await getLinkSettings(ctx, auth.workspace.id);
  await upsertLinkSettings(ctx.db, auth.workspace.id, settings, new Date(ctx.clock.now()));
  const changed = Object.fromEntries((Object.keys(settings) as (keyof LinkSettings)[]).filter((key) => settings[key] !== before[key]).map((key) => [key, settings[key]]));
  if (Object.keys(changed).length > 0) {
    await recordAudit(ctx, { workspaceId: auth.workspace.id, actor: actorOf(auth), action: 'settings.changed', details: { setting: 'links', ...changed }, ip });
  }
  return settings;
}
