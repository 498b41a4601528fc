import type { PublishOptions } from '@publia/shared';
import { altTextField } from '../alt-text.ts';
import type { MediaInput } from '../types.ts';
import type { ContainerFields } from './containers.ts';

/**
 * A post's one medium: a photo by `image_url`, with its `alt_text` when one was written; a video as
 * a Reel (feed videos are Reels since 2023), shown in the grid too unless `shareToFeed` is false,
 * its cover the frame at `coverAtSeconds` (`thumb_offset`, in milliseconds) when one is chosen.
 */
export function singleContainer(medium: MediaInput, caption: string, options: PublishOptions = {}): ContainerFields {
  if (medium.type === 'image') return { image_url: medium.url, caption, ...altTextField('alt_text', medium) };
  const cover = options.coverAtSeconds;
  return {
    media_type: 'REELS',
    video_url: medium.url,
    caption,
    share_to_feed: options.shareToFeed ?? true,
    ...(cover !== undefined && cover >= 0 ? { thumb_offset: Math.round(cover * 1000) } : {}),
  };
}

/** One item of a carousel: no caption (the carousel has it), a photo with its `alt_text`, a video as `VIDEO`. */
export const carouselItem = (medium: MediaInput): ContainerFields =>
  medium.type === 'image'
    ? { image_url: medium.url, is_carousel_item: true, ...altTextField('alt_text', medium) }
    : { media_type: 'VIDEO', video_url: medium.url, is_carousel_item: true };

/** The carousel itself: its children's ids in order, comma-separated, and the caption. */
export const carouselContainer = (childIds: readonly string[], caption: string): ContainerFields => ({
  media_type: 'CAROUSEL',
  children: childIds.join(','),
  caption,
});
