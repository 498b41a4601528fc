import type { SandboxContext } from '../kit/context.ts';
import { graphDialect } from '../meta/graph-answers.ts';
import { createGraphFake } from '../meta/graph-fake.ts';
import { registerPublicMedia } from '../kit/public-media.ts';
import type { SandboxPlugin } from '../kit/routes.ts';
import { registerInstagramComments } from './comment-routes.ts';
import { registerMediaList } from './media-list-routes.ts';
import { registerContentPublishing } from './publish-routes.ts';
import { registerInstagramReading } from './read-routes.ts';
import { registerPostPages } from './post-pages.ts';
import { NETWORK } from './store.ts';

/**
 * The fake of the Instagram API with Facebook Login (on the Graph host): Facebook Login to a Page
 * with a linked professional account, containers with their processing states, `media_publish`
 * (photos, Reels with their feed sharing and cover, carousels of 2 to 10 items) under Instagram's publishing quotas, the account's media list, insights, its audience's comments (answered,
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
