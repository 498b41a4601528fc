/** Networks whose API lets an account read another account's public posts (competitor watch). */
export const WATCHED_NETWORKS = ['instagram', 'twitter'] as const;
export type WatchedNetwork = (typeof WATCHED_NETWORKS)[number];

export const INSPIRATION_LIMITS = {
  /** Feeds a workspace may follow. */
  sourcesMax: 50,
  competitorsMax: 20,
  /** Watch keywords (the keyword dialog: one input per keyword). */
  keywordsMax: 10,
  keywordMaxLength: 40,
  /** Rising topics shown: a short list that fits the page without scrolling. */
  topicsShown: 7,
  /** Ideas the generator writes at once. */
  ideasGenerated: 5,
  newsPageSize: 8,
  searchMaxLength: 100,
  themeMax: 200,
  ideaTitleMax: 200,
  ideaTextMax: 5000,
  savedIdeasMax: 500,
  /** An OPML file pasted or uploaded, in characters. */
  opmlMaxChars: 1_000_000,
  /** Public posts read per competitor. */
  competitorPosts: 12,
} as const;
