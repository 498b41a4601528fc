import { composePostText, countPostText, NETWORK_LIMITS, type Network } from '@publia/shared';

/** The length of what the network receives: the text followed by the hashtags it does not carry yet. */
export function postLength(platform: Network, text: string, hashtags: readonly string[]): number {
  return countPostText(NETWORK_LIMITS[platform], composePostText({ content: text, keywords: [...hashtags] }, platform));
}

export function fitsNetwork(platform: Network, text: string, hashtags: readonly string[]): boolean {
  return text.trim().length > 0 && postLength(platform, text, hashtags) <= NETWORK_LIMITS[platform].textMaxLength;
}

/**
 * One text made to fit a network: kept whole when it fits, else cut at the last word boundary
 * that fits (with an ellipsis), dropping hashtags from the end first when they alone crowd it
 * out. Null when nothing sensible fits (fewer than ~40% of the limit would remain).
 */
export function fitToNetwork(platform: Network, text: string, hashtags: readonly string[]): { text: string; hashtags: string[] } | null {
  const clean = text.trim();
  if (!clean) return null;
  const max = NETWORK_LIMITS[platform].textMaxLength;
  let tags = [...hashtags];
  if (fitsNetwork(platform, clean, tags)) return { text: clean, hashtags: tags };
  const minimum = Math.min(clean.length, Math.floor(max * 0.4));
  while (tags.length > 0 && max - postLength(platform, '', tags) < minimum) tags = tags.slice(0, -1);
  const words = clean.split(/(\s+)/);
  // Binary search on the number of leading pieces kept: the length only grows with it.
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = `${words.slice(0, mid).join('').trimEnd()}…`;
    if (postLength(platform, candidate, tags) <= max) low = mid;
    else high = mid - 1;
  }
  const cut = words
    .slice(0, low)
    .join('')
    .trimEnd()
    .replace(/[\s,;:.!?-]+$/u, '');
  if (cut.length < Math.min(minimum, clean.length)) return null;
  const fitted = `${cut}…`;
  return fitsNetwork(platform, fitted, tags) ? { text: fitted, hashtags: tags } : null;
}
