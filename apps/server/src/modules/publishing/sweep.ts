import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../lib/context.ts';
import { enqueueTargets } from './enqueue.ts';
import { findOrphanTargets, setJobIds } from './repository.ts';

const GRACE_SECONDS = 60;
const BATCH = 1000;

/**
 * At start and every minute: targets due for a while that are still queued (their job lost, e.g.
 * the server was down at their time) get a job again, and targets held by a dead worker get one
 * that checks and finishes them. Lateness beyond a minute is logged.
 */
export async function sweepOrphanTargets(ctx: AppContext): Promise<number> {
  const orphans = await findOrphanTargets(ctx.db, {
    graceSeconds: GRACE_SECONDS,
    staleSeconds: ctx.config.publishing.jobExpirySeconds,
    limit: BATCH,
  });
  if (orphans.length === 0) return 0;
  const now = Date.now();
  const late = orphans.filter((target) => target.status === 'queued').map((target) => now - target.dueAt.getTime());
  if (late.length > 0) {
    ctx.logger.warn(
      { targets: late.length, maxLateSeconds: Math.round(Math.max(...late) / 1000) },
      'publications dues pendant un arrêt : envoi maintenant',
    );
  }
  const jobs = orphans.map((target) => ({ id: target.id, jobId: randomUUID(), dueAt: new Date(now) }));
  const inserted = await enqueueTargets(ctx, jobs);
  const queued = new Set(orphans.filter((target) => target.status === 'queued').map((target) => target.id));
  await setJobIds(ctx.db, inserted.filter((job) => queued.has(job.id)).map((job) => ({ id: job.id, jobId: job.jobId })));
  return inserted.length;
}
