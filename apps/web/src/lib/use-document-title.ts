import { useEffect } from 'react';

/** Sets the tab's title to "{title} · Publia" while the page is shown. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Publia` : 'Publia';
  }, [title]);
}
