import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../core/context/app-context.ts';
import { CHECK_DELIVERY_QUEUE, PUBLISH_TARGET_QUEUE, type PublishJobData } from './queues.ts';

export interface TargetJob {
  /** The target's id, also the job's singleton key: a target is never waiting twice. */
  id: string;
  jobId: string;
  dueAt: Date;
}

/**
 * One pg-boss job per target, starting at its due time; answers the targets whose job was
 * inserted (a target that already has a waiting job keeps it). Without a queue (a web-only test
 * instance), the targets stay queued and the sweep of a worker picks them up.
 */
export async function enqueueTargets(ctx: AppContext, targets: TargetJob[]): Promise<TargetJob[]> {
  const boss = ctx.queue?.boss;
  if (!boss || targets.length === 0) return [];
  const inserted = new Set(
    (await boss.insert(
      PUBLISH_TARGET_QUEUE,
      targets.map((target) => ({
        id: target.jobId,
        data: { targetId: target.id } satisfies PublishJobData,
        singletonKey: target.id,
        startAfter: target.dueAt,
      })),
      { returnId: true },
    )) ?? [],
  );
  return targets.filter((target) => inserted.has(target.jobId));
}

/** A later try of one target (rate limit, back-off); answers the new job id. */
export function retryJob(targetId: string, at: Date): TargetJob {
  return { id: targetId, jobId: randomUUID(), dueAt: at };
}

/** Removes waiting jobs (cancel, delete, reschedule); a job already running finds its target no longer queued. */
export async function removeJobs(ctx: AppContext, jobIds: string[]): Promise<void> {
  const boss = ctx.queue?.boss;
  if (!boss || jobIds.length === 0) return;
  await boss.cancel(PUBLISH_TARGET_QUEUE, jobIds);
}

/** Looks later in the account's recent posts for a publish whose outcome is unknown. */
export async function enqueueDeliveryCheck(ctx: AppContext, targetId: string): Promise<void> {
  const boss = ctx.queue?.boss;
  if (!boss) return;
  await boss.send(CHECK_DELIVERY_QUEUE, { targetId } satisfies PublishJobData, {
    startAfter: ctx.config.publishing.checkDelaySeconds,
    singletonKey: targetId,
  });
}
