import { WEBHOOK_LIMITS } from '@publia/shared';
import type { AppContext } from '../context/app-context.ts';
import { claimDelivery, recordAttempt, type ClaimedDelivery, type DeliveryRow } from './deliveries-repository.ts';
import { mayReachPrivate } from './outgoing-url.ts';
import { enqueueDeliveries, type DeliveryJob } from './queue.ts';
import { clearFailing, recordFailing } from './repository.ts';
import { signingSecrets, unreadableSecret } from './secrets.ts';
import { sendSigned, type SendOutcome } from './send-signed.ts';
import { storableMessage } from './view.ts';

const DAY_MS = 86_400_000;

/** How long a claimed attempt may last before the sweep takes its delivery again (its worker died). */
export const ATTEMPT_LEASE_MS = WEBHOOK_LIMITS.timeoutMs + 60_000;

/**
 * The delivery job: the attempt is claimed first (a second run of the same job claims nothing and
 * sends nothing), then sent and its outcome recorded, the next attempt queued on a retryable failure.
 */
export async function runDeliveryJob(ctx: AppContext, job: DeliveryJob): Promise<DeliveryRow | null> {
  const claimed = await claimDelivery(ctx.db, job.deliveryId, job.attempt, new Date(ctx.clock.now() + ATTEMPT_LEASE_MS));
  if (!claimed?.enabled) return null;
  return (await sendClaimed(ctx, claimed, { retry: true })).row;
}

/**
 * One signed POST of a claimed delivery (its `webhook-timestamp` is now, its `webhook-id` the
 * delivery's for every attempt), its outcome recorded. A failure schedules the next attempt after
 * the Standard Webhooks delay when `retry` allows and trying again can help, else ends the delivery
 * failed; either way the endpoint is failing since its first failure without a success, and is
 * switched off — its admins told — once that lasts longer than the limit.
 */
export async function sendClaimed(ctx: AppContext, claimed: ClaimedDelivery, options: { retry: boolean }): Promise<{ row: DeliveryRow | null; outcome: SendOutcome }> {
  const sentAt = new Date(ctx.clock.now());
  const secrets = signingSecrets(ctx, claimed, sentAt);
  const outcome = secrets
    ? await sendSigned({
        url: claimed.url,
        messageId: claimed.messageId,
        timestamp: sentAt,
        body: JSON.stringify(claimed.payload),
        secrets,
        timeoutMs: WEBHOOK_LIMITS.timeoutMs,
        allowPrivate: mayReachPrivate(ctx, claimed.url),
        excerptChars: WEBHOOK_LIMITS.responseExcerptChars,
      })
    : unreadableSecret();
  const now = new Date(ctx.clock.now());
  const answered = { statusCode: outcome.statusCode, durationMs: outcome.durationMs, responseExcerpt: outcome.responseExcerpt };
  if (outcome.delivered) {
    const row = await recordAttempt(ctx.db, claimed.id, { status: 'delivered', nextAttemptAt: null, ...answered, error: null, deliveredAt: now });
    // Read at the claim: a healthy endpoint (the usual case) costs no write.
    if (claimed.failingSince) await clearFailing(ctx.db, claimed.endpointId);
    return { row, outcome };
  }
  const delaySeconds = WEBHOOK_LIMITS.retryDelaysSeconds[claimed.attempts - 1];
  const retryAt = options.retry && outcome.retryable && delaySeconds !== undefined ? new Date(now.getTime() + delaySeconds * 1000) : null;
  const row = await recordAttempt(ctx.db, claimed.id, {
    status: retryAt ? 'retrying' : 'failed',
    nextAttemptAt: retryAt,
    ...answered,
    error: storableMessage(outcome.error),
    deliveredAt: null,
  });
  if (retryAt) await enqueueDeliveries(ctx, [{ deliveryId: claimed.id, attempt: claimed.attempts + 1, startAfter: retryAt }]);
  await noteFailure(ctx, claimed.endpointId, now);
  return { row, outcome };
}

async function noteFailure(ctx: AppContext, endpointId: string, now: Date): Promise<void> {
  const failing = await recordFailing(ctx.db, endpointId, now, new Date(now.getTime() - WEBHOOK_LIMITS.disableAfterDays * DAY_MS));
  if (!failing?.justDisabled) return;
  ctx.logger.warn({ endpointId, failingSince: failing.failingSince }, 'webhooks : point de réception désactivé après des jours d’échecs');
  await ctx.events.emit('webhook.disabled', {
    workspaceId: failing.workspaceId,
    endpointId,
    url: failing.url,
    kind: failing.kind,
    failingSince: failing.failingSince.toISOString(),
  });
}
