import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../kit/context.ts';
import { graphDialect } from '../meta/graph-answers.ts';
import { createGraphFake } from '../meta/graph-fake.ts';
import type { GraphFake } from '../meta/guard.ts';
import { renderPostPage } from '../kit/pages.ts';
import { findPost } from '../kit/posts.ts';
import { registerPublicMedia } from '../kit/public-media.ts';
import { renderPublicPostPage } from '../kit/public-post-page.ts';
import type { SandboxPlugin } from '../kit/routes.ts';
import { graphCommentIds } from '../meta/comments.ts';
import { registerInstagramComments } from './comment-routes.ts';
import { registerMediaList } from './media-list-routes.ts';
import { registerContentPublishing } from './publish-routes.ts';
import { registerInstagramReading } from './read-routes.ts';
import { idOfShortcode, mediaOfShortcode, NETWORK } from './store.ts';

/** Public pages of sandbox media at instagram.com's paths: `/p/{shortcode}/` and `/reel/{shortcode}/`. */
function registerPostPages(scope: FastifyInstance, fake: GraphFake) {
  for (const kind of ['p', 'reel']) {
    scope.get<{ Params: { code: string } }>(`/${kind}/:code/`, async (request, reply) => {
      const mediaId = await mediaOfShortcode(fake.db, request.params.code);
      const post = mediaId ? await findPost(fake.db, NETWORK, mediaId) : null;
      // A public account's media is stored nowhere: its shortcode says which it is.
      const publicId = post ? null : idOfShortcode(request.params.code);
      const publicPage = publicId ? renderPublicPostPage(fake.siteUrl, NETWORK, publicId, fake.clock.now()) : null;
      return reply.type('text/html; charset=utf-8').send(publicPage ?? (await renderPostPage(NETWORK, post, fake.audience, (found) => graphCommentIds(NETWORK, found).audience)));
    });
  }
}

/**
 * The fake of the Instagram API with Facebook Login (on the Graph host): Facebook Login to a Page
 * with a linked professional account, containers with their processing states, `media_publish`
 * under the §8.5 quotas, the account's media list, insights, its audience's comments (answered,
 * hidden, deleted), Business Discovery of the sandbox's public accounts, and Graph's error answers.
 */
export const instagramSandbox: SandboxPlugin = (ctx: SandboxContext) => async (scope) => {
  const dialect = graphDialect({
    usageType: 'instagram',
    throttle: { message: '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.', code: 80002 },
    // Instagram has no duplicate code: reposting the same content is answered as suspected spam.
    duplicate: {
      message: 'We restrict certain activity to protect our community. Tell us if you think we made a mistake.',
      code: 4,
      error_subcode: 2207051,
      error_user_title: 'Action Is Blocked',
      error_user_msg: 'We restrict certain activity to protect our community. Tell us if you think we made a mistake.',
    },
  });
  const fake = createGraphFake(scope, ctx, NETWORK, dialect);
  registerContentPublishing(scope, fake);
  registerInstagramReading(scope, fake);
  registerInstagramComments(scope, fake);
  registerMediaList(scope, fake);
  registerPostPages(scope, fake);
  registerPublicMedia(scope, NETWORK);
};
