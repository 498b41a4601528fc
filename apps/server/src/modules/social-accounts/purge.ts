import type { AppContext } from '../../core/context/app-context.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { purgeOAuthLeftovers } from './repository.ts';

/** Hourly: spent or expired OAuth states, and placeholders of connections never completed. */
export async function purgeConnectionLeftovers(ctx: AppContext): Promise<number> {
  return purgeOAuthLeftovers(ctx.db, ACCOUNT_LIMITS.placeholderPurgeAgeSeconds);
}
