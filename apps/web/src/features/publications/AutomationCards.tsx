import { useT } from '../../lib/i18n/index.ts';
import { EvergreenCard } from './automations/EvergreenCard.tsx';
import { QueueCard } from './automations/QueueCard.tsx';

/** « Automatisations » under the scheduled posts: the posting queue and evergreen reposting. */
export function AutomationCards() {
  const t = useT();
  return (
    <section aria-labelledby="automations-title" className="flex flex-col gap-3">
      <h2 id="automations-title" className="text-base font-semibold text-gray-900">
        {t('automations.title')}
      </h2>
      <div className="grid items-start gap-4 md:grid-cols-2">
        <QueueCard />
        <EvergreenCard />
      </div>
    </section>
  );
}
