import { z } from 'zod';
import { ANALYTICS_PERIODS, CONTENT_STATUSES, MEDIA_TYPES, OBJECTIVES, PUBLICATION_MODES } from '../constants/content.ts';
import { NETWORKS } from '../constants/networks.ts';
import { MASTODON_CONTENT_WARNING_MAX, MASTODON_VISIBILITIES } from '../networks/mastodon.ts';
import { contentApprovalSchema } from './approval-state.ts';
import { GENERATION_LIMITS } from './generation.ts';
import { line, requiredLine, text } from './text.ts';
import { postLinkOptionsShape } from './links.ts';

export const CONTENT_LIMITS = {
  titleMaxLength: 200,
  textMaxLength: 10_000,
  hashtagsMax: 30,
  hashtagMaxLength: 100,
  searchMaxLength: 200,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Media in one post (a carousel); each network may take fewer (`NETWORK_LIMITS[n].mediaSet`). */
  mediaMax: 10,
  /** The longest first comment any network takes (Facebook); each network checks its own. */
  firstCommentMaxLength: 8_000,
  /** Further posts of a thread after the first (X: 25 in all). */
  threadPartsMax: 24,
  /** A photo's alternative text: Pinterest's limit, the smallest of the networks that take one. */
  altTextMaxLength: 500,
} as const;

const network = z.enum(NETWORKS);

/** One medium of a post, in the order the post shows them (the first is its cover). */
export const contentMediumSchema = z
  .object({
    id: z.uuid().nullable(),
    url: line().max(2000),
    type: z.enum(MEDIA_TYPES),
    /**
     * What the photo shows, for readers who cannot see it: sent with the photo where the network
     * takes one (X, Instagram, Facebook, LinkedIn, Pinterest). Absent when not written.
     */
    altText: line().trim().min(1).max(CONTENT_LIMITS.altTextMaxLength).optional(),
  })
  .strict();
export type ContentMedium = z.infer<typeof contentMediumSchema>;

/** How a video goes out where the network offers a choice. */
export const publishOptionsSchema = z
  .object({
    /** Instagram Reels: also shown in the profile's grid (true unless said otherwise). */
    shareToFeed: z.boolean().optional(),
    /** The video's cover: the frame at this second (Instagram Reels, Facebook, Pinterest video Pins). */
    coverAtSeconds: z.number().min(0).max(3600).optional(),
    /** Facebook: the video goes out as a Reel instead of a Page video. */
    facebookReel: z.boolean().optional(),
    /** Mastodon: the content warning the status opens on (`spoiler_text`); its text shows once the reader asks. */
    contentWarning: line().trim().min(1).max(MASTODON_CONTENT_WARNING_MAX).optional(),
    /** Mastodon: who sees the status; absent, the account's setting (public by default). */
    mastodonVisibility: z.enum(MASTODON_VISIBILITIES).optional(),
    ...postLinkOptionsShape,
  })
  .strict();
export type PublishOptions = z.infer<typeof publishOptionsSchema>;
const hashtag = line().trim().min(1).max(CONTENT_LIMITS.hashtagMaxLength);
const instant = z.iso.datetime({ offset: true });
/** A post's link: an address a reader may open, so `http` or `https` only (never `javascript:`, `data:`, `file:`…). */
const webLink = line()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/ }));

/**
 * What the create screen saves: `keywords` are the post's hashtags (the payload's historical
 * name); `topics` are the generation's keywords (motsCles). A draft is
 * saved `pending` (it then appears in the pending list) unless `draft` is asked for. `objective`,
 * `description` and `publicationMode` are the rest of what the screen held, so that a draft
 * opened again can be generated again as it was.
 */
export const draftBodySchema = z
  .object({
    title: line().trim().max(CONTENT_LIMITS.titleMaxLength).optional(),
    content: text().max(CONTENT_LIMITS.textMaxLength),
    mediaId: z.uuid().nullable().optional(),
    mediaUrl: line().max(2000).nullable().optional(),
    mediaType: z.enum(MEDIA_TYPES).nullable().optional(),
    platforms: z.array(network).max(NETWORKS.length),
    keywords: z.array(hashtag).max(CONTENT_LIMITS.hashtagsMax).optional(),
    topics: z.array(line().trim().max(100)).max(3).optional(),
    objective: z.enum(OBJECTIVES).nullable().optional(),
    description: text().max(GENERATION_LIMITS.descriptionMaxLength).nullable().optional(),
    publicationMode: z.enum(PUBLICATION_MODES).nullable().optional(),
    /** Text per network when it differs from `content`. */
    variants: z.partialRecord(network, text().max(CONTENT_LIMITS.textMaxLength)).optional(),
    link: webLink.nullable().optional(),
    status: z.enum(['draft', 'pending']).optional(),
    repostOf: z.uuid().nullable().optional(),
    /**
     * Every medium of the post, in order (a carousel); when given, the first is also `mediaId`,
     * `mediaUrl` and `mediaType`. Without it, the post has the one medium those three name.
     */
    media: z.array(contentMediumSchema).max(CONTENT_LIMITS.mediaMax).optional(),
    /** Published as a comment right after the post, where the network allows it (Instagram, Facebook, LinkedIn). */
    firstComment: text().max(CONTENT_LIMITS.firstCommentMaxLength).nullable().optional(),
    /** X: the posts that follow the first one, each answering the one before. */
    thread: z.array(text().max(CONTENT_LIMITS.textMaxLength)).max(CONTENT_LIMITS.threadPartsMax).optional(),
    publishOptions: publishOptionsSchema.optional(),
  })
  .strict();
export type DraftBody = z.infer<typeof draftBodySchema>;

