import type { AppContext } from '../context/app-context.ts';
import { FALLBACK_PLAN_ID } from './effective-plan.ts';
import { claimFallbacks } from './repository.ts';

const DAY_MS = 86_400_000;

/**
 * Hourly maintenance: each workspace whose unpaid renewal outlived the grace period now has the
 * lowest plan's limits (the effective plan says so by itself); its admins are told once —
 * `billing.fell_back`, which the notifications turn into a message. The row is marked before the
 * event: a crash in between loses one notice rather than repeating it. Answers how many were told.
 */
export async function announceFallbacks(ctx: AppContext): Promise<number> {
  if (ctx.config.billing.mode === 'off') return 0;
  const now = ctx.clock.now();
  const graceStart = new Date(now - ctx.config.billing.graceDays * DAY_MS);
  const fellBack = await claimFallbacks(ctx.db, graceStart, new Date(now));
  for (const { workspaceId, planId } of fellBack) {
    await ctx.events.emit('billing.fell_back', { workspaceId, planId, fallbackPlanId: FALLBACK_PLAN_ID });
  }
  return fellBack.length;
}
