import { randomUUID } from 'node:crypto';
import { apiMessagesFr, type GenerationProvider, type GenerationResponse, type GenerationVariant, type Media, type ParsedGenerationRequest } from '@publia/shared';
import { generatePosts, generatorFor, type GeneratedPosts } from '../../ai/generate-posts.ts';
import { automationGenerator } from '../automations/service.ts';
import type { GenerationInput } from '../../ai/types.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../core/context/app-context.ts';
import type { SessionInfo } from '../../core/auth/service.ts';
import { findMedia, mediaInputFor, resolveMediaReference } from '../media/service.ts';
import { generationCacheKey } from './cache-key.ts';
import { quotaExceeded, workspacePlan } from '../../core/plans/service.ts';
import { generationLimits } from './limits.ts';
import { countCountedSince, findCachedGeneration, recordGeneration, releaseGeneration, reserveGeneration, type CachedGeneration } from './repository.ts';

interface ResolvedMedia {
  media: Media;
  /** The unfiltered original when the media is a filtered copy. */
  originalUrl: string;
}

/** The request's media, when it names one: one of this workspace's files, or a 400. */
async function resolveRequestMedia(ctx: AppContext, workspaceId: string, request: ParsedGenerationRequest): Promise<ResolvedMedia | null> {
  if (!request.media) return null;
  const media = await resolveMediaReference(ctx, workspaceId, { mediaId: request.media.mediaId, mediaUrl: request.media.url });
  if (!media) throw new AppError(400, 'generation.mediaNotFound', {}, 'media.url');
  const original = media.sourceId ? await findMedia(ctx, workspaceId, media.sourceId) : null;
  return { media, originalUrl: original?.url ?? media.url };
}

async function generationInput(ctx: AppContext, auth: SessionInfo, request: ParsedGenerationRequest, resolved: ResolvedMedia | null): Promise<GenerationInput> {
  const file = resolved && (await mediaInputFor(ctx, auth.workspace.id, resolved.media.id));
  const type = resolved?.media.kind === 'video' ? 'video' : 'photo';
  return {
    networks: [...new Set(request.reseauxSelectionnes)],
    keywords: request.informations.motsCles,
    description: request.informations.description,
    objective: request.informations.objectif,
    ...(resolved && file ? { media: { type, url: resolved.media.url, mimeType: file.mimeType, read: file.read } } : {}),
    userId: auth.user.id,
    request: resolved ? { ...request, media: { type, url: resolved.media.url } } : request,
  };
}

function answer(
  request: ParsedGenerationRequest,
  generation: CachedGeneration,
  extra: { resolved: ResolvedMedia | null; remainingRequests: number | null; cached: boolean; fallback: boolean },
): Omit<GenerationResponse, 'success'> {
  const variants = generation.variants as GenerationVariant[];
  const first = variants.find((variant) => variant.platform === request.reseauxSelectionnes[0]) ?? variants[0];
  const message = extra.cached ? apiMessagesFr['generation.cacheHit'] : extra.fallback ? apiMessagesFr['generation.fallback'] : apiMessagesFr['generation.success'];
  return {
    message,
    data: {
      text: first?.text ?? '',
      hashtags: first?.hashtags ?? [],
      mediaUrl: extra.resolved?.originalUrl ?? null,
      processedMediaUrl: extra.resolved?.media.url ?? null,
      platform: first?.platform ?? request.reseauxSelectionnes[0] ?? '',
      sessionId: generation.sessionId,
      remainingRequests: extra.remainingRequests,
      variants,
      provider: generation.provider as GenerationProvider,
      cached: extra.cached,
    },
    ...(extra.fallback ? { fallback: { available: true, message } } : {}),
  };
}

/** What the period leaves after `used` generations; null without a quota. */
const remaining = (limit: number | null, used: number) => (limit === null ? null : Math.max(0, limit - used));

/** Generations that used the quota since `since` (the start of the plan's period): the usage the plan counts. */
export function countGenerations(ctx: AppContext, workspaceId: string, since: Date): Promise<number> {
  return countCountedSince(ctx.db, workspaceId, since);
}

/**
 * POST /api/generate-content: a cached answer when this workspace asked the same within the
 * cache's age (the quota untouched), else posts from the configured provider (or the local
 * generator when it fails), counted against the plan's generations of the period and cached.
 */
export async function generateContent(ctx: AppContext, auth: SessionInfo, request: ParsedGenerationRequest): Promise<Omit<GenerationResponse, 'success'>> {
  const workspaceId = auth.workspace.id;
  const resolved = await resolveRequestMedia(ctx, workspaceId, request);
  const plan = await workspacePlan(ctx, workspaceId);
  const limits = generationLimits(ctx.config, plan);
  const now = ctx.clock.now();
  const cacheSince = new Date(now - limits.cacheMaxAgeMs);
  const cacheKey = generationCacheKey(request);
  // The workspace's own content-generation workflow when it has an active one, else the instance's provider.
  const delegated = await automationGenerator(ctx, workspaceId);
  const generator = delegated ?? generatorFor(ctx.config);

  // A hit writes nothing: it answers with two reads.
  const [cachedEntry, used] = await Promise.all([
    findCachedGeneration(ctx.db, { workspaceId, cacheKey, provider: generator.name, since: cacheSince }),
    countCountedSince(ctx.db, workspaceId, plan.periodStart),
  ]);
  if (cachedEntry) {
    return answer(request, cachedEntry, { resolved, remainingRequests: remaining(limits.periodLimit, used), cached: true, fallback: false });
  }

  // The unit is taken before the provider is asked, in one locked transaction: two requests at the
  // same instant cannot both take the period's last one. A fallback keeps it; an error gives it back.
  const reservation = await reserveGeneration(ctx.db, {
    workspaceId,
    userId: auth.user.id,
    provider: generator.name,
    since: plan.periodStart,
    limit: limits.periodLimit,
  });
  if (!reservation) throw quotaExceeded(plan, 'contentGeneration', limits.periodLimit ?? 0);
  let result: GeneratedPosts;
  try {
    const input = await generationInput(ctx, auth, request, resolved);
    result = await generatePosts(ctx.config, ctx.logger, input, generator);
  } catch (error) {
    await releaseGeneration(ctx.db, workspaceId, reservation.id).catch((cleanup: unknown) =>
      ctx.logger.error({ err: cleanup, generationId: reservation.id }, 'génération : unité du quota non rendue'),
    );
    throw error;
  }
  const generation: CachedGeneration = { sessionId: randomUUID(), provider: result.provider, variants: result.posts };
  await ctx.events.transaction(ctx.db, async (tx, emit) => {
    await recordGeneration(
      tx,
      reservation.id,
      { workspaceId, cacheKey, provider: result.provider, response: generation },
      { cacheable: !result.fallback, maxEntries: limits.cacheMaxEntries, since: cacheSince },
    );
    // The workflow that wrote the posts knows them: only what another provider wrote is announced
    // to it, in the transaction that records them.
    if (!delegated || result.fallback)
      await emit('generation.completed', {
        workspaceId,
        generationId: reservation.id,
        userId: auth.user.id,
        provider: result.provider,
        fallback: result.fallback,
        posts: result.posts,
      });
  });
  const remainingRequests = remaining(limits.periodLimit, reservation.usedBefore + 1);
  return answer(request, generation, { resolved, remainingRequests, cached: false, fallback: result.fallback });
}
