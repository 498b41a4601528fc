import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { renderPostPage } from '../kit/pages.ts';
import { findPost, findPosts, numericId, recordPost, type SandboxPost } from '../kit/posts.ts';
import { pinterestError } from './dialect.ts';
import type { PinterestFake } from './fake.ts';
import { mediaSourceRefusal, pinMediaOf, type PinMediaSource } from './pin-media.ts';
import { boardsOf } from './store.ts';

interface PinBody {
  board_id?: unknown;
  title?: unknown;
  description?: unknown;
  link?: unknown;
  alt_text?: unknown;
  media_source?: PinMediaSource;
}

const BOUNDS = { title: 100, description: 800, link: 2048, alt_text: 500 } as const;

/** `PinCreate`'s rules (a board, a medium — Pinterest takes no text-only Pin — and the length bounds). */
function refusalOf(body: PinBody): string | null {
  if (typeof body.board_id !== 'string' || !/^\d+$/.test(body.board_id)) return 'Invalid parameters: board_id is required.';
  for (const [field, max] of Object.entries(BOUNDS)) {
    const value = body[field as keyof typeof BOUNDS];
    if (value !== undefined && value !== null && (typeof value !== 'string' || [...value].length > max)) {
      return `Invalid parameters: ${field} must be a string of at most ${max} characters.`;
    }
  }
  return mediaSourceRefusal(body.media_source);
}

const imageSizes = (url: string) =>
  Object.fromEntries(
    [
      ['150x150', 150, 150],
      ['400x300', 400, 300],
      ['600x', 600, 600],
      ['1200x', 1200, 1200],
    ].map(([name, width, height]) => [name, { width, height, url }]),
  );

/** A Pin's `media` (the `PinMedia` schema): one image, a carousel's images in order, or a video. */
function mediaOf(post: SandboxPost, coverUrl: string | null) {
  if (post.mediaType === 'video') return { media_type: 'video', cover_image_url: coverUrl ?? '', video_url: null, duration: null, height: null, width: null };
  if (post.media && post.media.length > 1) {
    return {
      media_type: 'multiple_images',
      items: post.media.map((medium) => ({ item_type: 'image', title: null, description: null, link: null, images: imageSizes(medium.url) })),
    };
  }
  return { media_type: 'image', images: imageSizes(post.mediaUrl ?? '') };
}

const creativeTypeOf = (post: SandboxPost) => (post.mediaType === 'video' ? 'VIDEO' : post.media && post.media.length > 1 ? 'CAROUSEL' : 'REGULAR');

