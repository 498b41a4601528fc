import { apiMessagesFr, frenchMessage } from '@publia/shared';
import type { FastifyInstance } from 'fastify';
import { renderPostPage } from '../kit/pages.ts';
import { findPost, type SandboxPost } from '../kit/posts.ts';
import { renderPublicPostPage } from '../kit/public-post-page.ts';
import { graphCommentIds } from '../meta/comments.ts';
import type { GraphFake } from '../meta/guard.ts';
import { formatOf, idOfShortcode, mediaOfShortcode, NETWORK } from './store.ts';

/** « Reel · partagé aussi dans le fil · couverture à 2,5 s »: what the app shows of a Reel's choices; null for another media. */
export function reelLabel(post: Pick<SandboxPost, 'mediaType' | 'details'>): string | null {
  if (formatOf(post) !== 'reel') return null;
  const parts: string[] = [apiMessagesFr['sandbox.reel'], apiMessagesFr[post.details?.shareToFeed === 'false' ? 'sandbox.reelNotInFeed' : 'sandbox.reelInFeed']];
  const cover = post.details?.thumbOffsetMs;
  if (cover) parts.push(frenchMessage('sandbox.reelCover', { seconds: (Number(cover) / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 2 }) }));
  return parts.join(' · ');
}

/**
 * Public pages of sandbox media at instagram.com's paths: `/p/{shortcode}/` and `/reel/{shortcode}/`,
 * and a comment's own address below them (`c/{comment-id}/`), which shows the media with its comments.
 */
export function registerPostPages(scope: FastifyInstance, fake: GraphFake) {
  const show = async (code: string) => {
    const mediaId = await mediaOfShortcode(fake.db, code);
    const post = mediaId ? await findPost(fake.db, NETWORK, mediaId) : null;
    // A public account's media is stored nowhere: its shortcode says which it is.
    const publicId = post ? null : idOfShortcode(code);
    const publicPage = publicId ? renderPublicPostPage(fake.siteUrl, NETWORK, publicId, fake.clock.now()) : null;
    const shown = post ? { ...post, title: reelLabel(post) } : null;
    return publicPage ?? (await renderPostPage(NETWORK, shown, fake.audience, (found) => graphCommentIds(NETWORK, found).audience));
  };
  for (const kind of ['p', 'reel']) {
    scope.get<{ Params: { code: string } }>(`/${kind}/:code/`, async (request, reply) => reply.type('text/html; charset=utf-8').send(await show(request.params.code)));
    scope.get<{ Params: { code: string; commentId: string } }>(`/${kind}/:code/c/:commentId/`, async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await show(request.params.code)),
    );
  }
}
