import { composePostText, type ContentItem, type Media } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { getContent } from '../content/api.ts';
import { getMedia } from './api.ts';
import { postEditFrom, type PostEdits } from './create-form.ts';

export interface ExistingContent {
  item: ContentItem;
  /** The upload the item's medium comes from (the medium itself when it is not a filtered copy). */
  source: Media | null;
  /** The item's medium when it is a filtered copy. */
  filtered: Media | null;
  edits: PostEdits;
}

/** The texts of an item as the editors hold them: each network's post, its hashtags split off. */
export function editsOf(item: ContentItem): PostEdits {
  const edits: PostEdits = {};
  for (const network of item.platforms) edits[network] = postEditFrom(composePostText(item, network));
  return edits;
}

async function loadExisting(id: string, signal: AbortSignal): Promise<ExistingContent> {
  const item = await getContent(id, signal);
  let source: Media | null = null;
  let filtered: Media | null = null;
  if (item.mediaId) {
    const media = await getMedia(item.mediaId, signal);
    if (media.sourceId) {
      filtered = media;
      source = await getMedia(media.sourceId, signal);
    } else source = media;
  }
  return { item, source, filtered, edits: editsOf(item) };
}

/** `?draft={id}` or `?repost={id}`: the item to edit or to post again, with its medium. */
export function useExistingContent(id: string | null) {
  return useQuery({
    queryKey: ['create', 'existing', id],
    queryFn: ({ signal }) => loadExisting(id ?? '', signal),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
