import type { ContentItem } from '@publia/shared';
import { addPageMessages, type MessageKey } from '../../lib/i18n/index.ts';
import historyMessages from '../../locales/fr-pages/history.json';

// Not in the shell's French: `history` joins the catalogue when this module loads, before anything renders.
addPageMessages('history', historyMessages);

/**
 * "Publié le" when the item went out, "Programmé pour le" while it waits for its
 * time, else "Créé le".
 */
export function dateLineOf(item: Pick<ContentItem, 'status' | 'publishedAt' | 'scheduledFor' | 'createdAt'>): {
  key: MessageKey;
  at: string;
} {
  if (item.publishedAt) return { key: 'history.publishedOn', at: item.publishedAt };
  if ((item.status === 'scheduled' || item.status === 'publishing') && item.scheduledFor) {
    return { key: 'history.scheduledFor', at: item.scheduledFor };
  }
  return { key: 'history.createdOn', at: item.createdAt };
}
