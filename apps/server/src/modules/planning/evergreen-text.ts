import { composePostText, type Network } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { generatePosts } from '../../ai/generate-posts.ts';
import { generateLocally } from '../../ai/local/index.ts';
import type { GeneratedPost, GenerationInput } from '../../ai/types.ts';
import type { ContentRow, RepostText } from '../content/service.ts';

/** Versions of the local generator tried after a provider's text that repeats the original. */
const LOCAL_TRIES = 5;

/** Each network's post as it will go out: its text and the hashtags it does not carry yet. */
const textsOf = (posts: GeneratedPost[]): Partial<Record<Network, string>> =>
  Object.fromEntries(posts.map((post) => [post.platform, composePostText({ content: post.text, keywords: post.hashtags }, post.platform)]));

/**
 * A fresh text of a published item for its `round`-th repost: the configured provider is asked
 * for a new version of the same subject (the local generator when it fails); a text that repeats
 * the original on any network gives way to the local generator's next versions.
 */
export async function freshText(ctx: AppContext, original: ContentRow, round: number): Promise<RepostText> {
  const networks = original.platforms as Network[];
  const before = (network: Network) => composePostText({ content: original.text, variants: original.variants, keywords: original.hashtags }, network);
  const previousText = before(networks[0]!);
  const input: GenerationInput = {
    networks,
    keywords: original.topics.length > 0 ? original.topics : [original.title ?? ''],
    description: original.description ?? '',
    objective: original.objective ?? 'inform',
    ...(original.mediaUrl && original.mediaType ? { media: { type: original.mediaType === 'video' ? 'video' : 'photo', url: original.mediaUrl } } : {}),
    rewrite: { previousText, round },
  };
  let variants = textsOf((await generatePosts(ctx.config, ctx.logger, input)).posts);
  const repeats = () => networks.some((network) => variants[network] === before(network));
  for (let version = round + 1; repeats() && version <= round + LOCAL_TRIES; version++) {
    variants = textsOf(generateLocally({ ...input, rewrite: { previousText, round: version } }));
  }
  return { text: variants[networks[0]!] ?? '', variants };
}
