import { renderPostView } from './pages.ts';
import { findPublicPost, publicPictureUrl, type PublicNetwork } from './public-accounts.ts';

/**
 * The page of a public account's post (a competitor's, seen from a watch), or null when no such
 * post exists now; `fakeUrl` is where the network's fake is served.
 */
export function renderPublicPostPage(fakeUrl: string, network: PublicNetwork, id: string, now: number): string | null {
  const found = findPublicPost(network, id, now);
  if (!found) return null;
  const { account, post } = found;
  return renderPostView(network, {
    username: account.handle,
    title: null,
    text: post.seed.text,
    // The sandbox has no video files: a video's page shows its still.
    mediaType: post.withPicture ? 'image' : null,
    mediaUrl: post.withPicture ? publicPictureUrl(fakeUrl, account, post.day) : null,
    createdAt: new Date(post.publishedAt).toISOString(),
    likes: post.figures.likes,
    comments: post.figures.comments,
  });
}
