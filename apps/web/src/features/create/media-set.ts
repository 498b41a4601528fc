import { checkPost, CONTENT_LIMITS, mediaFactsOf, NETWORK_LIMITS, NETWORK_NAMES, type Media, type Network, type PostProblem } from '@publia/shared';
import type { MessageKey } from '../../lib/i18n/index.ts';

/** The most media a post may hold on the create screen (a carousel of 10). */
export const MEDIA_MAX = CONTENT_LIMITS.mediaMax;

/** The list with the medium at `index` moved one place (`-1` towards the cover, `1` away); unchanged at an end. */
export function moveItem<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The list with the item at `from` put at `to` (a drag and drop). */
export function placeItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * Why a network would refuse this set of media (too many, a type or a mix it refuses, then each
 * medium's format, size, proportions, duration), by the server's own check; null when it takes it.
 */
export function mediaRefusal(network: Network, media: readonly Media[]): PostProblem | null {
  if (media.length === 0) return null;
  // A one-character text: only the media are judged here (the editors count the text).
  return checkPost(NETWORK_LIMITS[network], { text: '.', media: media.map(mediaFactsOf) });
}

/** What a network takes in one post, as a sentence of the catalogue (« X : 4 photos au plus »). */
export function mediaRule(network: Network): { key: MessageKey; params: Record<string, string | number> } {
  const platform = NETWORK_NAMES[network];
  const set = NETWORK_LIMITS[network].mediaSet;
  if (!set) return { key: 'create.mediaRules.single', params: { platform } };
  const min = set.min ?? 2;
  if (set.types.length === 1) {
    const key = set.types[0] === 'video' ? 'create.mediaRules.videos' : 'create.mediaRules.photos';
    return { key, params: { platform, min, max: set.max } };
  }
  return { key: set.mixed ? 'create.mediaRules.mixed' : 'create.mediaRules.unmixed', params: { platform, max: set.max } };
}

/** The first video of the set: the one the video options are about. */
export const firstVideo = (media: readonly Media[]): Media | undefined => media.find((medium) => medium.kind === 'video');
