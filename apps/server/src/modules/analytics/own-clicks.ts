import type { PostFigures } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { clicksOfTargets } from '../links/service.ts';

/**
 * A post's « Clics »: the network's own count where it gives one; elsewhere (X, LinkedIn, TikTok,
 * Instagram, Pinterest give Publia none) the clicks on the short links Publia posted for it. The
 * two are never added: the same click would be counted by both.
 */
export function withOwnClicks(figures: PostFigures, ownClicks: number | undefined): PostFigures {
  return figures.clicks === null && ownClicks !== undefined ? { ...figures, clicks: ownClicks } : figures;
}

/** The short links' clicks of each target (those without any short link are absent). */
export const ownClicksOf = (ctx: AppContext, targetIds: readonly string[]) => clicksOfTargets(ctx, targetIds);
