const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * A post's text as networks give it back: links added (the post's link, X's t.co for a medium) or
 * rewritten, HTML entities (X's &amp;), spaces and case may change — none of them is compared.
 */
export const comparable = (text: string) =>
  text
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
