import type { AppContext } from '../../core/context/app-context.ts';
import { recordPublished } from './follow-ups.ts';
import { findTargetToCheck } from './repository.ts';
import { findDelivered } from './run-target.ts';

/**
 * A target whose outcome was unknown: when the post is among the account's recent posts it is
 * recorded as published; otherwise it stays to check (the author was told).
 */
export async function runDeliveryCheck(ctx: AppContext, targetId: string): Promise<void> {
  const target = await findTargetToCheck(ctx.db, targetId);
  if (!target) return;
  const found = await findDelivered(ctx, target, target.claimedAt);
  if (!found) return;
  if (await recordPublished(ctx, target, { externalId: found.externalId, url: found.url })) {
    ctx.logger.info({ targetId, platform: target.platform }, 'publication à vérifier retrouvée sur le réseau');
  }
}
