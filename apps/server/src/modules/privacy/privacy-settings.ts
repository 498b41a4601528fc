import { privacySettingsOf, type PrivacyBody, type PrivacyState } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { dataExportView } from './export-view.ts';
import { findLatestExport, findUserPrivacy, mergeUserPrivacy } from './repository.ts';

/** The tab's state: the four toggles (absent ones at their defaults) and the latest export request. */
export async function getPrivacyState(ctx: AppContext, userId: string): Promise<PrivacyState> {
  const [stored, latest] = await Promise.all([findUserPrivacy(ctx.db, userId), findLatestExport(ctx.db, userId)]);
  if (!stored) throw new AppError(401, 'auth.unauthenticated');
  return { settings: privacySettingsOf(stored), lastExport: latest ? dataExportView(latest, ctx.clock.now()) : null };
}

/**
 * Saves the toggles sent, the others kept. Each is honoured where it means something: « Profil
 * public » and « Afficher les statistiques » by the team list (core/team), which shows a member's
 * picture and figures only while they allow it; « Partage des données d'analyse » and « Cookies
 * marketing » are kept as the user's word, Publia sending no usage figures anywhere and setting no
 * cookie but the session's, whatever they say.
 */
export async function updatePrivacy(ctx: AppContext, userId: string, body: PrivacyBody): Promise<PrivacyState> {
  const changes = Object.fromEntries(Object.entries(body).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  if (Object.keys(changes).length > 0) await mergeUserPrivacy(ctx.db, userId, changes, new Date(ctx.clock.now()));
  return getPrivacyState(ctx, userId);
}
