import { composePostText, type ContentItem, type ContentMedium, type Media } from '@publia/shared';
import { useQuery } from '@tanstack/react-query';
import { getContent } from '../content/api.ts';
import type { AltTexts } from './alt-text.ts';
import { getMedia } from './api.ts';
import { postEditFrom, type PostEdits } from './create-form.ts';

export interface ExistingContent {
  item: ContentItem;
  /** The uploads the item's media come from, in the post's order (each medium itself when it is not a filtered copy). */
  sources: Media[];
  /** The item's media that are filtered copies. */
  filtered: Media[];
  /** The photos' alternative texts, by the id of the upload each comes from (as the screen keeps them). */
  altTexts: AltTexts;
  edits: PostEdits;
}

/** The texts of an item as the editors hold them: each network's post, its hashtags split off. */
export function editsOf(item: ContentItem): PostEdits {
  const edits: PostEdits = {};
  for (const network of item.platforms) edits[network] = postEditFrom(composePostText(item, network));
  return edits;
}

/** The item's stored media, in order (an older item names its one medium only, as `mediaId`). */
function storedMediaOf(item: ContentItem): Array<Pick<ContentMedium, 'altText'> & { id: string }> {
  const stored = item.media.flatMap(({ id, altText }) => (id ? [{ id, altText }] : []));
  return stored.length > 0 ? stored : item.mediaId ? [{ id: item.mediaId }] : [];
}

/** One stored medium and, when it is a filtered copy, the upload it was made from. */
async function loadMedium(id: string, signal: AbortSignal): Promise<{ source: Media; filtered: Media | null }> {
  const media = await getMedia(id, signal);
  if (!media.sourceId) return { source: media, filtered: null };
  return { source: await getMedia(media.sourceId, signal), filtered: media };
}

async function loadExisting(id: string, signal: AbortSignal): Promise<ExistingContent> {
  const item = await getContent(id, signal);
  const loaded = await Promise.all(storedMediaOf(item).map(async ({ id: mediumId, altText }) => ({ ...(await loadMedium(mediumId, signal)), altText })));
  return {
    item,
    sources: loaded.map(({ source }) => source),
    filtered: loaded.flatMap(({ filtered }) => (filtered ? [filtered] : [])),
    // A text saved with a filtered copy was written for the upload it was made from.
    altTexts: Object.fromEntries(loaded.flatMap(({ source, altText }) => (altText ? [[source.id, altText] as const] : []))),
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
