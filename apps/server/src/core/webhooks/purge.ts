import type { AppContext } from '../context/app-context.ts';
import { deleteFinishedBefore } from './deliveries-repository.ts';

/** How long the delivery log keeps a finished delivery (what « Renvoyer » can still send again). */
export const DELIVERY_LOG_DAYS = 30;

/** Daily: forgets the deliveries finished (delivered or failed) more than the log's days ago; answers how many. */
export async function purgeOldDeliveries(ctx: AppContext): Promise<number> {
  return deleteFinishedBefore(ctx.db, new Date(ctx.clock.now() - DELIVERY_LOG_DAYS * 86_400_000));
}
