import { isUuid } from '../../lib/ids.ts';

/**
 * The list's keyset cursor: the last entry's `createdAt|id`. The next page holds the entries
 * strictly older in the (createdAt, id) order, so an entry written meanwhile never shifts a page.
 */
export const cursorOf = (entry: { createdAt: Date; id: string }): string => `${entry.createdAt.toISOString()}|${entry.id}`;

/** A cursor as the client sent it back; anything else (garbage, a hand-made one) means the first page. */
export function parseCursor(raw: string | undefined): { createdAt: Date; id: string } | undefined {
  if (!raw) return undefined;
  const [instant, id, ...rest] = raw.split('|');
  if (rest.length > 0 || !instant || !id || !isUuid(id)) return undefined;
  const createdAt = new Date(instant);
  return Number.isNaN(createdAt.getTime()) ? undefined : { createdAt, id };
}
