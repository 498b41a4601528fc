import type { VideoAnalysis } from '@publia/shared';

/**
 * The create page for the scanned video: `/create?media={id}&description={title}&keywords={a,b,c}`,
 * the suggested title as the description and the first three keywords (a comma inside one would
 * split it, so it becomes a space).
 */
export function createLink(mediaId: string, result: VideoAnalysis | null): string {
  const search = new URLSearchParams({ media: mediaId });
  const title = result?.suggestedTitle.trim();
  if (title) search.set('description', title);
  const keywords = (result?.keywords ?? [])
    .map((keyword) => keyword.replaceAll(',', ' ').trim())
    .filter(Boolean)
    .slice(0, 3);
  if (keywords.length > 0) search.set('keywords', keywords.join(','));
  return `/create?${search.toString()}`;
}
