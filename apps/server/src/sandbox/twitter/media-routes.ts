import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import type { createGate, FakeAnswer } from '../kit/gate.ts';
import { numericId } from '../kit/posts.ts';
import { forbidden, invalidRequest } from './dialect.ts';
import { advance, getMedia, mediaKeyOf, processingInfo, PROCESSING_CHECKS, saveMedia, type FakeMedia } from './media-store.ts';

type Gate = ReturnType<typeof createGate>;
type Fields = Record<string, unknown>;

const MB = 1024 * 1024;
const EXPIRES_AFTER_SECS = 86_400;
const ONE_SHOT_CATEGORIES = ['tweet_image', 'dm_image', 'subtitles'];
const CHUNKED_CATEGORIES = ['amplify_video', 'tweet_gif', 'tweet_image', 'tweet_video', 'dm_gif', 'dm_image', 'dm_video', 'subtitles'];
/** X's caps per category: images 5 MB, GIFs 15 MB, videos 512 MB. */
const MAX_BYTES: Record<string, number> = { tweet_image: 5 * MB, tweet_gif: 15 * MB, tweet_video: 512 * MB };

/** `AltText.text` of X's media metadata: at most 1000 characters. */
const ALT_TEXT_MAX = 1000;

interface MetadataBody {
  id?: unknown;
  metadata?: { alt_text?: { text?: unknown } | null } | null;
}

/** What X refuses in a metadata request before looking the medium up (its schema's rules). */
function metadataRefusal(body: MetadataBody): FakeAnswer | null {
  if (typeof body.id !== 'string') return invalidRequest('$.id: is missing but it is required', 'id');
  if (!/^\d{1,19}$/.test(body.id)) return invalidRequest('$.id: does not match the regex pattern ^[0-9]{1,19}$', 'id');
  const altText = body.metadata?.alt_text;
  if (altText === undefined) return null;
  if (typeof altText?.text !== 'string') return invalidRequest('$.metadata.alt_text.text: is missing but it is required', 'metadata.alt_text.text');
  if ([...altText.text].length > ALT_TEXT_MAX) {
    return invalidRequest(`$.metadata.alt_text.text: must be at most ${ALT_TEXT_MAX} characters long`, 'metadata.alt_text.text');
  }
  return null;
}

/** A multipart file arrives as bytes, a JSON one as base64. */
function bytesOf(value: unknown): Buffer | null {
  if (Buffer.isBuffer(value)) return value;
  if (typeof value === 'string' && value) return Buffer.from(value, 'base64');
  return null;
}

const str = (value: unknown) => (typeof value === 'string' ? value : Buffer.isBuffer(value) ? value.toString() : undefined);

/**
 * X's upload answers (`MediaUploadResponse`, `MediaUploadAppendResponse`) carry a `meta` object
 * beside `data`, which the file requires without describing it: the fake sends it empty.
 */
const answered = <T>(data: T) => ({ data, meta: {} });

const answerOf = (media: FakeMedia) =>
  answered({
    id: media.id,
    media_key: media.mediaKey,
    size: media.totalBytes,
    expires_after_secs: EXPIRES_AFTER_SECS,
    ...(media.state === 'succeeded' && media.category === 'tweet_image' ? {} : { processing_info: processingInfo(media) }),
  });

