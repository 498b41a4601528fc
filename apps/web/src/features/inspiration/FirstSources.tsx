import type { SuggestedSector } from '@publia/shared';
import { Rss } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { useCan } from '../auth/use-can.ts';
import { SuggestedSources } from './SuggestedSources.tsx';

/** No source followed yet: the sector's sources, one click each, so that a first visit gets news. */
export function FirstSources({ sectors }: { sectors: SuggestedSector[] }) {
  const t = useT();
  const canCreate = useCan('create_content');
  return (
    <div data-testid="first-sources" className="flex flex-col gap-4 rounded-xl border border-dashed border-gray-300 bg-gray-50/60 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white text-sky-600 shadow-xs">
          <Rss aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">{t(canCreate ? 'inspiration.sources.firstTitle' : 'inspiration.sources.firstTitleViewer')}</h3>
          <p className="mt-1 text-sm leading-6 text-gray-600">{t(canCreate ? 'inspiration.sources.firstBody' : 'inspiration.sources.firstBodyViewer')}</p>
        </div>
      </div>
      {sectors.length > 0 && <SuggestedSources sectors={sectors} />}
    </div>
  );
}
