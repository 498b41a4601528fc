/** A text written into an HTML page, attribute or text node: the five characters that could end either escaped. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The text of an HTML attribute or text node as a browser reads it, for the five entities an
 * escaped page writes (`&amp;` last, so that `&amp;lt;` stays `&lt;`).
 */
export const decodeHtmlEntities = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
