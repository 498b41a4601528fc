import type { AppContext } from '../context/app-context.ts';

/** One job per attempt of a delivery. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook.delivery';
/** Every minute: deliveries whose job was lost are queued again. */
export const WEBHOOK_SWEEP_QUEUE = 'webhook.sweep';
/** Every night: the delivery log's old entries are forgotten. */
export const WEBHOOK_PURGE_QUEUE = 'webhook.purge';

export interface DeliveryJob {
  deliveryId: string;
  /** The attempt this job makes (1 for the first): a job run twice finds it made and sends nothing. */
  attempt: number;
}

/**
 * Queues attempts, at `startAfter` for a retry. Without a queue (tests that run without pg-boss)
 * nothing is queued: the caller runs the attempt itself.
 */
export async function enqueueDeliveries(ctx: AppContext, jobs: (DeliveryJob & { startAfter?: Date })[]): Promise<void> {
  const boss = ctx.queue?.boss;
  if (!boss || jobs.length === 0) return;
  await boss.insert(
    WEBHOOK_DELIVERY_QUEUE,
    jobs.map(({ deliveryId, attempt, startAfter }) => ({ data: { deliveryId, attempt } satisfies DeliveryJob, ...(startAfter ? { startAfter } : {}) })),
  );
}
