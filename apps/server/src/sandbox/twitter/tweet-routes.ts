import type { FastifyInstance } from 'fastify';
import { countXText, X_TEXT_MAX } from '@publia/shared';
import type { SandboxAudience } from '../kit/audience-clock.ts';
import type { SandboxContext } from '../kit/context.ts';
import type { AudienceFigures } from '../kit/audience.ts';
import type { createGate } from '../kit/gate.ts';
import { findPost, findPosts, numericId, recordPost, type SandboxPost } from '../kit/posts.ts';
import { answerIn, conversationOf } from './conversations.ts';
import { forbidden, invalidRequest, notFound, rateLimitHeaders, tooManyRequests, xHandle } from './dialect.ts';
import { tweetMediaOf } from './tweet-media.ts';

type Gate = ReturnType<typeof createGate>;

/** `POST /2/tweets`: 100 per user per 15 minutes, X's limit. */
const TWEETS_PER_WINDOW = 100;
const WINDOW_MS = 15 * 60_000;

interface TweetBody {
  text?: unknown;
  media?: { media_ids?: unknown };
  reply?: { in_reply_to_tweet_id?: unknown };
}

/** `GET /2/tweets` takes 1 to 100 ids. */
const MAX_IDS = 100;

/** X's `public_metrics` from a post's figures: a quarter of its shares are quotes, the rest reposts. */
export function publicMetricsOf(figures: Pick<AudienceFigures, 'impressions' | 'likes' | 'comments' | 'shares' | 'saves'>) {
  const quotes = Math.floor(figures.shares / 4);
  return {
    retweet_count: figures.shares - quotes,
    reply_count: figures.comments,
    like_count: figures.likes,
    quote_count: quotes,
    bookmark_count: figures.saves,
    impression_count: figures.impressions,
  };
}

/** A post as the v2 API shows it: id and text, plus those of its other fields that `tweet.fields` asks for. */
export function tweetNode(id: string, text: string, optional: Record<string, unknown>, fields: string[]) {
  const chosen = fields.filter((field) => optional[field] !== undefined && optional[field] !== null).map((field) => [field, optional[field]]);
  return { id, text, edit_history_tweet_ids: [id], ...Object.fromEntries(chosen) };
}

/** A sandbox post, its `public_metrics` from its audience now. X gives no reach. */
export async function tweetOf(audience: SandboxAudience, post: SandboxPost, fields: string[]) {
  const figures = fields.includes('public_metrics') ? await audience.figures(post) : null;
  return tweetNode(
    post.id,
    post.text,
    { author_id: post.userId, created_at: post.createdAt, conversation_id: post.id, public_metrics: figures && publicMetricsOf(figures) },
    fields,
  );
}

export const fieldsOf = (value: string | undefined) => (value ?? '').split(',').filter(Boolean);

