import type { FastifyInstance } from 'fastify';
import type { AudienceFigures } from '../kit/audience.ts';
import type { SandboxPost } from '../kit/posts.ts';
import { findInstagramAccount, type SandboxInstagramAccount } from '../meta/accounts.ts';
import { insightItem } from '../meta/comments.ts';
import { GRAPH_ERRORS, graphTime, sendGraphError } from '../meta/graph-answers.ts';
import { guard, type GraphFake } from '../meta/guard.ts';
import { fieldNames, paramsOf, pickFields, textParam } from '../meta/params.ts';
import { reachableAccount, reachableMedia } from './access.ts';
import { businessDiscovery } from './business-discovery.ts';
import { isCommentId, sendCommentNode } from './comment-routes.ts';
import { CONTAINER_LIFETIME_MS, findContainer, mediaTypesOf, NETWORK, PROCESSING_CHECKS, permalinkOf, saveContainer, type SandboxContainer } from './store.ts';

type ObjectParams = { Params: { version: string; objectId: string } };

/** One status check: IN_PROGRESS a few times, then FINISHED — or ERROR on a `processing_failure`, EXPIRED after 24 h. */
async function checkContainer(fake: GraphFake, container: SandboxContainer, fail: boolean): Promise<SandboxContainer> {
  if (container.state !== 'IN_PROGRESS') return container;
  const checks = container.checks + 1;
  let next: SandboxContainer = { ...container, checks };
  if (fail) {
    const failure = container.mediaType === 'REELS' || container.mediaType === 'VIDEO' ? 'Error: 2207026 (unsupported video format)' : 'Error: 2207005 (unsupported image format)';
    next = { ...next, state: 'ERROR', failure };
  } else if (Date.now() - Date.parse(container.createdAt) > CONTAINER_LIFETIME_MS) next = { ...next, state: 'EXPIRED' };
  else if (checks > PROCESSING_CHECKS[container.mediaType]) next = { ...next, state: 'FINISHED' };
  await saveContainer(fake.db, next);
  return next;
}

const containerNode = (container: SandboxContainer) => ({
  id: container.id,
  status_code: container.state,
  status:
    container.state === 'ERROR'
      ? container.failure
      : container.state === 'FINISHED' || container.state === 'PUBLISHED'
        ? 'Finished: Media has been uploaded and it is ready to be published.'
        : undefined,
});

async function mediaNode(fake: GraphFake, post: SandboxPost) {
  const figures = await fake.audience.figures(post);
  return {
    id: post.id,
    caption: post.text,
    ...mediaTypesOf(post),
    media_url: post.mediaUrl ?? undefined,
    permalink: permalinkOf(fake.siteUrl, post),
    timestamp: graphTime(post.createdAt),
    username: post.username,
    like_count: figures.likes,
    comments_count: figures.comments,
  };
}

const accountNode = async (fake: GraphFake, account: SandboxInstagramAccount) => ({
  id: account.id,
  username: account.username,
  name: account.name,
  profile_picture_url: account.pictureUrl,
  followers_count: await fake.audience.followers(NETWORK, account),
  follows_count: 180,
  media_count: 0,
});

/** A media's lifetime insights, from its audience now; Instagram has no clicks on a media. */
const INSIGHTS: Record<string, (figures: AudienceFigures) => number> = {
  views: (figures) => figures.impressions,
  reach: (figures) => figures.reach,
  likes: (figures) => figures.likes,
  comments: (figures) => figures.comments,
  shares: (figures) => figures.shares,
  saved: (figures) => figures.saves,
  total_interactions: (figures) => figures.likes + figures.comments + figures.shares + figures.saves,
};
const RETIRED_INSIGHTS = new Set(['impressions', 'plays', 'clips_replays_count', 'ig_reels_aggregated_all_plays_count']);

/** Nodes (account, container, media, comment) and media insights. */
export function registerInstagramReading(scope: FastifyInstance, fake: GraphFake) {
  scope.get<ObjectParams>('/:version/:objectId', async (request, reply) => {
    const id = request.params.objectId;
    if (isCommentId(id)) return sendCommentNode(fake, request, reply);
    const fieldsParam = textParam(paramsOf(request), 'fields');
    const fields = fieldNames(fieldsParam, ['id']);
    const container = await findContainer(fake.db, id);
    const account = container ? null : await findInstagramAccount(fake.db, NETWORK, id);
    // Another account's profile and media, read through one's own: its own operation for the faults.
    const discovery = account !== null && fields.has('business_discovery');
    const operation = container ? 'status' : discovery ? 'public_account' : account ? 'profile' : 'metrics';
    const call = await guard(fake, request, reply, operation);
    if (!call) return reply;
    if (container) {
      if (!(await reachableAccount(fake, call, container.accountId, reply))) return reply;
      const checked = await checkContainer(fake, container, call.fault === 'processing_failure');
      return reply.send(pickFields(containerNode(checked), fields));
    }
    if (account) {
      if (!(await reachableAccount(fake, call, id, reply))) return reply;
      const discovered = discovery ? businessDiscovery(fake, fieldsParam ?? '') : null;
      if (discovered && 'error' in discovered) return sendGraphError(reply, discovered.error);
      return reply.send({ ...pickFields(await accountNode(fake, account), fields), ...(discovered ? { business_discovery: discovered.node } : {}) });
    }
    const post = await reachableMedia(fake, call, id, reply);
    if (!post) return reply;
    return reply.send(pickFields(await mediaNode(fake, post), fields));
  });

  scope.get<ObjectParams>('/:version/:objectId/insights', async (request, reply) => {
    const call = await guard(fake, request, reply, 'metrics');
    if (!call) return reply;
    const post = await reachableMedia(fake, call, request.params.objectId, reply);
    if (!post) return reply;
    const metric = textParam(paramsOf(request), 'metric');
    if (!metric) return sendGraphError(reply, GRAPH_ERRORS.missingParam('metric'));
    const names = metric.split(',').map((name) => name.trim());
    const retired = names.find((name) => RETIRED_INSIGHTS.has(name));
    if (retired) return sendGraphError(reply, GRAPH_ERRORS.invalidParam(`The ${retired} metric is no longer supported: use views`));
    const unknown = names.find((name) => !INSIGHTS[name]);
    if (unknown)
      return sendGraphError(reply, GRAPH_ERRORS.invalidParam(`metric[${names.indexOf(unknown)}] must be one of the following values: ${Object.keys(INSIGHTS).join(', ')}`));
    const figures = await fake.audience.figures(post);
    return reply.send({ data: names.map((name) => insightItem(post.id, name, INSIGHTS[name]!(figures))) });
  });
}
