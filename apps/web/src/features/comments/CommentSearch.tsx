import { COMMENT_LIMITS } from '@publia/shared';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { SearchField } from '../../ui/SearchField.tsx';

/**
 * The search box: what is typed stays here (the page does not render again per key) and goes into
 * the address once typing pauses. The page mounts it again (its `key`) to clear it.
 */
export function CommentSearch({ initial, onSettled }: { initial: string; onSettled: (q: string) => void }) {
  const t = useT();
  const [typed, setTyped] = useState(initial);
  const settled = useDebouncedValue(typed.trim(), 300);
  // Only a change of the settled text is told (not the text it was mounted with: the address has
  // it already); the page's callback is new at every render.
  const tell = useRef(onSettled);
  const told = useRef(settled);
  useEffect(() => {
    tell.current = onSettled;
  });
  useEffect(() => {
    if (settled === told.current) return;
    told.current = settled;
    tell.current(settled);
  }, [settled]);
  return (
    <SearchField
      label={t('comments.search.label')}
      placeholder={t('comments.search.placeholder')}
      value={typed}
      maxLength={COMMENT_LIMITS.searchMaxLength}
      onChange={(event) => setTyped(event.target.value)}
      className="w-full sm:w-72"
      data-testid="comment-search"
    />
  );
}
