import type { Competitor, CompetitorPost } from '@publia/shared';

/** Best first: the engagement rate when known, then the likes; an unknown figure comes last. */
export function byEngagement(a: CompetitorPost, b: CompetitorPost): number {
  const rate = (b.engagementRate ?? -1) - (a.engagementRate ?? -1);
  if (rate !== 0) return rate;
  return (b.likes ?? -1) - (a.likes ?? -1);
}

const newestFirst = (a: CompetitorPost, b: CompetitorPost) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt);

/** Every watched account's posts, newest first: what the competitors published lately. */
export const postsOf = (competitors: Competitor[]): CompetitorPost[] => competitors.flatMap((competitor) => competitor.posts).toSorted(newestFirst);

/** « Posts inspirants »: the posts that engaged most, best first. */
export const bestPostsOf = (competitors: Competitor[]): CompetitorPost[] => competitors.flatMap((competitor) => competitor.posts).toSorted(byEngagement);

/** « Posts inspirants »: how many of the best are shown. */
export const INSPIRING_POSTS = 6;
