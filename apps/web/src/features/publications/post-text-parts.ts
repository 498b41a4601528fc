import { composePostText, NETWORKS, type ContentItem } from '@publia/shared';

const HASHTAG = /#[\p{L}\p{N}_]+/gu;
const HASHTAGS_ONLY = /^\s*(#[\p{L}\p{N}_]+\s*)*$/u;

/**
 * What a card shows of a post: its text, and apart, the hashtags that close it — each once. The
 * saved text already ends with its hashtags and `keywords` holds only those all networks share,
 * so showing both printed the same tags twice, as two different lists.
 */
export function postTextParts(item: Pick<ContentItem, 'content' | 'keywords' | 'platforms' | 'variants'>): {
  text: string;
  hashtags: string[];
} {
  // The text the first network receives: the keywords it lacks are added, once, at the end.
  const lines = composePostText(item, item.platforms[0] ?? NETWORKS[0]).split('\n');
  const closing: string[] = [];
  while (lines.length > 0 && HASHTAGS_ONLY.test(lines.at(-1) ?? '')) closing.unshift(lines.pop() ?? '');
  const seen = new Set<string>();
  const hashtags = (closing.join(' ').match(HASHTAG) ?? []).filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { text: lines.join('\n').trim(), hashtags };
}
