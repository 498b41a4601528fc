import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate, FakeAnswer } from '../kit/gate.ts';
import { renderPostPage } from '../kit/pages.ts';
import { findPost, numericId, recordPost, withAltText, type SandboxMedium } from '../kit/posts.ts';
import { firstLevelComments, linkedinCommentIds } from './comment-routes.ts';
import { dailyLimit, liError, unprocessable } from './dialect.ts';
import { readLittleText } from './little-text-reader.ts';
import { getAsset } from './media-store.ts';
import { actingAs } from './organizations.ts';
import { restEntry } from './rest-headers.ts';

type Gate = ReturnType<typeof createGate>;
type Json = Record<string, unknown>;

/** A member's posts per UTC day before the 429 (LinkedIn publishes no figure; 150 is the usual one ⚠). */
const POSTS_PER_DAY = 150;

/** A multi-image post's bounds (LinkedIn's MultiImage API). */
const MULTI_IMAGE_MIN = 2;
const MULTI_IMAGE_MAX = 20;

const REQUIRED = ['author', 'commentary', 'visibility', 'distribution', 'lifecycleState'] as const;

/** An image's `altText` (LinkedIn's Images and MultiImage APIs): a string of at most 4086 characters. */
const ALT_TEXT_MAX = 4086;

function altTextRefusal(value: unknown, path: string): FakeAnswer | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') return unprocessable(path, 'is not a string');
  return [...value].length > ALT_TEXT_MAX ? unprocessable(path, `is longer than ${ALT_TEXT_MAX} characters`) : null;
}

/** The upload carries no type: the first bytes tell it. */
const imageTypeOf = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('hex') === '89504e47' ? 'image/png' : bytes.subarray(0, 3).toString('ascii') === 'GIF' ? 'image/gif' : 'image/jpeg';

const utcDay = () => new Date().toISOString().slice(0, 10);

export function postRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  // Kept in memory, like the shared rate windows: a demo runs on one instance.
  const postsToday = new Map<string, { day: string; count: number }>();

  const enterRest = restEntry(gate);

  /** The image or video `id` names, if it is the author's and ready; its address for the post page. */
  async function assetOf(id: unknown, author: string, kind?: 'image') {
    if (typeof id !== 'string') return null;
    const asset = await getAsset(ctx.db, id);
    if (!asset || asset.owner !== author || asset.status !== 'AVAILABLE' || (kind && asset.kind !== kind)) return null;
    return { type: asset.kind, url: asset.data ? `${ctx.publicUrl}/sandbox/linkedin/media/${encodeURIComponent(asset.urn)}` : '' };
  }

  /**
   * What a post carries: nothing, one medium (`content.media`), or 2 to 20 photos
   * (`content.multiImage.images`, in order), each with its `altText` if sent; a refusal as
   * LinkedIn words it otherwise.
   */
  async function mediaOf(content: unknown, author: string): Promise<{ media: SandboxMedium[] } | { refusal: FakeAnswer }> {
    if (content === undefined) return { media: [] };
    type Image = { id?: unknown; altText?: unknown } | null;
    const { media, multiImage } = (content ?? {}) as { media?: Image; multiImage?: { images?: unknown } };
    const invalidMedia = { refusal: liError(400, 'ILLEGAL_ARGUMENT', 'Invalid media: the asset is unknown or not AVAILABLE') };
    if (multiImage !== undefined) {
      const images = multiImage.images;
      if (!Array.isArray(images) || images.length < MULTI_IMAGE_MIN || images.length > MULTI_IMAGE_MAX) {
        return { refusal: unprocessable('content/multiImage/images', `must hold between ${MULTI_IMAGE_MIN} and ${MULTI_IMAGE_MAX} images`) };
      }
      const refusal = images.map((image: Image, index) => altTextRefusal(image?.altText, `content/multiImage/images/${index}/altText`)).find(Boolean);
      if (refusal) return { refusal };
      const found = await Promise.all(images.map((image: Image) => assetOf(image?.id, author, 'image')));
      if (found.some((asset) => !asset)) return invalidMedia;
      return { media: found.map((asset, index) => withAltText({ type: 'image', url: asset!.url }, (images[index] as Image)?.altText)) };
    }
    const refusal = altTextRefusal(media?.altText, 'content/media/altText');
    if (refusal) return { refusal };
    const asset = await assetOf(media?.id, author);
    return asset ? { media: [withAltText(asset, media?.altText)] } : invalidMedia;
  }

  scope.post<{ Body: Json | undefined }>('/rest/posts', async (request, reply) => {
    const caller = await enterRest(request, reply, 'publish');
    if (!caller) return reply;
    const body = request.body ?? {};
    const missing = REQUIRED.find((field) => body[field] === undefined);
    if (missing) return gate.send(reply, unprocessable(missing));
    if (typeof body.commentary !== 'string') return gate.send(reply, unprocessable('commentary', 'is not a string'));
    // The member posts as themselves, or as a Page they administer with `w_organization_social`.
    const acting = await actingAs(ctx, caller, body.author, 'w_organization_social');
    if (!acting.ok) {
      return gate.send(reply, liError(403, 'ACCESS_DENIED', 'Unpermitted fields present in REQUEST_BODY: Data Processing Exception while processing fields [/author]', 100));
    }
    const carried = await mediaOf(body.content, body.author as string);
    if ('refusal' in carried) return gate.send(reply, carried.refusal);
    const today = postsToday.get(caller.userId);
    const count = today?.day === utcDay() ? today.count : 0;
    if (count >= POSTS_PER_DAY) return gate.send(reply, dailyLimit());
    postsToday.set(caller.userId, { day: utcDay(), count: count + 1 });

    const user = caller.user;
    const page = acting.organization;
    const urn = `urn:li:share:${numericId(19)}`;
    const [first] = carried.media;
    await recordPost(ctx.db, 'linkedin', {
      id: urn,
      // A Page's posts are its own: its URN is their account, its name shows on their page.
      userId: page?.urn ?? caller.userId,
      username: page?.name ?? user?.name ?? caller.userId,
      owner: user?.owner ?? null,
      text: readLittleText(body.commentary),
      title: null,
      mediaType: first?.type ?? null,
      mediaUrl: first?.url || null,
      mediaAltText: first?.altText,
      ...(carried.media.length > 1 ? { media: carried.media } : {}),
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
    return reply
      .code(post ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(await renderPostPage('linkedin', post, ctx.audience, (found) => linkedinCommentIds(found).audience));
  });

  /** The photo of a post, as LinkedIn's media host would serve it. */
  scope.get<{ Params: { urn: string } }>('/media/:urn', async (request, reply) => {
    const asset = await getAsset(ctx.db, request.params.urn);
    if (!asset?.data) return reply.code(404).send();
    const bytes = Buffer.from(asset.data, 'base64');
    return reply.type(imageTypeOf(bytes)).header('cache-control', 'public, max-age=86400').send(bytes);
  });
}
