import { createHash } from 'node:crypto';
import { countMastodonStatus, MASTODON_DEFAULTS } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { ThreadComment } from '../kit/comment-thread.ts';
import type { SandboxContext } from '../kit/context.ts';
import { findSandboxUser, type SandboxUser } from '../kit/oauth.ts';
import { findPost, numericId, patchPost, recordPost, removeComment, timeline, type SandboxPost } from '../kit/posts.ts';
import { getRecord, putRecord } from '../kit/repository.ts';
import { answerIn, conversationOf, STATUS_ID_DIGITS, type Conversation } from './conversations.ts';
import { mastodonError, notFound, unprocessable } from './dialect.ts';
import { memberView, statusEntity, userView, type AccountView } from './entities.ts';
import type { MastodonFake } from './fake.ts';
import { fileUrl, getAttachment, type SandboxAttachment } from './media-routes.ts';

const VISIBILITIES = ['public', 'unlisted', 'private', 'direct'];
/** The instance keeps an idempotency key for an hour. */
const IDEMPOTENCY_MS = 3_600_000;
/** `limit` of an account's statuses: 20 by default, 40 at most. */
const DEFAULT_PAGE = 20;
const MAX_PAGE = 40;

interface StatusBody {
  status?: unknown;
  media_ids?: unknown;
  in_reply_to_id?: unknown;
  spoiler_text?: unknown;
  visibility?: unknown;
}

export const statusUrl = (ctx: SandboxContext, username: string, id: string) => `${ctx.publicUrl}/sandbox/mastodon/@${encodeURIComponent(username)}/${id}`;

/** The demo account as its statuses show it (its followers as it started: a status's author is read often). */
const authorOf = (ctx: SandboxContext, post: SandboxPost, user: SandboxUser | null): AccountView =>
  user
    ? userView(ctx.publicUrl, user, user.followers, 1)
    : userView(ctx.publicUrl, { id: post.userId, username: post.username, name: post.username, followers: 0, pictureUrl: '' }, 0, 1);

/** The account's status, its figures from its audience now: favourites, boosts, replies. */
async function postStatus(ctx: SandboxContext, post: SandboxPost) {
  const [figures, user] = await Promise.all([ctx.audience.figures(post), findSandboxUser(ctx.db, 'mastodon', post.userId)]);
  return statusEntity({
    id: post.id,
    text: post.text,
    createdAt: post.createdAt,
    account: authorOf(ctx, post, user),
    inReplyToId: null,
    inReplyToAccountId: null,
    spoilerText: post.details?.spoilerText ?? '',
    visibility: post.details?.visibility ?? 'public',
    media: (post.media ?? (post.mediaUrl && post.mediaType ? [{ type: post.mediaType, url: post.mediaUrl, altText: post.mediaAltText }] : [])).map((medium, index) => ({
      ...medium,
      id: post.details?.[`media${index}`] ?? `${post.id}${index}`,
    })),
    url: statusUrl(ctx, post.username, post.id),
    figures: { favourites: figures.likes, reblogs: figures.shares, replies: figures.comments },
  });
}

/** A reply under the account's status: the audience's (remote members) or the account's own. */
async function replyStatus(ctx: SandboxContext, conversation: Conversation, comment: ThreadComment) {
  const { post, thread } = conversation;
  const user = comment.author ? null : await findSandboxUser(ctx.db, 'mastodon', post.userId);
  const parent = comment.parentId ? thread.find((item) => item.id === comment.parentId) : null;
  const parentAccount = parent ? (parent.author ? memberView(ctx.publicUrl, parent.author).id : post.userId) : post.userId;
  const account = comment.author ? memberView(ctx.publicUrl, comment.author) : authorOf(ctx, post, user);
  return statusEntity({
    id: comment.id,
    text: comment.text,
    createdAt: comment.createdAt,
    account,
    inReplyToId: comment.parentId ?? post.id,
    inReplyToAccountId: parentAccount,
    spoilerText: '',
    visibility: 'public',
    media: [],
    url: comment.author ? `${account.url}/${comment.id}` : statusUrl(ctx, post.username, comment.id),
    figures: { favourites: 0, reblogs: 0, replies: thread.filter((item) => item.parentId === comment.id).length },
  });
}

const statusOf = (ctx: SandboxContext, conversation: Conversation) =>
  conversation.reply ? replyStatus(ctx, conversation, conversation.reply) : postStatus(ctx, conversation.post);

