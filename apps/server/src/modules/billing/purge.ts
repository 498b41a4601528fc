import type { AppContext } from '../../core/context/app-context.ts';
import { purgeBillingEvents } from './repository.ts';

/** A provider retries an event for three days at most: a month of applied ids is enough to refuse every repeat. */
const KEEP_EVENT_IDS_MS = 30 * 86_400_000;

/** Hourly maintenance: forgets the ids of events applied more than a month ago. */
export async function purgeOldBillingEvents(ctx: AppContext): Promise<number> {
  return purgeBillingEvents(ctx.db, new Date(ctx.clock.now() - KEEP_EVENT_IDS_MS));
}
