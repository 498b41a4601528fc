import multipart from '@fastify/multipart';
import { apiMessagesFr } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { graphDialect } from '../meta/graph-answers.ts';
import { createGraphFake } from '../meta/graph-fake.ts';
import type { GraphFake } from '../meta/guard.ts';
import { renderPostPage } from '../kit/pages.ts';
import { findPost } from '../kit/posts.ts';
import type { SandboxPlugin } from '../kit/routes.ts';
import { graphCommentIds } from '../meta/comments.ts';
import { registerPageComments } from './comment-routes.ts';
import { registerPageFeed } from './feed-routes.ts';
import { registerPagePublishing } from './publish-routes.ts';
import { registerPageReading } from './read-routes.ts';
import { NETWORK } from './store.ts';
import { PART_BYTES, registerVideoFiles } from './video-files.ts';
import { registerReels } from './video-upload-routes.ts';

/** Public pages of sandbox posts, at the paths of facebook.com (the `auth` base, as for real). */
function registerPostPages(scope: FastifyInstance, fake: GraphFake) {
  const show = async (id: string) => {
    const post = await findPost(fake.db, NETWORK, id);
    // A Reel says so above its description.
    const shown = post?.details?.format === 'reel' ? { ...post, title: apiMessagesFr['sandbox.reel'] } : post;
    return renderPostPage(NETWORK, shown, fake.audience, (found) => graphCommentIds(NETWORK, found).audience);
  };
  scope.get<{ Params: { pageId: string; postNumber: string } }>('/:pageId/posts/:postNumber', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await show(`${request.params.pageId}_${request.params.postNumber}`)),
  );
  scope.get<{ Params: { pageId: string; videoId: string } }>('/:pageId/videos/:videoId/', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(await show(request.params.videoId)),
  );
  scope.get<{ Params: { videoId: string } }>('/reel/:videoId/', async (request, reply) => reply.type('text/html; charset=utf-8').send(await show(request.params.videoId)));
  scope.get<{ Params: { objectId: string } }>('/:objectId', async (request, reply) => reply.type('text/html; charset=utf-8').send(await show(request.params.objectId)));
}

/**
 * The fake of Facebook's Graph API for Pages: Facebook Login, `/feed` (several photos attached),
 * `/photos`, `/videos` (by URL or resumable upload) and Reels with their processing states, `/published_posts`, insights, the audience's comments (answered,
 * hidden, deleted), the errors and throttling answers of Graph.
 */
export const facebookSandbox: SandboxPlugin = (ctx: SandboxContext) => async (scope) => {
  const dialect = graphDialect({
    usageType: 'pages',
    throttle: {
      message:
        '(#80001) There have been too many calls to this Page account. Wait a bit and try again. For more info, please refer to https://developers.facebook.com/docs/graph-api/overview/rate-limiting.',
      code: 80001,
    },
    duplicate: {
      message: '(#506) Duplicate status message',
      code: 506,
      error_user_title: 'Duplicate Status Update',
      error_user_msg: 'This status update is identical to the last one you posted. Try posting something different, or delete your previous update.',
    },
  });
  // A resumable upload's parts arrive as multipart files (`video_file_chunk`).
  await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 2 * PART_BYTES, files: 1 } });
  const fake = createGraphFake(scope, ctx, NETWORK, dialect);
  registerPagePublishing(scope, fake);
  registerReels(scope, fake);
  registerVideoFiles(scope, fake);
  registerPageReading(scope, fake);
  registerPageComments(scope, fake);
  registerPageFeed(scope, fake);
  registerPostPages(scope, fake);
};