/** Statuses of a publication target: `to_check` is an outcome the network may or may not have received. */
export const TARGET_STATUSES = ['queued', 'publishing', 'published', 'failed', 'to_check', 'cancelled'] as const;
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/** What follows a post on one network: its first comment, or a further post of its thread. */
export const TARGET_PART_KINDS = ['first_comment', 'thread'] as const;
export const TARGET_PART_STATUSES = ['queued', 'publishing', 'published', 'failed', 'to_check'] as const;
export const targetPartSchema = z.object({
  /** 1 for a first comment or the thread's second post, and so on. */
  position: z.number(),
  kind: z.enum(TARGET_PART_KINDS),
  status: z.enum(TARGET_PART_STATUSES),
  externalId: z.string().nullable(),
  url: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type TargetPart = z.infer<typeof targetPartSchema>;

/** One (content, account) pair and what publishing there became. */
export const publicationTargetSchema = z.object({
  id: z.string(),
  accountId: z.string().nullable(),
  platform: network,
  username: z.string().nullable(),
  status: z.enum(TARGET_STATUSES),
  externalId: z.string().nullable(),
  url: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  dueAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The first comment or the thread's further posts, in order (empty: none). */
  parts: z.array(targetPartSchema),
});
export type PublicationTarget = z.infer<typeof publicationTargetSchema>;

/** Content statuses as the API reports them; `publishing` is the short time targets are going out. */
export const CONTENT_VIEW_STATUSES = [...CONTENT_STATUSES, 'publishing'] as const;
export type ContentViewStatus = (typeof CONTENT_VIEW_STATUSES)[number];

/** A content item, plus the per-network outcome. Instants are ISO strings in UTC. */
export const contentItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  content: z.string(),
  mediaId: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  mediaType: z.enum(MEDIA_TYPES).nullable(),
  platforms: z.array(network),
  keywords: z.array(z.string()),
  topics: z.array(z.string()),
  objective: z.enum(OBJECTIVES).nullable(),
  description: z.string().nullable(),
  publicationMode: z.enum(PUBLICATION_MODES).nullable(),
  variants: z.partialRecord(network, z.string()),
  link: z.string().nullable(),
  status: z.enum(CONTENT_VIEW_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  repostOf: z.string().nullable(),
  engagement: z.object({ impressions: z.number(), likes: z.number() }).nullable(),
  targets: z.array(publicationTargetSchema),
  /** In the posting queue since (null: not queued); its targets wait at their network's slot. */
  queuedAt: z.string().nullable(),
  /** Opted in for evergreen reposting, whatever its score. */
  evergreen: z.boolean(),
  /** What a repost was made from, with that item's figures to compare (null: not a repost, or the original was deleted). */
  original: z
    .object({
      id: z.string(),
      title: z.string().nullable(),
      engagement: z.object({ impressions: z.number(), likes: z.number() }).nullable(),
    })
    .nullable(),
  /** Where the item stands in the team's approval (null: no one asked). */
  approval: contentApprovalSchema.nullable(),
  /** Every medium, in order; the first is `mediaId`/`mediaUrl`/`mediaType`. */
  media: z.array(contentMediumSchema),
  firstComment: z.string().nullable(),
  /** X: the posts that follow the first one. */
  thread: z.array(z.string()),
  publishOptions: publishOptionsSchema,
  /**
   * The workspace requires approval and this item is not approved: only an admin may publish or
   * schedule it (which approves it); an editor asks for approval instead.
   */
  needsApproval: z.boolean(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/**
 * Where the next page of the history starts, as the previous page answered it (`nextCursor`): the
 * last item's date to the microsecond, in UTC, and its id. A date that does not exist (30 February)
 * is refused here, not by the database.
 */
const historyCursor = line()
  .regex(/^(?:19[7-9]\d|[2-9]\d{3})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  .refine((cursor) => {
    const date = new Date(`${cursor.slice(0, 23)}Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 19) === cursor.slice(0, 19);
  });

/**
 * The history's filter (status, network, dates, search), plus pagination: 1-based pages, or (`after`, which wins) the page
 * after the one whose `nextCursor` is given — a deep page read from where the last one ended, not
 * counted from the first.
 */
export const historyQuerySchema = z
  .object({
    platform: network.optional(),
    status: z.enum(CONTENT_VIEW_STATUSES).optional(),
    search: line().trim().max(CONTENT_LIMITS.searchMaxLength).optional(),
    dateFrom: instant.optional(),
    dateTo: instant.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(CONTENT_LIMITS.pageSizeMax).default(CONTENT_LIMITS.pageSizeDefault),
    after: historyCursor.optional(),
  })
  .strict();
export type HistoryQuery = z.input<typeof historyQuerySchema>;

export const historyResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contentItemSchema),
  pagination: z.object({
    page: z.number(),
    pageSize: z.number(),
    hasMore: z.boolean(),
    /** With `hasMore`: the `after` of the next page. */
    nextCursor: z.string().optional(),
  }),
});
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const contentResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: contentItemSchema });
export type ContentResponse = z.infer<typeof contentResponseSchema>;

export { contentCountsResponseSchema, type ContentCountsResponse } from './content-counts.ts';

/** `scheduledFor` is an instant with its offset; the browser converts the user's local choice. */
export const scheduleBodySchema = z.object({ scheduledFor: requiredLine('content.scheduleRequired').max(64) }).strict();
export type ScheduleBody = z.infer<typeof scheduleBodySchema>;

export const analyticsQuerySchema = z.object({ period: z.enum(ANALYTICS_PERIODS).default('30d') }).strict();

/** PUT /api/content/:id/evergreen: a published original opted in (or out of) evergreen reposting. */
export const evergreenOptBodySchema = z.object({ enabled: z.boolean() }).strict();
export type EvergreenOptBody = z.infer<typeof evergreenOptBodySchema>;
