import { GENERATION_LIMITS, NETWORK_LIMITS, NETWORK_NAMES, type Network } from '@publia/shared';
import { postLength } from './fit-post.ts';
import { keywordHashtags } from './local/index.ts';
import { GenerationRejected } from './provider-error.ts';
import type { GeneratedPost } from './types.ts';

/**
 * The provider's posts, one per requested network in the requested order, hashtags normalised by
 * the fallback rule (trimmed, spaces and non-word characters removed, '#' in front), each within its network's limits (text plus the hashtags it will carry, X by
 * its weighted count; Pinterest's title too). Throws GenerationRejected naming the first problem.
 */
export function acceptPosts(networks: readonly Network[], posts: readonly GeneratedPost[]): GeneratedPost[] {
  return networks.map((platform) => {
    const post = posts.find((candidate) => candidate.platform === platform);
    if (!post) throw new GenerationRejected(`no post for ${platform}`);
    const text = post.text.trim();
    if (!text) throw new GenerationRejected(`empty text for ${platform}`);
    const hashtags = keywordHashtags(post.hashtags).slice(0, GENERATION_LIMITS.hashtagsMax);
    const limits = NETWORK_LIMITS[platform];
    const length = postLength(platform, text, hashtags);
    if (length > limits.textMaxLength) {
      throw new GenerationRejected(`${NETWORK_NAMES[platform]} text too long: ${length} > ${limits.textMaxLength}`);
    }
    const title = post.title?.trim();
    if (title && limits.titleMaxLength && [...title].length > limits.titleMaxLength) {
      throw new GenerationRejected(`${NETWORK_NAMES[platform]} title too long`);
    }
    return { platform, text, hashtags, ...(title ? { title } : {}) };
  });
}
