import type { ContentItem } from '@publia/shared';

/**
 * What the preview reads of a post: its networks, texts, media (each photo with its alternative
 * text, drawn as its `alt`), first comment, thread and title.
 * A saved item is one; the create screen builds one from what is typed, before anything is saved.
 */
export type PreviewItem = Pick<
  ContentItem,
  'id' | 'title' | 'platforms' | 'content' | 'variants' | 'keywords' | 'media' | 'mediaUrl' | 'imageUrl' | 'mediaType' | 'firstComment' | 'thread'
> & {
  /** How the post goes out where a network offers a choice (a Mastodon content warning shows before the text). */
  publishOptions?: ContentItem['publishOptions'];
};