/** A Pin as `POST /pins` and `GET /pins` answer it (the `Pin` schema), from what the fake kept. */
export function pinOf(post: SandboxPost) {
  const body = { boardId: post.details?.boardId ?? '', link: post.details?.link ?? null, altText: post.details?.altText ?? null, coverUrl: post.details?.coverUrl ?? null };
  return {
    id: post.id,
    created_at: post.createdAt,
    link: body.link,
    title: post.title,
    description: post.text,
    dominant_color: '#d9c7b0',
    alt_text: body.altText,
    creative_type: creativeTypeOf(post),
    board_id: body.boardId,
    board_section_id: null,
    board_owner: { username: post.username },
    is_owner: true,
    media: mediaOf(post, body.coverUrl),
    parent_pin_id: null,
    is_standard: true,
    has_been_promoted: false,
    pin_metrics: null,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const METRICS = new Set(['IMPRESSION', 'OUTBOUND_CLICK', 'PIN_CLICK', 'SAVE', 'SAVE_RATE', 'TOTAL_COMMENTS', 'TOTAL_REACTIONS', 'USER_FOLLOW', 'PROFILE_VISIT']);
const LIFETIME = new Set(['TOTAL_COMMENTS', 'TOTAL_REACTIONS']);

/** `start_date` at most 90 days back, `end_date` after it and at most 90 days later. */
function invalidWindow(start?: string, end?: string): boolean {
  if (!start || !end || !DATE.test(start) || !DATE.test(end)) return true;
  const [from, to, today] = [Date.parse(start), Date.parse(end), Date.parse(new Date().toISOString().slice(0, 10))];
  const day = 86_400_000;
  return from > to || from < today - 90 * day || to - from > 90 * day;
}

/** The metric types asked, or null when the window or a type is invalid. */
const typesOf = (query: AnalyticsQuery) => {
  const types = (query.metric_types ?? '').split(',').filter(Boolean);
  return invalidWindow(query.start_date, query.end_date) || types.length === 0 || types.some((type) => !METRICS.has(type)) ? null : types;
};

type AnalyticsQuery = { start_date?: string; end_date?: string; metric_types?: string };

export function pinRoutes(scope: FastifyInstance, ctx: SandboxContext, fake: PinterestFake) {
  scope.post<{ Body: PinBody }>('/v5/pins', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'publish');
    if (!caller) return reply;
    const body = request.body ?? {};
    const refusal = refusalOf(body);
    if (refusal) return fake.gate.send(reply, pinterestError(400, refusal));
    const boardId = body.board_id as string;
    if (!(await boardsOf(ctx.db, caller.userId)).some((board) => board.id === boardId)) return fake.gate.send(reply, pinterestError(404, 'Board not found.'));
    const source = body.media_source!;
    if (source.source_type !== 'video_id' && caller.fault === 'processing_failure') {
      return fake.gate.send(reply, pinterestError(400, 'Unable to reach the URL of the image. Check that it is publicly reachable.'));
    }
    const media = await pinMediaOf(ctx, source, caller.userId);
    if (!media) return fake.gate.send(reply, pinterestError(400, 'Invalid parameters: the video is not ready.'));
    const { coverUrl, mediaId, ...shown } = media;
    const user = caller.user;
    const details = { boardId, link: typeof body.link === 'string' ? body.link : null, altText: typeof body.alt_text === 'string' ? body.alt_text : null, coverUrl, mediaId };
    const post = await recordPost(ctx.db, 'pinterest', {
      id: numericId(18),
      userId: caller.userId,
      username: user?.username ?? 'publia_demo',
      owner: user?.owner ?? null,
      text: typeof body.description === 'string' ? body.description : '',
      title: typeof body.title === 'string' ? body.title : null,
      ...shown,
      // The Pin's alternative text describes its image: the page shows it as the photo's `alt`.
      mediaAltText: details.altText ?? undefined,
      details,
    });
    return reply.code(201).send(pinOf(post));
  });

  /** A Pin's analytics as Pinterest gives them: everything published in the sandbox is within the window, so the summary is the figures now. */
  async function analyticsOf(post: SandboxPost, types: string[], end: string | undefined) {
    const m = await ctx.audience.figures(post);
    const outbound = Math.floor(m.clicks / 3);
    const values: Record<string, number> = {
      IMPRESSION: m.impressions,
      OUTBOUND_CLICK: outbound,
      PIN_CLICK: m.clicks - outbound,
      SAVE: m.saves,
      SAVE_RATE: m.impressions ? Number((m.saves / m.impressions).toFixed(4)) : 0,
      USER_FOLLOW: 0,
      PROFILE_VISIT: m.shares,
      TOTAL_COMMENTS: m.comments,
      TOTAL_REACTIONS: m.likes,
    };
    const pick = (keep: (type: string) => boolean) => Object.fromEntries(types.filter(keep).map((type) => [type, values[type]!]));
    const summary = pick((type) => !LIFETIME.has(type));
    return {
      all: {
        daily_metrics: [{ date: end, data_status: 'READY', metrics: summary }],
        summary_metrics: summary,
        lifetime_metrics: pick((type) => LIFETIME.has(type)),
      },
    };
  }

  /** Several Pins at once (at most 100): one that is gone fails the whole call (404), another's Pin too (401). */
  scope.get<{ Querystring: AnalyticsQuery & { pin_ids?: string } }>('/v5/pins/analytics', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'metrics');
    if (!caller) return reply;
    const types = typesOf(request.query);
    const ids = (request.query.pin_ids ?? '').split(',').filter(Boolean);
    if (!types || ids.length === 0 || ids.length > 100 || ids.some((id) => !/^\d+$/.test(id))) {
      return fake.gate.send(reply, pinterestError(400, 'Invalid multi_pins analytics parameters.'));
    }
    const posts = await findPosts(ctx.db, 'pinterest', ids);
    if (posts.some((post) => !post)) return fake.gate.send(reply, pinterestError(404, 'Pin not found.'));
    if (posts.some((post) => post!.userId !== caller.userId)) return fake.gate.send(reply, pinterestError(401, 'Not authorized to access board or Pin.'));
    const answers = await Promise.all(posts.map((post) => analyticsOf(post!, types, request.query.end_date)));
    return Object.fromEntries(ids.map((id, index) => [id, answers[index]]));
  });

  scope.get<{ Params: { pin_id: string }; Querystring: AnalyticsQuery }>('/v5/pins/:pin_id/analytics', async (request, reply) => {
    const caller = await fake.enter(request, reply, 'metrics');
    if (!caller) return reply;
    const types = typesOf(request.query);
    if (!types) return fake.gate.send(reply, pinterestError(400, 'Invalid pins analytics parameters.'));
    const post = await findPost(ctx.db, 'pinterest', request.params.pin_id);
    if (!post) return fake.gate.send(reply, pinterestError(404, 'Pin not found.'));
    if (post.userId !== caller.userId) return fake.gate.send(reply, pinterestError(403, 'Not authorized to access board or Pin.'));
    return analyticsOf(post, types, request.query.end_date);
  });

  /** www.pinterest.com/pin/{id}/: where "Voir sur le réseau" leads. */
  scope.get<{ Params: { id: string } }>('/pin/:id/', async (request, reply) => {
    const post = await findPost(ctx.db, 'pinterest', request.params.id);
    return reply
      .code(post ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(await renderPostPage('pinterest', post, ctx.audience));
  });
}