export function mediaRoutes(scope: FastifyInstance, ctx: SandboxContext, gate: Gate) {
  /** The caller, if its token carries `media.write`; otherwise the answer is sent. */
  const writer = async (request: Parameters<Gate['enter']>[0], reply: Parameters<Gate['enter']>[1]) => {
    const caller = await gate.enter(request, reply, 'upload');
    if (caller && !caller.scope.split(' ').includes('media.write')) return (gate.send(reply, forbidden('Missing scope media.write')), null);
    return caller;
  };

  /** Owned upload session, or the 400 X gives for an unknown media id. */
  const session = async (id: string, userId: string) => {
    const media = await getMedia(ctx.db, id);
    return media && media.userId === userId ? media : null;
  };

  const bodyLimit = 20 * MB;

  scope.post<{ Body: Fields }>('/2/media/upload', { bodyLimit }, async (request, reply) => {
    const caller = await writer(request, reply);
    if (!caller) return reply;
    const body = request.body ?? {};
    const category = str(body.media_category);
    const bytes = bytesOf(body.media);
    if (!category || !ONE_SHOT_CATEGORIES.includes(category)) return gate.send(reply, invalidRequest('media_category is invalid', 'media_category'));
    if (!bytes?.length) return gate.send(reply, invalidRequest('media is required', 'media'));
    if (bytes.length > MAX_BYTES.tweet_image!) return gate.send(reply, invalidRequest(`File size exceeds ${MAX_BYTES.tweet_image} bytes.`, 'media'));
    const id = numericId(19);
    const media: FakeMedia = {
      id,
      mediaKey: mediaKeyOf(category, id),
      userId: caller.userId,
      category,
      mimeType: str(body.media_type) ?? 'image/jpeg',
      totalBytes: bytes.length,
      segments: { 0: bytes.length },
      state: 'succeeded',
      checksLeft: 0,
      data: bytes.toString('base64'),
    };
    await saveMedia(ctx.db, media);
    return answerOf(media);
  });

  scope.post<{ Body: Fields }>('/2/media/upload/initialize', async (request, reply) => {
    const caller = await writer(request, reply);
    if (!caller) return reply;
    const body = request.body ?? {};
    const category = str(body.media_category) ?? 'tweet_image';
    const total = body.total_bytes;
    if (!CHUNKED_CATEGORIES.includes(category)) return gate.send(reply, invalidRequest('media_category is invalid', 'media_category'));
    if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) return gate.send(reply, invalidRequest('total_bytes is invalid', 'total_bytes'));
    if (total > (MAX_BYTES[category] ?? 512 * MB)) return gate.send(reply, invalidRequest(`File size exceeds ${MAX_BYTES[category]} bytes.`, 'total_bytes'));
    const id = numericId(19);
    const media: FakeMedia = {
      id,
      mediaKey: mediaKeyOf(category, id),
      userId: caller.userId,
      category,
      mimeType: str(body.media_type) ?? 'video/mp4',
      totalBytes: total,
      segments: {},
      state: 'uploading',
      checksLeft: PROCESSING_CHECKS,
    };
    await saveMedia(ctx.db, media);
    return answered({ id, media_key: media.mediaKey, expires_after_secs: EXPIRES_AFTER_SECS });
  });

  scope.post<{ Params: { id: string }; Body: Fields }>('/2/media/upload/:id/append', { bodyLimit }, async (request, reply) => {
    const caller = await writer(request, reply);
    if (!caller) return reply;
    const media = await session(request.params.id, caller.userId);
    if (!media || media.state !== 'uploading') return gate.send(reply, invalidRequest('media_id is invalid', 'id'));
    const body = request.body ?? {};
    const index = Number(str(body.segment_index) ?? body.segment_index);
    const bytes = bytesOf(body.media);
    if (!Number.isInteger(index) || index < 0 || index > 999) return gate.send(reply, invalidRequest('segment_index is invalid', 'segment_index'));
    if (!bytes?.length) return gate.send(reply, invalidRequest('media is required', 'media'));
    await saveMedia(ctx.db, { ...media, segments: { ...media.segments, [index]: bytes.length } });
    return answered({ expires_at: Math.floor(ctx.clock.now() / 1000) + EXPIRES_AFTER_SECS });
  });

  scope.post<{ Params: { id: string } }>('/2/media/upload/:id/finalize', async (request, reply) => {
    const caller = await writer(request, reply);
    if (!caller) return reply;
    const media = await session(request.params.id, caller.userId);
    if (!media || media.state !== 'uploading') return gate.send(reply, invalidRequest('media_id is invalid', 'id'));
    const sizes = Object.entries(media.segments).sort(([a], [b]) => Number(a) - Number(b));
    const contiguous = sizes.every(([index], position) => Number(index) === position);
    const received = sizes.reduce((sum, [, size]) => sum + size, 0);
    if (!contiguous || received !== media.totalBytes) {
      return gate.send(reply, invalidRequest('Segments do not add up to provided total file size.', 'id'));
    }
    // Photos are ready at once; videos and GIFs go through X's processing.
    const processed = media.category === 'tweet_image' || media.category === 'dm_image';
    const finalized: FakeMedia = { ...media, state: caller.fault === 'processing_failure' ? 'failed' : processed ? 'succeeded' : 'pending' };
    await saveMedia(ctx.db, finalized);
    return answerOf(finalized);
  });

  scope.get<{ Querystring: { command?: string; media_id?: string } }>('/2/media/upload', async (request, reply) => {
    const caller = await gate.enter(request, reply, 'status');
    if (!caller) return reply;
    if (request.query.command !== 'STATUS') return gate.send(reply, invalidRequest('command is invalid', 'command'));
    const media = await session(request.query.media_id ?? '', caller.userId);
    if (!media || media.state === 'uploading') return gate.send(reply, invalidRequest('media_id is invalid', 'media_id'));
    const next = advance(media, caller.fault === 'processing_failure');
    await saveMedia(ctx.db, next);
    return answerOf(next);
  });

  /**
   * A medium's metadata (`MetadataCreateRequest`): its alternative text, kept for the tweet that
   * attaches it. An id that is not one of the caller's uploads is refused, as an over-long text.
   */
  scope.post<{ Body: MetadataBody }>('/2/media/metadata', async (request, reply) => {
    const caller = await writer(request, reply);
    if (!caller) return reply;
    const body = (request.body ?? {}) as MetadataBody;
    const refusal = metadataRefusal(body);
    if (refusal) return gate.send(reply, refusal);
    const media = await session(body.id as string, caller.userId);
    if (!media) return gate.send(reply, invalidRequest('media_id is invalid', 'id'));
    const text = body.metadata?.alt_text?.text;
    if (typeof text !== 'string') return { data: { id: media.id } };
    await saveMedia(ctx.db, { ...media, altText: text });
    return { data: { id: media.id, associated_metadata: { alt_text: { text } } } };
  });

  /** The photo of a post, as X's media host would serve it. */
  scope.get<{ Params: { id: string } }>('/pbs/media/:id', async (request, reply) => {
    const media = await getMedia(ctx.db, request.params.id);
    if (!media?.data) return reply.code(404).send();
    return reply.type(media.mimeType).header('cache-control', 'public, max-age=86400').send(Buffer.from(media.data, 'base64'));
  });
}