export function tweetRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  // Kept in memory, like the shared rate windows: X's answers also need what remains of the window.
  const used = new Map<string, number[]>();

  /** The user's tweets in the current window, and X's headers about it. */
  function windowOf(userId: string) {
    const now = Date.now();
    const recent = (used.get(userId) ?? []).filter((at) => at > now - WINDOW_MS);
    used.set(userId, recent);
    const resetAt = new Date((recent[0] ?? now) + WINDOW_MS);
    return { full: recent.length >= TWEETS_PER_WINDOW, resetAt, headers: () => rateLimitHeaders(TWEETS_PER_WINDOW, TWEETS_PER_WINDOW - recent.length, resetAt) };
  }

  scope.post<{ Body: TweetBody }>('/2/tweets', async (request, reply) => {
    const body = (request.body ?? {}) as TweetBody;
    const target = body.reply?.in_reply_to_tweet_id;
    const conversation = typeof target === 'string' ? await conversationOf(ctx, target) : null;
    // A thread's next post answers the account's own tweet: it is publishing (its faults are `publish`'s), an answer to the audience is moderation.
    const threadPart = !!conversation && (conversation.tweet === null || conversation.tweet.author === null);
    const caller = await gate.enter(request, reply, body.reply && !threadPart ? 'comments' : 'publish');
    if (!caller) return reply;
    if (!caller.scope.split(' ').includes('tweet.write')) return gate.send(reply, forbidden('Missing scope tweet.write'));
    const text = typeof body.text === 'string' ? body.text : '';
    if (body.text !== undefined && typeof body.text !== 'string') return gate.send(reply, invalidRequest('text must be a string', 'text'));
    const attached = await tweetMediaOf(ctx, body.media?.media_ids, caller.userId);
    if (!attached.ok) return gate.send(reply, attached.refusal);
    const media = attached.media;
    if (!text && media.length === 0) return gate.send(reply, invalidRequest('You must specify either text or media.', 'text'));
    if (countXText(text) > X_TEXT_MAX) {
      return gate.send(reply, forbidden('Your Tweet text is too long. For more information on how Twitter determines text length see https://github.com/twitter/twitter-text.'));
    }
    if (body.reply && !conversation) return gate.send(reply, forbidden('You attempted to reply to a Tweet that is deleted or not visible to you.'));
    // The sandbox's audience is the only other member: a demo account answers in its own conversations only.
    if (conversation && conversation.post.userId !== caller.userId) {
      return gate.send(
        reply,
        forbidden('Reply to this conversation is not allowed because you have not been mentioned or otherwise engaged by the author of the post you are replying to.'),
      );
    }
    const quota = windowOf(caller.userId);
    if (quota.full) return gate.send(reply, tooManyRequests(Math.ceil((quota.resetAt.getTime() - Date.now()) / 1000), TWEETS_PER_WINDOW));
    used.get(caller.userId)!.push(Date.now());

    const user = caller.user;
    let id: string;
    if (conversation) id = await answerIn(ctx, conversation, text);
    else {
      id = numericId(19);
      const handle = xHandle(user?.username ?? caller.userId);
      const [first] = media;
      await recordPost(ctx.db, 'twitter', {
        id,
        userId: caller.userId,
        username: handle,
        owner: user?.owner ?? null,
        text,
        title: null,
        mediaType: first?.type ?? null,
        mediaUrl: first?.url ?? null,
        mediaAltText: first?.altText,
        // Several photos show as a set on the post's page; their files are served by `/pbs/media/{id}`.
        ...(media.length > 1 ? { media: media.flatMap(({ url, ...medium }) => (url ? [{ ...medium, url }] : [])) } : {}),
      });
    }
    return reply
      .code(201)
      .headers(quota.headers())
      .send({ data: { edit_history_tweet_ids: [id], id, text } });
  });

  scope.get<{ Params: { id: string }; Querystring: { 'tweet.fields'?: string } }>('/2/tweets/:id', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'metrics');
    if (!caller) return reply;
    if (!/^\d{1,19}$/.test(request.params.id)) return gate.send(reply, invalidRequest('The `id` query parameter value is not valid', 'id'));
    const post = await findPost(ctx.db, 'twitter', request.params.id);
    if (!post) return notFound(request.params.id, 'id');
    return { data: await tweetOf(ctx.audience, post, fieldsOf(request.query['tweet.fields'])) };
  });

  /**
   * Several posts at once: those found in `data`, each missing one as a "Not Found" problem in
   * `errors[]` — and no `data` at all when none is found, as the contract's `minItems: 1` wants.
   */
  scope.get<{ Querystring: { ids?: string; 'tweet.fields'?: string } }>('/2/tweets', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'metrics');
    if (!caller) return reply;
    const ids = (request.query.ids ?? '').split(',');
    if (ids.length > MAX_IDS || ids.some((id) => !/^\d{1,19}$/.test(id))) return gate.send(reply, invalidRequest('The `ids` query parameter value is not valid', 'ids'));
    const posts = await findPosts(ctx.db, 'twitter', ids);
    const fields = fieldsOf(request.query['tweet.fields']);
    const data = await Promise.all(posts.filter((post): post is SandboxPost => post !== null).map((post) => tweetOf(ctx.audience, post, fields)));
    const errors = ids.filter((_, index) => !posts[index]).flatMap((id) => notFound(id, 'ids').errors);
    return { ...(data.length > 0 ? { data } : {}), ...(errors.length > 0 ? { errors } : {}) };
  });
}
