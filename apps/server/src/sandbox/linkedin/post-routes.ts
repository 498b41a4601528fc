import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate } from '../kit/gate.ts';
import { renderPostPage } from '../kit/pages.ts';
import { findPost, numericId, recordPost } from '../kit/posts.ts';
import { firstLevelComments, linkedinCommentIds } from './comment-routes.ts';
import { dailyLimit, liError, unprocessable } from './dialect.ts';
import { readLittleText } from './little-text-reader.ts';
import { getAsset } from './media-store.ts';
import { restEntry } from './rest-headers.ts';

type Gate = ReturnType<typeof createGate>;
type Json = Record<string, unknown>;

/** A member's posts per UTC day before the 429 (LinkedIn publishes no figure; 150 is the usual one ⚠). */
const POSTS_PER_DAY = 150;

const REQUIRED = ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState'] as const;

/** The upload carries no type: the first bytes tell it. */
const imageTypeOf = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('hex') === '89504e47' ? 'image/png' : bytes.subarray(0, 3).toString('ascii') === 'GIF' ? 'image/gif' : 'image/jpeg';

const utcDay = () => new Date().toISOString().slice(0, 10);

export function postRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  // Kept in memory, like the shared rate windows: a demo runs on one instance.
  const postsToday = new Map<string, { day: string; count: number }>();

  const enterRest = restEntry(gate);

  /** The image or video a post carries, if it is the author's and ready. */
  async function mediaOf(content: unknown, author: string) {
    const id = (content as { media?: { id?: unknown } } | undefined)?.media?.id;
    if (content === undefined) return { ok: true as const, type: null, url: null };
    if (typeof id !== 'string') return { ok: false as const };
    const asset = await getAsset(ctx.db, id);
    if (!asset || asset.owner !== author || asset.status !== 'AVAILABLE') return { ok: false as const };
    return {
      ok: true as const,
      type: asset.kind,
      url: asset.data ? `${ctx.publicUrl}/sandbox/linkedin/media/${encodeURIComponent(asset.urn)}` : null,
    };
  }

  scope.post<{ Body: Json | undefined }>('/rest/posts', async (request, reply) => {
    const caller = await enterRest(request, reply, 'publish');
    if (!caller) return reply;
    const body = request.body ?? {};
    const missing = REQUIRED.find((field) => body[field] === undefined);
    if (missing) return gate.send(reply, unprocessable(missing));
    if (typeof body.commentary !== 'string') return gate.send(reply, unprocessable('commentary', 'is not a string'));
    if (body.author !== caller.urn) {
      return gate.send(reply, liError(403, 'ACCESS_DENIED', 'Unpermitted fields present in REQUEST_BODY: Data Processing Exception while processing fields [/author]', 100));
    }
    const media = await mediaOf(body.content, caller.urn);
    if (!media.ok) return gate.send(reply, liError(400, 'ILLEGAL_ARGUMENT', 'Invalid media: the asset is unknown or not AVAILABLE'));
    const today = postsToday.get(caller.userId);
    const count = today?.day === utcDay() ? today.count : 0;
    if (count >= POSTS_PER_DAY) return gate.send(reply, dailyLimit());
    postsToday.set(caller.userId, { day: utcDay(), count: count + 1 });

    const user = caller.user;
    const urn = `urn:li:share:${numericId(19)}`;
    await recordPost(ctx.db, 'linkedin', {
      id: urn,
      userId: caller.userId,
      username: user?.name ?? caller.userId,
      owner: user?.owner ?? null,
      text: readLittleText(body.commentary),
      title: null,
      mediaType: media.type,
      mediaUrl: media.url,
    });
    return reply.code(201).header('x-restli-id', urn).send();
  });

  scope.get<{ Params: { urn: string } }>('/rest/socialActions/:urn', async (request, reply) => {
    const caller = await enterRest(request, reply, 'metrics');
    if (!caller) return reply;
    const post = await findPost(ctx.db, 'linkedin', request.params.urn);
    if (!post) return gate.send(reply, liError(404, null, `Not Found: ${request.params.urn}`));
    const { likes, comments } = await ctx.audience.figures(post);
    return {
      $URN: `urn:li:socialActionsSummary:${post.id}`,
      target: post.id,
      likesSummary: { selectedLikes: [], aggregatedTotalLikes: likes, likedByCurrentUser: false, totalLikes: likes },
      commentsSummary: { selectedComments: [], aggregatedTotalComments: comments, totalFirstLevelComments: await firstLevelComments(ctx, post), commentsState: 'OPEN' },
    };
  });

  /** www.linkedin.com/feed/update/{urn}: where "Voir sur le réseau" leads (and a comment's address, `?commentUrn=`). */
  scope.get<{ Params: { urn: string } }>('/feed/update/:urn', async (request, reply) => {
    const post = await findPost(ctx.db, 'linkedin', request.params.urn.replace(/\/$/, ''));
    return reply.code(post ? 200 : 404).type('text/html; charset=utf-8').send(await renderPostPage('linkedin', post, ctx.audience, (found) => linkedinCommentIds(found).audience));
  });

  /** The photo of a post, as LinkedIn's media host would serve it. */
  scope.get<{ Params: { urn: string } }>('/media/:urn', async (request, reply) => {
    const asset = await getAsset(ctx.db, request.params.urn);
    if (!asset?.data) return reply.code(404).send();
    const bytes = Buffer.from(asset.data, 'base64');
    return reply.type(imageTypeOf(bytes)).header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
