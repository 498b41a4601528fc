import type { AppContext } from '../../core/context/app-context.ts';
import { clicksByPublicationTarget, clicksBySource } from './repository.ts';

/** The clicks on each publication target's short links, all days together (a target with none is absent). */
export const clicksOfTargets = (ctx: AppContext, publicationTargetIds: readonly string[]) => clicksByPublicationTarget(ctx.db, publicationTargetIds);

/** A workspace's clicks per source (network key, `bio`, `direct`) between two UTC days, both included. */
export const clicksPerSource = (ctx: AppContext, workspaceId: string, fromDay: string, toDay: string) => clicksBySource(ctx.db, workspaceId, fromDay, toDay);
