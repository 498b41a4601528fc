/**
 * The string fields of a form body or a query: a field sent twice, as JSON, as a number or an
 * object is left out, so that the routes read strings only whatever they are sent.
 */
export function stringsOf(value: unknown): Record<string, string | undefined> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
