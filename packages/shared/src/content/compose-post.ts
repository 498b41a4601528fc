import type { Network } from '../constants/networks.ts';

export interface ComposableContent {
  content: string;
  variants?: Partial<Record<Network, string>>;
  /** The post's hashtags (`keywords`, the create screen's name for them), with or without their #. */
  keywords?: string[];
}

const asHashtag = (tag: string) => (tag.startsWith('#') ? tag : `#${tag}`);

/**
 * The text a network receives for a content: its variant for that network, or the common text,
 * followed by the hashtags it does not already carry. The preview shows this same text.
 */
export function composePostText(item: ComposableContent, platform: Network): string {
  const text = (item.variants?.[platform] ?? item.content).trim();
  const present = new Set((text.match(/#[\p{L}\p{N}_]+/gu) ?? []).map((tag) => tag.toLowerCase()));
  const missing = (item.keywords ?? []).map((tag) => asHashtag(tag.trim())).filter((tag) => tag.length > 1 && !present.has(tag.toLowerCase()));
  const unique = [...new Set(missing)];
  if (unique.length === 0) return text;
  return text ? `${text}\n\n${unique.join(' ')}` : unique.join(' ');
}
