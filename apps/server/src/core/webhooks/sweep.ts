import type { AppContext } from '../context/app-context.ts';
import { takeStalledDeliveries } from './deliveries-repository.ts';
import { ATTEMPT_LEASE_MS } from './deliver.ts';
import { enqueueDeliveries } from './queue.ts';

/**
 * An attempt this much overdue lost its job: a crash between the deliveries' insert and their
 * queueing, or a worker that died after its claim. Long enough that a job only waiting its turn in
 * a busy queue is not queued twice (which the claim would make harmless anyway).
 */
const OVERDUE_GRACE_MS = 10 * 60_000;
const BATCH = 500;

/** Every minute: queues again the next attempt of every delivery whose job was lost; answers how many. */
export async function requeueStalledDeliveries(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let total = 0;
  for (;;) {
    const stalled = await takeStalledDeliveries(ctx.db, new Date(now - OVERDUE_GRACE_MS), new Date(now + ATTEMPT_LEASE_MS), BATCH);
    await enqueueDeliveries(
      ctx,
      stalled.map((delivery) => ({ deliveryId: delivery.id, attempt: delivery.attempts + 1 })),
    );
    total += stalled.length;
    if (stalled.length < BATCH) break;
  }
  if (total > 0) ctx.logger.warn({ total }, 'webhooks : envois en souffrance remis en file');
  return total;
}
