import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../core/context/app-context.ts';
import { enqueueTargets } from './enqueue.ts';
import { enqueueFollowUps } from './follow-ups.ts';
import { findTargetsWithPartsToSend } from './follow-ups-repository.ts';
import { PUBLISH_TARGET_QUEUE } from './queues.ts';
import { findOrphanTargets, findUnsettledContents, setJobIds } from './repository.ts';
import { settleContent } from './settle.ts';

const GRACE_SECONDS = 60;
const BATCH = 1000;

/**
 * At start and every minute: queued targets whose job was lost get one again (at their due time,
 * or their retry time when they wait for one, or now when it has passed, the lateness logged), and targets held by a dead worker get one that
 * checks and finishes them; items whose targets all ended but that were never settled are settled. Reads pg-boss's own job table (schema `pgboss`, see jobs/queue.ts).
 */
export async function sweepOrphanTargets(ctx: AppContext): Promise<number> {
  for (const item of await findUnsettledContents(ctx.db, BATCH)) await settleContent(ctx, item.workspaceId, item.id);
  // Parts left waiting (their job lost with a worker): their job again, not before a part's retry
  // time (a rate limit would only be hit again); a live job keeps its single key.
  for (const targetId of await findTargetsWithPartsToSend(ctx.db, ctx.config.publishing.jobExpirySeconds, BATCH)) await enqueueFollowUps(ctx, targetId);
  const orphans = await findOrphanTargets(ctx.db, {
    graceSeconds: GRACE_SECONDS,
    staleSeconds: ctx.config.publishing.jobExpirySeconds,
    limit: BATCH,
    queue: PUBLISH_TARGET_QUEUE,
  });
  if (orphans.length === 0) return 0;
  const now = ctx.clock.now();
  const late = orphans.filter((target) => target.status === 'queued' && target.dueAt.getTime() < now).map((target) => now - target.dueAt.getTime());
  if (late.length > 0) {
    ctx.logger.warn({ targets: late.length, maxLateSeconds: Math.round(Math.max(...late) / 1000) }, 'publications dues pendant un arrêt : envoi maintenant');
  }
  const jobs = orphans.map((target) => ({ id: target.id, jobId: randomUUID(), dueAt: new Date(Math.max(now, target.dueAt.getTime())) }));
  const inserted = await enqueueTargets(ctx, jobs);
  const queued = new Set(orphans.filter((target) => target.status === 'queued').map((target) => target.id));
  await setJobIds(
    ctx.db,
    inserted.filter((job) => queued.has(job.id)).map((job) => ({ id: job.id, jobId: job.jobId })),
  );
  return inserted.length;
}
