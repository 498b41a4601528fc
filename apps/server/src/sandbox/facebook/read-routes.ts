import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AudienceFigures } from '../kit/audience.ts';
import { findPost, recordPost, type SandboxPost } from '../kit/posts.ts';
import { actsFor, type SandboxPage } from '../meta/accounts.ts';
import { insightItem } from '../meta/comments.ts';
import { GRAPH_ERRORS, graphTime, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { fieldNames, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { looksLikeComment, sendCommentNode } from './comment-routes.ts';
import { countsOf, lookUp, lookUpAll, NETWORK, saveVideo, VIDEO_PROCESSING_CHECKS, videoStatus, type SandboxVideo } from './store.ts';

type ObjectParams = { Params: { objectId: string } };

/** One status check of a video: "processing" a few times, then ready (and on the Page) or failed. */
async function checkVideo(fake: GraphFake, video: SandboxVideo, page: SandboxPage, fail: boolean): Promise<SandboxVideo> {
  if (video.state !== 'processing') return video;
  const checks = video.checks + 1;
  const state = fail ? 'error' : checks > VIDEO_PROCESSING_CHECKS ? 'ready' : 'processing';
  const next = { ...video, checks, state } satisfies SandboxVideo;
  await saveVideo(fake.db, next);
  if (state === 'ready' && video.published) {
    await recordPost(fake.db, NETWORK, {
      id: video.id,
      userId: page.id,
      username: page.username,
      owner: page.owner ?? null,
      text: video.description,
      title: null,
      mediaType: 'video',
      mediaUrl: video.fileUrl,
      ...(video.reel ? { details: { format: 'reel' } } : {}),
    });
  }
  return next;
}

const denied = (reply: FastifyReply, id: string) => sendGraphError(reply, GRAPH_ERRORS.unknownObject(id));

async function postNode(fake: GraphFake, post: SandboxPost, page: SandboxPage, insights: string[] | null) {
  const [, postNumber] = post.id.split('_');
  const figures = await fake.audience.figures(post);
  return {
    id: post.id,
    message: post.text,
    created_time: graphTime(post.createdAt),
    permalink_url: `${fake.siteUrl}/${page.id}/posts/${postNumber}`,
    ...countsOf(figures),
    insights: insights ? { data: insights.map((name) => insightItem(post.id, name, POST_INSIGHTS[name]!(figures))), paging: {} } : undefined,
  };
}

/** The metrics of a field expansion `insights.metric(a,b)`; null when `insights` is not asked, [] when asked without metrics. */
function expandedInsights(fields: string | null): string[] | null {
  const match = fields?.match(/(?:^|,)\s*insights(?:\.metric\(([^)]*)\))?/);
  if (!match) return null;
  return (match[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * A Page post's insights (lifetime). Views and viewers replaced `post_impressions*`, retired on
 * 2026-06-15: asking one of those fails the whole request, as on Graph.
 */
const POST_INSIGHTS: Record<string, (figures: AudienceFigures) => unknown> = {
  post_media_view: (figures) => figures.impressions,
  post_total_media_view_unique: (figures) => figures.reach,
  post_reactions_by_type_total: ({ likes }) => ({ like: Math.ceil(likes * 0.7), love: likes - Math.ceil(likes * 0.7) }),
  post_clicks: (figures) => figures.clicks,
  post_clicks_by_type: (figures) => ({ 'other clicks': figures.clicks }),
};

/** Reading nodes (a comment's are in `comment-routes.ts`) and a post's insights, as Graph answers them to a Page token. */
export function registerPageReading(scope: FastifyInstance, fake: GraphFake) {
  /**
   * Several nodes in one call (`/?ids=a,b,c`, at most 50), answered by id; an id this fake does
   * not have, or the caller may not read, fails the whole call (#803) as on Graph. Posts and
   * videos only, with their counts and a post's expanded insights.
   */
  scope.get<{ Params: { version: string } }>('/:version/', async (request, reply) => {
    const params = paramsOf(request);
    const ids = (textParam(params, 'ids') ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    if (ids.length === 0) return sendGraphError(reply, GRAPH_ERRORS.missingParam('ids'));
    if (ids.length > 50) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('Too many IDs. Maximum: 50'));
    const fieldsParam = textParam(params, 'fields');
    const fields = fieldNames(fieldsParam, ['id']);
    const insights = expandedInsights(fieldsParam);
    const call = await guard(fake, request, reply, 'metrics');
    if (!call) return reply;
    const found = await lookUpAll(fake.db, ids);
    const missing = ids.filter((id) => {
      const { video, post, page } = found.get(id)!;
      return !(video || post) || !page || !actsFor(call.caller, page);
    });
    if (missing.length > 0) return sendGraphError(reply, { message: `(#803) Some of the aliases you requested do not exist: ${missing.join(',')}`, code: 803 }, 404);
    if (insights?.some((name) => !POST_INSIGHTS[name])) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('The value must be a valid insights metric'));
    const answer: Record<string, unknown> = {};
    for (const id of ids) {
      const { video, post, page } = found.get(id)!;
      if (insights && video) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('Tried accessing nonexisting field (insights) on node type (Video)'));
      if (video) {
        const published = video.state === 'ready' ? post : null;
        answer[id] = pickFields({ id, ...countsOf(published ? await fake.audience.figures(published) : null) }, fields);
      } else answer[id] = pickFields(await postNode(fake, post!, page!, insights), fields);
    }
    return reply.send(answer);
  });

  scope.get<ObjectParams>('/:version/:objectId', async (request, reply) => {
    const id = request.params.objectId;
    const fieldsParam = textParam(paramsOf(request), 'fields');
    const fields = fieldNames(fieldsParam, ['id']);
    const insights = expandedInsights(fieldsParam);
    const { video, post, page } = await lookUp(fake.db, id);
    if (!video && !post && !page && looksLikeComment(id)) return sendCommentNode(fake, request, reply);
    const asksCounts = ['reactions', 'comments', 'shares'].some((name) => fields.has(name));
    const operation = fields.has('status') ? 'status' : asksCounts || video || post ? 'metrics' : 'profile';
    const call = await guard(fake, request, reply, operation);
    if (!call) return reply;
    if (!page || !actsFor(call.caller, page)) return denied(reply, id);
    if (insights && (video || !post))
      return sendGraphError(reply, GRAPH_ERRORS.invalidParam(`Tried accessing nonexisting field (insights) on node type (${video ? 'Video' : 'Page'})`));
    if (insights) {
      if (insights.length === 0) return sendGraphError(reply, GRAPH_ERRORS.missingParam('metric'));
      // Graph refuses the whole request for one invalid metric, without saying which.
      if (insights.some((name) => !POST_INSIGHTS[name])) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('The value must be a valid insights metric'));
    }
    if (video) {
      const checked = fields.has('status') ? await checkVideo(fake, video, page, call.fault === 'processing_failure') : video;
      const published = checked.state === 'ready' ? await findPost(fake.db, NETWORK, id) : null;
      const node = {
        id,
        description: checked.description,
        created_time: graphTime(checked.createdAt),
        permalink_url: checked.reel ? `/reel/${id}/` : `/${page.id}/videos/${id}/`,
        status: videoStatus(checked),
        ...countsOf(published ? await fake.audience.figures(published) : null),
      };
      return reply.send(pickFields(node, fields));
    }
    if (post) return reply.send(pickFields(await postNode(fake, post, page, insights), fields));
    const followers = fields.has('followers_count') || fields.has('fan_count') ? await fake.audience.followers(NETWORK, page) : undefined;
    const node = {
      id: page.id,
      name: page.name,
      username: page.username,
      link: `${fake.siteUrl}/${page.id}`,
      picture: { data: { url: page.pictureUrl, width: 50, height: 50, is_silhouette: false } },
      followers_count: followers,
      fan_count: followers,
    };
    return reply.send(pickFields(node, fields));
  });

  scope.get<ObjectParams>('/:version/:objectId/insights', async (request, reply) => {
    const id = request.params.objectId;
    const { video, post, page } = await lookUp(fake.db, id);
    const call = await guard(fake, request, reply, 'metrics');
    if (!call) return reply;
    if (!page || !actsFor(call.caller, page)) return denied(reply, id);
    if (video || !post) return sendGraphError(reply, GRAPH_ERRORS.invalidParam(`Tried accessing nonexisting field (insights) on node type (${video ? 'Video' : 'Page'})`));
    const metric = textParam(paramsOf(request), 'metric');
    if (!metric) return sendGraphError(reply, GRAPH_ERRORS.missingParam('metric'));
    const names = metric.split(',').map((name) => name.trim());
    // Graph refuses the whole request for one invalid metric, without saying which.
    if (names.some((name) => !POST_INSIGHTS[name])) return sendGraphError(reply, GRAPH_ERRORS.invalidParam('The value must be a valid insights metric'));
    const figures = await fake.audience.figures(post);
    return reply.send({ data: names.map((name) => insightItem(post.id, name, POST_INSIGHTS[name]!(figures))), paging: {} });
  });
}
