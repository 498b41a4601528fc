import { z } from 'zod';
import { COMMENT_FLAG_REASONS, COMMENT_LIMITS, COMMENT_SENTIMENTS, COMMENT_STATS_PERIODS, COMMENT_STATUSES } from '../constants/comments.ts';
import { NETWORKS } from '../constants/networks.ts';
import { wordedSchema } from './inspiration.ts';
import { line, text } from './text.ts';

const network = z.enum(NETWORKS);
const status = z.enum(COMMENT_STATUSES);
const sentiment = z.enum(COMMENT_SENTIMENTS);
const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string().optional(), data });

/** An answer written to a comment: through Publia (by a member) or on the network directly. */
export const commentReplySchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The member who wrote it in Publia; null when it was written on the network. */
  memberName: z.string().nullable(),
  /** The reply on the network. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

/** The post a comment was left on. */
export const commentPostSchema = z.object({
  contentId: z.string().nullable(),
  title: z.string().nullable(),
  /** The beginning of the published text. */
  excerpt: z.string(),
  url: z.string().nullable(),
  mediaUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type CommentPost = z.infer<typeof commentPostSchema>;

export const commentSchema = z.object({
  id: z.string(),
  platform: network,
  accountId: z.string(),
  /** The connected account's name on the network. */
  accountName: z.string(),
  post: commentPostSchema,
  author: z.object({ name: z.string(), handle: z.string().nullable() }),
  /** As the network gave it: plain text, never HTML. */
  text: z.string(),
  /** When it was written, on the network. */
  createdAt: z.string(),
  status,
  /** Why the filter set it aside (« Signalé »): the rule and what it found, worded by the interface. */
  flag: z.object({ reason: z.enum(COMMENT_FLAG_REASONS), explanation: wordedSchema }).nullable(),
  sentiment,
  /** Hidden on the network (by Publia or by the account). */
  hidden: z.boolean(),
  /** The network no longer has it (deleted by its author or the account). */
  removed: z.boolean(),
  read: z.boolean(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  replies: z.array(commentReplySchema),
  /** The comment on the network. */
  url: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type Comment = z.infer<typeof commentSchema>;

const optionalLine = (max: number) => line().trim().max(max).optional();

/** `GET /api/comments`: newest first, filtered; `cursor` is the last page's `nextCursor`. */
export const commentsQuerySchema = z
  .object({
    q: optionalLine(COMMENT_LIMITS.searchMaxLength),
    platform: network.optional(),
    status: status.optional(),
    sentiment: sentiment.optional(),
    /** The item (publication) the comments were left on. */
    contentId: optionalLine(200),
    /** Calendar days (YYYY-MM-DD) in the member's time zone, both included. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    /** `me`, `none` or a member's id. */
    assignee: optionalLine(200),
    unread: z.enum(['true', 'false']).optional(),
    cursor: optionalLine(300),
    limit: z.coerce.number().int().min(1).max(COMMENT_LIMITS.pageSizeMax).default(COMMENT_LIMITS.pageSize),
  })
  .strict();
export type CommentsQuery = z.input<typeof commentsQuerySchema>;

export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  nextCursor: z.string().nullable(),
  /** Comments waiting for someone (pending or flagged), whatever the filters; counted up to `COMMENT_LIMITS.countUpTo` (one more: more than that). */
  waiting: z.number().int(),
  /** Comments matching the filters, counted the same way. */
  total: z.number().int(),
  /** Whether a connected account's network can have comments read at all. */
  readableAccounts: z.number().int(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;
export const commentsResponseSchema = ok(commentsPageSchema);

/** One message of a comment's conversation on the network (the comment, replies, the account's answers). */
export const threadMessageSchema = z.object({
  id: z.string(),
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** Written by the connected account (an answer). */
  fromAccount: z.boolean(),
  url: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const commentDetailSchema = z.object({
  comment: commentSchema,
  /** The published text of the post. */
  postText: z.string(),
  /** The conversation around the comment, oldest first. */
  thread: z.array(threadMessageSchema),
  /** The author's other comments on the workspace's posts. */
  authorComments: z.number().int(),
});
export type CommentDetail = z.infer<typeof commentDetailSchema>;
export const commentDetailResponseSchema = ok(commentDetailSchema);
export const commentResponseSchema = ok(commentSchema);

export const commentStatsQuerySchema = z.object({ days: z.enum(COMMENT_STATS_PERIODS).default('30') }).strict();
export const commentStatsSchema = z.object({
  days: z.number().int(),
  /** Comments received over the period. */
  total: z.number().int(),
  responded: z.number().int(),
  /** Responded ÷ comments that called for an answer (not rejected), 0–100; null with none. */
  responseRate: z.number().nullable(),
  /** Mean time from the comment to its first answer, in minutes; null with no answer. */
  averageResponseMinutes: z.number().nullable(),
  waiting: z.number().int(),
  flagged: z.number().int(),
  sentiments: z.object({ positive: z.number().int(), neutral: z.number().int(), negative: z.number().int() }),
  platforms: z.array(z.object({ platform: network, total: z.number().int() })),
});
export type CommentStats = z.infer<typeof commentStatsSchema>;
export const commentStatsResponseSchema = ok(commentStatsSchema);

export const replyBodySchema = z.object({ text: text().trim().min(1).max(COMMENT_LIMITS.replyMaxChars) }).strict();
export type ReplyBody = z.infer<typeof replyBodySchema>;

export const suggestedReplySchema = z.object({ text: z.string(), provider: z.string(), fallback: z.boolean() });
export type SuggestedReply = z.infer<typeof suggestedReplySchema>;
export const suggestedReplyResponseSchema = ok(suggestedReplySchema);

export const assignBodySchema = z.object({ userId: line().max(200).nullable() }).strict();
export type AssignBody = z.infer<typeof assignBodySchema>;

export const COMMENT_BULK_ACTIONS = ['approve', 'read'] as const;
export const bulkBodySchema = z.object({ ids: z.array(line().max(200)).min(1).max(COMMENT_LIMITS.bulkMax), action: z.enum(COMMENT_BULK_ACTIONS) }).strict();
export type BulkBody = z.infer<typeof bulkBodySchema>;
export const bulkResponseSchema = ok(z.object({ updated: z.number().int() }));

export const syncResponseSchema = ok(z.object({ accounts: z.number().int() }));

export const savedReplySchema = z.object({ id: z.string(), title: z.string(), text: z.string() });
export type SavedReply = z.infer<typeof savedReplySchema>;
export const savedRepliesResponseSchema = ok(z.object({ replies: z.array(savedReplySchema) }));
export const savedReplyResponseSchema = ok(savedReplySchema);
export const savedReplyBodySchema = z
  .object({ title: line().trim().min(1).max(COMMENT_LIMITS.savedReplyTitleMax), text: text().trim().min(1).max(COMMENT_LIMITS.replyMaxChars) })
  .strict();
export type SavedReplyBody = z.infer<typeof savedReplyBodySchema>;

/** The filter that flags comments: the words (the defaults unless an admin changed them) and the rules. */
export const commentFilterSchema = z.object({
  words: z.array(z.string()),
  defaultWords: z.array(z.string()),
  /** Whether `words` is the default list. */
  isDefault: z.boolean(),
});
export type CommentFilter = z.infer<typeof commentFilterSchema>;
export const commentFilterResponseSchema = ok(commentFilterSchema);
export const commentFilterBodySchema = z.object({ words: z.array(line().trim().min(1).max(COMMENT_LIMITS.filterWordMaxLength)).max(COMMENT_LIMITS.filterWordsMax) }).strict();
export type CommentFilterBody = z.infer<typeof commentFilterBodySchema>;

export const assigneesResponseSchema = ok(z.object({ members: z.array(z.object({ id: z.string(), name: z.string() })) }));
