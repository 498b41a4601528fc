import { composePostText, type ContentItem, type Media } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { getContent } from '../content/api.ts';
import { getMedia } from './api.ts';
import { postEditFrom, type PostEdits } from './create-form.ts';

export interface ExistingContent {
  item: ContentItem;
  /** The uploads the item's media come from, in the post's order (each medium itself when it is not a filtered copy). */
  sources: Media[];
  /** The item's media that are filtered copies. */
  filtered: Media[];
  edits: PostEdits;
}

/** The texts of an item as the editors hold them: each network's post, its hashtags split off. */
export function editsOf(item: ContentItem): PostEdits {
  const edits: PostEdits = {};
  for (const network of item.platforms) edits[network] = postEditFrom(composePostText(item, network));
  return edits;
}

/** The ids of the item's stored media, in order (an older item names its one medium only, as `mediaId`). */
function mediaIdsOf(item: ContentItem): string[] {
  const ids = item.media.flatMap((medium) => (medium.id ? [medium.id] : []));
  return ids.length > 0 ? ids : item.mediaId ? [item.mediaId] : [];
}

/** One stored medium and, when it is a filtered copy, the upload it was made from. */
async function loadMedium(id: string, signal: AbortSignal): Promise<{ source: Media; filtered: Media | null }> {
  const media = await getMedia(id, signal);
  if (!media.sourceId) return { source: media, filtered: null };
  return { source: await getMedia(media.sourceId, signal), filtered: media };
}

async function loadExisting(id: string, signal: AbortSignal): Promise<ExistingContent> {
  const item = await getContent(id, signal);
  const loaded = await Promise.all(mediaIdsOf(item).map((mediumId) => loadMedium(mediumId, signal)));
  return {
    item,
    sources: loaded.map(({ source }) => source),
    filtered: loaded.flatMap(({ filtered }) => (filtered ? [filtered] : [])),
    edits: editsOf(item),
  };
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