/** The replies under a status of the conversation (all of them, at any depth), oldest first. */
function descendantsOf(thread: readonly ThreadComment[], rootId: string | null): ThreadComment[] {
  const under = new Set<string | null>([rootId]);
  const found: ThreadComment[] = [];
  for (const comment of thread) {
    if (under.has(comment.parentId)) {
      found.push(comment);
      under.add(comment.id);
    }
  }
  return found;
}

type MediaCheck = { ok: true; media: SandboxAttachment[] } | { ok: false; answer: ReturnType<typeof mastodonError> };

/** The media a status names: the caller's, processed, four at most, a video or GIF alone. */
async function mediaOf(ctx: SandboxContext, ids: unknown, userId: string): Promise<MediaCheck> {
  if (ids === undefined) return { ok: true, media: [] };
  if (!Array.isArray(ids) || ids.some((id) => typeof id !== 'string')) return { ok: false, answer: unprocessable('Media ids must be an array of strings') };
  if (ids.length > MASTODON_DEFAULTS.maxMediaAttachments) return { ok: false, answer: unprocessable(`Cannot attach more than ${MASTODON_DEFAULTS.maxMediaAttachments} files`) };
  const media: SandboxAttachment[] = [];
  for (const id of ids as string[]) {
    const attachment = await getAttachment(ctx, id);
    if (!attachment || attachment.userId !== userId) return { ok: false, answer: unprocessable('Media attachments are invalid') };
    if (attachment.checksLeft > 0 || attachment.failed)
      return { ok: false, answer: mastodonError(422, 'Cannot attach files that have not finished processing. Try again in a moment!') };
    media.push(attachment);
  }
  const alone = media.some((medium) => medium.type === 'video' || medium.mimeType === 'image/gif');
  if (alone && media.length > 1) return { ok: false, answer: mastodonError(422, 'Cannot attach a video to a post that already contains images') };
  return { ok: true, media };
}

const idempotencyId = (userId: string, key: string) => createHash('sha256').update(`${userId}:${key}`).digest('hex');

/**
 * Statuses: created (text, media, content warning, visibility, a reply to the account's own status
 * or to its audience), read, deleted; their context (the replies under them); an account's
 * statuses; and the public page of a status.
 */
