import { INSPIRATION_LIMITS } from '@publia/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SearchField } from '../../ui/SearchField.tsx';
import { InspirationSections } from './InspirationSections.tsx';
import { SearchResults } from './SearchResults.tsx';
import createMessages from '../../locales/fr-pages/create.json';
import inspirationMessages from '../../locales/fr-pages/inspiration.json';

// This page's French joins the catalogue with its chunk, before it renders; the objectives are
// named as the create page names them (its `create.info.objectives`).
addPageMessages('inspiration', inspirationMessages);
addPageMessages('create', createMessages);

/**
 * /inspiration (« Veille & Inspiration »): news of the followed feeds, rising topics, competitor
 * watch, ideas. Typing in the search shows what it finds, grouped, in place of the blocks;
 * `?topic=…` (a trend notification's link) opens the page searching that topic.
 */
export function InspirationPage() {
  const t = useT();
  useDocumentTitle(t('inspiration.title'));
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(() => (params.get('topic') ?? '').slice(0, INSPIRATION_LIMITS.searchMaxLength));
  const settled = useDebouncedValue(typed.trim(), 300);
  // Cleared, the blocks come back at once; typed, the search waits for a pause.
  const q = typed.trim() ? settled : '';

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900">{t('inspiration.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('inspiration.intro')}</p>
        </div>
        <SearchField
          label={t('inspiration.search.label')}
          placeholder={t('inspiration.search.placeholder')}
          value={typed}
          maxLength={INSPIRATION_LIMITS.searchMaxLength}
          onChange={(event) => setTyped(event.target.value)}
          className="w-full lg:max-w-sm"
          data-testid="inspiration-search"
        />
      </header>
      {q ? <SearchResults q={q} /> : <InspirationSections />}
    </div>
  );
}
