import type { ContentItem } from '@publia/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { getContent } from '../content/api.ts';
import { scrollBehavior } from '../../lib/scroll-behavior.ts';

/**
 * The item an approval's notification points to (`?approval={id}`). Answers its id: its card stands
 * out and shows its discussion, and is scrolled into view once the list is read. An item the list
 * does not hold (approved and gone out, or further down the pages) is read alone and given to
 * `openAlone`, which shows its discussion apart.
 */
export function useOpenedItem(list: { isPending: boolean; items: ContentItem[] }, openAlone: (item: ContentItem) => void): string | null {
  const [params] = useSearchParams();
  const id = params.get('approval');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!id || list.isPending || handled.current === id) return;
    handled.current = id;
    if (list.items.some((item) => item.id === id)) {
      document.getElementById(`pending-card-${id}`)?.scrollIntoView?.({ block: 'start', behavior: scrollBehavior() });
      return;
    }
    // Deleted meanwhile, or of another workspace: there is nothing to open.
    getContent(id).then(openAlone, () => undefined);
  }, [id, list.isPending, list.items, openAlone]);
  return id;
}
