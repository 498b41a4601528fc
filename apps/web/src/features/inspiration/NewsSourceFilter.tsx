import type { FeedSource } from '@publia/shared';
import { useId } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { selectClasses } from '../../ui/field-classes.ts';

/** Which source's news to show (all by default). */
export function NewsSourceFilter({ sources, value, onChange }: { sources: FeedSource[]; value: string | null; onChange: (source: string | null) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-gray-700">
        {t('inspiration.news.sourceFilter')}
      </label>
      <select
        id={id}
        data-testid="news-source-filter"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        className={selectClasses('h-8 max-w-48 min-w-0')}
      >
        <option value="">{t('inspiration.news.allSources')}</option>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {source.title}
          </option>
        ))}
      </select>
    </div>
  );
}
