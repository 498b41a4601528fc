import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findPost, numericId, recordPost, type SandboxPost } from '../kit/posts.ts';
import { actsFor, findPage, type SandboxPage } from '../meta/accounts.ts';
import { addComment, findComment, insightItem, visitorComments } from '../meta/comments.ts';
import { GRAPH_ERRORS, graphTime, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { fieldNames, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { countsOf, findVideo, NETWORK, saveVideo, VIDEO_PROCESSING_CHECKS, videoStatus, type SandboxVideo } from './store.ts';

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
    }, visitorComments(video.id, () => `${video.id}_${numericId(15)}`));
  }
  return next;
}

/** What an id names on this fake, and the Page it belongs to. */
async function lookUp(db: Db, id: string) {
  const video = await findVideo(db, id);
  const post = await findPost(db, NETWORK, id);
  const page = await findPage(db, NETWORK, video?.pageId ?? post?.userId ?? id);
  return { video, post, page };
}

const denied = (reply: FastifyReply, id: string) => sendGraphError(reply, GRAPH_ERRORS.unknownObject(id));

function postNode(fake: GraphFake, post: SandboxPost, page: SandboxPage) {
  const [, postNumber] = post.id.split('_');
  return {
    id: post.id,
    message: post.text,
    created_time: graphTime(post.createdAt),
    permalink_url: `${fake.siteUrl}/${page.id}/posts/${postNumber}`,
    ...countsOf(post),
  };
}

/** Reading nodes, a post's insights, and comments — as Graph answers them to a Page token. */
export function registerPageReading(scope: FastifyInstance, fake: GraphFake) {
  scope.get<ObjectParams>('/:version/:objectId', async (request, reply) => {
    const id = request.params.objectId;
    const fields = fieldNames(textParam(paramsOf(request), 'fields'), ['id']);
    const { video, post, page } = await lookUp(fake.db, id);
    const asksCounts = ['reactions', 'comments', 'shares'].some((name) => fields.has(name));
    const operation = fields.has('status') ? 'status' : asksCounts || video || post ? 'metrics' : 'profile';
    const call = await guard(fake, request, reply, operation);
    if (!call) return reply;
    if (!page || !actsFor(call.caller, page)) return denied(reply, id);
    if (video) {
      const checked = fields.has('status') ? await checkVideo(fake, video, page, call.fault === 'processing_failure') : video;
      const published = checked.state === 'ready' ? await findPost(fake.db, NETWORK, id) : null;
      const node = {
        id,
        description: checked.description,
        created_time: graphTime(checked.createdAt),
        permalink_url: `/${page.id}/videos/${id}/`,
        status: videoStatus(checked),
        ...countsOf(published),
      };
      return reply.send(pickFields(node, fields));
    }
    if (post) return reply.send(pickFields(postNode(fake, post, page), fields));
    const node = {
      id: page.id,
      name: page.name,
      username: page.username,
      link: `${fake.siteUrl}/${page.id}`,
      picture: { data: { url: page.pictureUrl, width: 50, height: 50, is_silhouette: false } },
      followers_count: page.followers,
      fan_count: page.followers,
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
    const likes = post.metrics.likes;
    const known: Record<string, unknown> = {
      post_total_media_view_unique: post.metrics.impressions,
      post_reactions_by_type_total: { like: Math.ceil(likes * 0.7), love: likes - Math.ceil(likes * 0.7) },
      post_clicks: post.metrics.clicks,
      post_clicks_by_type: { 'other clicks': post.metrics.clicks },
    };
    const names = metric.split(',').map((name) => name.trim());
    const unknown = names.find((name) => !(name in known));
    // post_impressions* were retired on 2026-06-15: the fake refuses them as Graph does.
    if (unknown) return sendGraphError(reply, GRAPH_ERRORS.invalidParam(`The value must be a valid insights metric (${unknown})`));
    return reply.send({ data: names.map((name) => insightItem(post.id, name, known[name])), paging: {} });
  });

  scope.get<ObjectParams>('/:version/:objectId/comments', async (request, reply) => {
    const target = await commentTarget(fake, request.params.objectId);
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    if (!target || !actsFor(call.caller, target.page)) return denied(reply, request.params.objectId);
    const fields = fieldNames(textParam(paramsOf(request), 'fields'), ['id', 'message', 'created_time']);
    const data = target.post.replies
      .filter((comment) => comment.inReplyTo === target.parentId)
      .map((comment) =>
        pickFields(
          { id: comment.id, message: comment.text, from: { name: comment.author, id: numericFrom(comment.author) }, created_time: graphTime(comment.createdAt) },
          fields,
        ),
      );
    return reply.send({ data, paging: { cursors: { before: 'MQZDZD', after: 'MgZDZD' } } });
  });

  scope.post<ObjectParams>('/:version/:objectId/comments', async (request, reply) => {
    const target = await commentTarget(fake, request.params.objectId);
    const call = await guard(fake, request, reply, 'comments');
    if (!call) return reply;
    if (!target) return denied(reply, request.params.objectId);
    if (call.caller.pageId !== target.page.id) return sendGraphError(reply, GRAPH_ERRORS.pagePermission, 403);
    const message = textParam(paramsOf(request), 'message');
    if (!message) return sendGraphError(reply, GRAPH_ERRORS.missingParam('message'));
    const id = `${target.post.id.split('_').pop()}_${numericId(15)}`;
    await addComment(fake.db, NETWORK, target.post.id, { id, author: target.page.name, text: message, createdAt: new Date().toISOString(), inReplyTo: target.parentId });
    return reply.send({ id });
  });
}

/** Comments hang on a post (or a video), replies on a comment. */
async function commentTarget(fake: GraphFake, id: string): Promise<{ post: SandboxPost; page: SandboxPage; parentId: string | null } | null> {
  const found = await findComment(fake.db, NETWORK, id);
  const post = found?.post ?? (await findPost(fake.db, NETWORK, id));
  const page = post ? await findPage(fake.db, NETWORK, post.userId) : null;
  return post && page ? { post, page, parentId: found ? found.comment.id : null } : null;
}

const numericFrom = (text: string) => String([...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1e15, 7));

