import type { AppContext } from '../../core/context/app-context.ts';
import { deleteOAuthLeftovers } from './oauth/repository.ts';

/**
 * Agent access as the rest of the server sees it: its routes are mounted by the app
 * (`routes.ts`); the hourly maintenance forgets the OAuth codes and tokens no one can use any more.
 */
export const purgeAgentOAuthLeftovers = (ctx: AppContext): Promise<number> => deleteOAuthLeftovers(ctx.db, new Date(ctx.clock.now()));
