import type { SuggestedSector } from '@publia/shared';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { selectClasses } from '../../ui/field-classes.ts';
import { useCan } from '../auth/use-can.ts';
import { SuggestedSourceRow } from './SuggestedSourceRow.tsx';

/** The sources offered for a sector: pick the sector, then « Ajouter » each source worth following. */
export function SuggestedSources({ sectors }: { sectors: SuggestedSector[] }) {
  const t = useT();
  const id = useId();
  const canCreate = useCan('create_content');
  const [chosen, setChosen] = useState(sectors[0]?.id ?? '');
  const sector = sectors.find((entry) => entry.id === chosen) ?? sectors[0];
  if (!sector) return null;
  return (
    <div className="flex flex-col gap-3" data-testid="suggested-sources">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-gray-700">
          {t('inspiration.sources.sector')}
        </label>
        <select id={id} value={sector.id} onChange={(event) => setChosen(event.target.value)} className={selectClasses('w-full sm:max-w-xs')} data-testid="sector-select">
          {sectors.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <ul className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label={t('inspiration.sources.suggestedOf', { sector: sector.label })}>
        {sector.sources.map((source) => (
          <li key={source.url} className="p-3">
            <SuggestedSourceRow source={source} canAdd={canCreate} />
          </li>
        ))}
      </ul>
    </div>
  );
}
