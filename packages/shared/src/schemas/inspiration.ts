import { z } from 'zod';
import { OBJECTIVES } from '../constants/content.ts';
import { INSPIRATION_LIMITS, WATCHED_NETWORKS } from '../constants/inspiration.ts';
import { NETWORKS } from '../constants/networks.ts';
import { line, text } from './text.ts';

const network = z.enum(NETWORKS);

/**
 * A sentence the server writes in French, with its key in the API's messages and its parameters,
 * so that an interface in another language words it itself.
 */
export const wordedSchema = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });
export type Worded = z.infer<typeof wordedSchema>;
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string().optional(), data });

/** A news item of one of the workspace's feeds (« Actus à ne pas manquer »). */
export const newsItemSchema = z.object({
  id: z.string(),
  sourceId: z.string(),
  /** The source's title. */
  source: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Where to read it (opened in a new tab); null when the feed gave none. */
  link: z.string().nullable(),
  publishedAt: z.string(),
  imageUrl: z.string().nullable(),
  /** The workspace's watch keywords found in it (news ranks higher with more). */
  keywords: z.array(z.string()),
  /** The saved idea made from it, if any. */
  savedIdeaId: z.string().nullable(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const FEED_SOURCE_STATUSES = ['pending', 'ok', 'error'] as const;

/** One RSS/Atom feed the workspace follows. */
export const feedSourceSchema = z.object({
  id: z.string(),
  url: z.string(),
  siteUrl: z.string().nullable(),
  title: z.string(),
  status: z.enum(FEED_SOURCE_STATUSES),
  /** Why the last fetch failed, in French, and how to word it in another language. */
  error: z.string().nullable(),
  errorWorded: wordedSchema.nullable(),
  lastFetchedAt: z.string().nullable(),
  items: z.number().int(),
});
export type FeedSource = z.infer<typeof feedSourceSchema>;

/** Sources offered at first visit, per sector (the server's own sample feeds work with no internet). */
export const suggestedSectorSchema = z.object({
  id: z.string(),
  label: z.string(),
  sources: z.array(z.object({ title: z.string(), url: z.string(), added: z.boolean() })),
});
export type SuggestedSector = z.infer<typeof suggestedSectorSchema>;

export const sourcesSchema = z.object({ sources: z.array(feedSourceSchema), sectors: z.array(suggestedSectorSchema) });
export type FeedSources = z.infer<typeof sourcesSchema>;
export const sourcesResponseSchema = ok(sourcesSchema);
export const sourceResponseSchema = ok(feedSourceSchema);

/** A feed's address, or a site's (its feed is found in its page). The server names a bad one in French. */
export const addSourceBodySchema = z.object({ url: line().trim().max(2000) }).strict();
export type AddSourceBody = z.infer<typeof addSourceBodySchema>;

export const opmlImportBodySchema = z.object({ opml: text().max(INSPIRATION_LIMITS.opmlMaxChars) }).strict();
export type OpmlImportBody = z.infer<typeof opmlImportBodySchema>;
/** An OPML entry not followed because its address may not be: the address, why in French, and how to word it in another language. */
export const opmlRefusalSchema = z.object({ url: z.string(), reason: z.string(), reasonWorded: wordedSchema });
export type OpmlRefusal = z.infer<typeof opmlRefusalSchema>;
export const opmlImportResponseSchema = ok(
  z.object({ added: z.number().int(), skipped: z.number().int(), refused: z.array(opmlRefusalSchema), sources: z.array(feedSourceSchema) }),
);

export const newsQuerySchema = z
  .object({
    source: line().max(200).optional(),
    q: line().trim().max(INSPIRATION_LIMITS.searchMaxLength).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type NewsQuery = z.input<typeof newsQuerySchema>;
export const newsResponseSchema = ok(z.object({ items: z.array(newsItemSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }));
export type NewsPage = z.infer<typeof newsResponseSchema>['data'];

/** A topic rising in the workspace's feeds this week compared with the weeks before. */
export const trendingTopicSchema = z.object({
  /** The phrase as the feeds write it most often. */
  label: z.string(),
  /** Items that mention it this week. */
  thisWeek: z.number().int(),
  /** Items a week that mentioned it over the previous weeks, on average. */
  weeklyBefore: z.number(),
  /** How much it rose (thisWeek against weeklyBefore, smoothed). */
  rise: z.number(),
  items: z.array(newsItemSchema.pick({ id: true, title: true, link: true, source: true, publishedAt: true })),
});
export type TrendingTopic = z.infer<typeof trendingTopicSchema>;
export const topicsResponseSchema = ok(z.object({ topics: z.array(trendingTopicSchema), items: z.number().int() }));

export const watchKeywordsSchema = z.object({ keywords: z.array(z.string()) });
export const watchKeywordsBodySchema = z.object({ keywords: z.array(line().max(200)).max(50) }).strict();
export type WatchKeywordsBody = z.infer<typeof watchKeywordsBodySchema>;
export const watchKeywordsResponseSchema = ok(watchKeywordsSchema);

export const watchedNetwork = z.enum(WATCHED_NETWORKS);

/** A public post of a competitor, its engagement and why it works. */
export const competitorPostSchema = z.object({
  id: z.string(),
  competitorId: z.string(),
  network: watchedNetwork,
  handle: z.string(),
  url: z.string(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  /** Interactions per 100 followers, when the followers are known. */
  engagementRate: z.number().nullable(),
  /** Why it works (the generation provider, else the local analysis). */
  analysis: z.string(),
  savedIdeaId: z.string().nullable(),
});
export type CompetitorPost = z.infer<typeof competitorPostSchema>;

export const competitorSchema = z.object({
  id: z.string(),
  network: watchedNetwork,
  handle: z.string(),
  displayName: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  followers: z.number().int().nullable(),
  status: z.enum(FEED_SOURCE_STATUSES),
  error: z.string().nullable(),
  refreshedAt: z.string().nullable(),
  posts: z.array(competitorPostSchema),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorsSchema = z.object({
  competitors: z.array(competitorSchema),
  /** Which networks can be watched: those where the workspace has an account to read with. */
  networks: z.array(z.object({ network: watchedNetwork, connected: z.boolean() })),
});
export type Competitors = z.infer<typeof competitorsSchema>;
export const competitorsResponseSchema = ok(competitorsSchema);
export const competitorResponseSchema = ok(competitorSchema);

export const addCompetitorBodySchema = z.object({ network: line().max(40), handle: line().trim().max(200) }).strict();
export type AddCompetitorBody = z.infer<typeof addCompetitorBodySchema>;

export const IDEA_SOURCES = ['generator', 'competitor', 'news', 'manual'] as const;
export type IdeaSource = (typeof IDEA_SOURCES)[number];

/** A saved idea: a post to write some day. */
export const ideaSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  hashtags: z.array(z.string()),
  network: network.nullable(),
  objective: z.enum(OBJECTIVES).nullable(),
  source: z.enum(IDEA_SOURCES),
  sourceUrl: z.string().nullable(),
  author: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;
export const ideasResponseSchema = ok(z.object({ ideas: z.array(ideaSchema) }));
export const ideaResponseSchema = ok(ideaSchema);

export const ideaBodySchema = z
  .object({
    title: line().trim().max(INSPIRATION_LIMITS.ideaTitleMax),
    text: text().max(INSPIRATION_LIMITS.ideaTextMax),
    hashtags: z.array(line().trim().max(100)).max(30).optional(),
    network: line().max(40).nullable().optional(),
    objective: line().max(40).nullable().optional(),
  })
  .strict();
export type IdeaBody = z.infer<typeof ideaBodySchema>;

/** Saves a competitor's post or a news item as an idea (« Enregistrer »). */
export const saveFindingBodySchema = z.object({ kind: z.enum(['competitor_post', 'news']), id: line().max(200) }).strict();
export type SaveFindingBody = z.infer<typeof saveFindingBodySchema>;

/** The idea generator: theme + objective + network → five ideas. */
export const generateIdeasBodySchema = z.object({ theme: line().trim().max(INSPIRATION_LIMITS.themeMax), objective: line().max(40), network: line().max(40) }).strict();
export type GenerateIdeasBody = z.infer<typeof generateIdeasBodySchema>;
export const generatedIdeaSchema = z.object({ title: z.string(), text: z.string(), hashtags: z.array(z.string()) });
export type GeneratedIdea = z.infer<typeof generatedIdeaSchema>;
export const generatedIdeasResponseSchema = ok(z.object({ ideas: z.array(generatedIdeaSchema), provider: z.string(), network, objective: z.enum(OBJECTIVES) }));

export const draftFromIdeaResponseSchema = ok(z.object({ contentId: z.string() }));

/** « Inspiration du jour »: one tip a day, from the workspace's best post or a rising topic. */
export const dailyTipSchema = z.object({
  kind: z.enum(['post', 'topic', 'general']),
  title: z.string(),
  text: z.string(),
  /** The title and the text as keys of the API's messages, for another language. */
  titleWorded: wordedSchema,
  textWorded: wordedSchema,
  /** The post it comes from (« Voir les statistiques » → /analytics?post=…). */
  contentId: z.string().nullable(),
  topic: z.string().nullable(),
  date: z.string(),
});
export type DailyTip = z.infer<typeof dailyTipSchema>;
export const dailyTipResponseSchema = ok(dailyTipSchema);

export const inspirationSearchQuerySchema = z.object({ q: line().trim().min(1).max(INSPIRATION_LIMITS.searchMaxLength) }).strict();
export const inspirationSearchResponseSchema = ok(
  z.object({
    news: z.array(newsItemSchema),
    topics: z.array(trendingTopicSchema),
    competitorPosts: z.array(competitorPostSchema),
    ideas: z.array(ideaSchema),
  }),
);
export type InspirationSearchResults = z.infer<typeof inspirationSearchResponseSchema>['data'];