export function statusRoutes(scope: FastifyInstance, ctx: SandboxContext, fake: MastodonFake) {
  scope.post<{ Body: StatusBody }>('/api/v1/statuses', async (request, reply) => {
    const body = (request.body ?? {}) as StatusBody;
    const target = typeof body.in_reply_to_id === 'string' ? body.in_reply_to_id : null;
    const conversation = target ? await conversationOf(ctx, target) : null;
    // An answer to the audience is moderation (its faults are `comments`'); a thread's next status or a first comment is publishing.
    const caller = await fake.enter(request, reply, conversation?.reply?.author ? 'comments' : 'publish');
    if (!caller) return reply;
    if (!caller.scope.split(' ').some((granted) => granted === 'write' || granted === 'write:statuses')) {
      return fake.gate.send(reply, mastodonError(403, 'This action is outside the authorized scopes'));
    }
    const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
    if (key) {
      const kept = await getRecord<{ statusId: string; at: number }>(ctx.db, 'mastodon', 'idempotency', idempotencyId(caller.userId, key));
      const earlier = kept && kept.at > Date.now() - IDEMPOTENCY_MS ? await conversationOf(ctx, kept.statusId) : null;
      if (earlier) return statusOf(ctx, earlier);
    }
    const text = typeof body.status === 'string' ? body.status : '';
    const spoilerText = typeof body.spoiler_text === 'string' ? body.spoiler_text.trim() : '';
    const visibility = typeof body.visibility === 'string' ? body.visibility : 'public';
    if (!VISIBILITIES.includes(visibility)) return fake.gate.send(reply, unprocessable('Visibility is not included in the list'));
    const attached = await mediaOf(ctx, body.media_ids, caller.userId);
    if (!attached.ok) return fake.gate.send(reply, attached.answer);
    if (!text.trim() && attached.media.length === 0) return fake.gate.send(reply, unprocessable("Text can't be blank"));
    if (countMastodonStatus(text, spoilerText, MASTODON_DEFAULTS.charactersReservedPerUrl) > MASTODON_DEFAULTS.maxCharacters) {
      return fake.gate.send(reply, unprocessable(`Text character limit of ${MASTODON_DEFAULTS.maxCharacters} exceeded`));
    }
    // The audience is the sandbox's only other member: a demo account replies within its own conversations.
    if (target && (!conversation || conversation.post.userId !== caller.userId)) return fake.gate.send(reply, notFound());

    let statusId: string;
    if (conversation) {
      // A reply keeps its text only: Publia's follow-ups and answers carry no media.
      statusId = (await answerIn(ctx, conversation, text)).id;
    } else {
      const user = caller.user;
      statusId = numericId(STATUS_ID_DIGITS);
      const media = attached.media.map((medium) => ({ type: medium.type, url: fileUrl(ctx, medium.id), ...(medium.altText ? { altText: medium.altText } : {}) }));
      const [first] = media;
      await recordPost(ctx.db, 'mastodon', {
        id: statusId,
        userId: caller.userId,
        username: user?.username ?? caller.userId,
        owner: user?.owner ?? null,
        text,
        title: null,
        mediaType: first?.type ?? null,
        mediaUrl: first?.url ?? null,
        mediaAltText: first?.altText,
        ...(media.length > 1 ? { media } : {}),
        details: { spoilerText, visibility, ...Object.fromEntries(attached.media.map((medium, index) => [`media${index}`, medium.id])) },
      });
    }
    if (key) await putRecord(ctx.db, 'mastodon', 'idempotency', idempotencyId(caller.userId, key), { statusId, at: Date.now() });
    const created = await conversationOf(ctx, statusId);
    return statusOf(ctx, created!);
  });

  scope.get<{ Params: { id: string } }>('/api/v1/statuses/:id', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'metrics');
    if (!caller) return reply;
    const conversation = await conversationOf(ctx, request.params.id);
    if (!conversation) return fake.gate.send(reply, notFound());
    return statusOf(ctx, conversation);
  });

  scope.delete<{ Params: { id: string } }>('/api/v1/statuses/:id', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'delete');
    if (!caller) return reply;
    const conversation = await conversationOf(ctx, request.params.id);
    if (!conversation) return fake.gate.send(reply, notFound());
    // Only one's own statuses can be deleted: another account's reply is "not found" for the caller.
    const own = conversation.post.userId === caller.userId && (!conversation.reply || conversation.reply.author === null);
    if (!own) return fake.gate.send(reply, notFound());
    const answer = await statusOf(ctx, conversation);
    if (conversation.reply) await removeComment(ctx.db, 'mastodon', conversation.post.id, conversation.reply.id);
    else await patchPost(ctx.db, 'mastodon', conversation.post.id, { details: { ...conversation.post.details, deleted: 'true' } });
    return { ...answer, text: conversation.reply?.text ?? conversation.post.text };
  });

  scope.get<{ Params: { id: string } }>('/api/v1/statuses/:id/context', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'comments');
    if (!caller) return reply;
    const conversation = await conversationOf(ctx, request.params.id);
    if (!conversation) return fake.gate.send(reply, notFound());
    const { post, thread, reply: named } = conversation;
    const ancestors: ThreadComment[] = [];
    for (let parent = named?.parentId ?? null; parent !== null;) {
      const found = thread.find((comment) => comment.id === parent);
      if (!found || ancestors.length > 100) break;
      ancestors.unshift(found);
      parent = found.parentId;
    }
    return {
      ancestors: named ? [await postStatus(ctx, post), ...(await Promise.all(ancestors.map((comment) => replyStatus(ctx, conversation, comment))))] : [],
      descendants: await Promise.all(descendantsOf(thread, named?.id ?? null).map((comment) => replyStatus(ctx, conversation, comment))),
    };
  });

  scope.get<{ Params: { id: string }; Querystring: Record<string, string | undefined> }>('/api/v1/accounts/:id/statuses', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'recent');
    if (!caller) return reply;
    const limit = request.query.limit === undefined ? DEFAULT_PAGE : Number(request.query.limit);
    if (!Number.isInteger(limit) || limit < 1) return fake.gate.send(reply, unprocessable('Limit must be a positive number'));
    const user = await findSandboxUser(ctx.db, 'mastodon', request.params.id);
    if (!user) return fake.gate.send(reply, notFound());
    const before = request.query.max_id ? await findPost(ctx.db, 'mastodon', request.query.max_id) : null;
    if (request.query.max_id && !before) return [];
    const page = await timeline(ctx.db, 'mastodon', user.id, { until: before ? new Date(before.createdAt) : null, limit: Math.min(limit, MAX_PAGE) });
    return Promise.all(page.posts.filter((post) => !post.details?.deleted).map((post) => postStatus(ctx, post)));
  });
}
