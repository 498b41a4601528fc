import { Repeat, Zap, type LucideIcon } from 'lucide-react';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';

const CARDS: Array<{ icon: LucideIcon; title: MessageKey; body: MessageKey; action: MessageKey }> = [
  { icon: Zap, title: 'publications.automations.auto.title', body: 'publications.automations.auto.body', action: 'publications.automations.auto.action' },
  {
    icon: Repeat,
    title: 'publications.automations.repost.title',
    body: 'publications.automations.repost.body',
    action: 'publications.automations.repost.action',
  },
];

/** The seed's static "Automatisations" cards; their buttons are inactive until the feature exists. */
export function AutomationCards() {
  const t = useT();
  return (
    <section aria-labelledby="automations-title" className="flex flex-col gap-3">
      <h2 id="automations-title" className="text-base font-semibold text-gray-900">
        {t('publications.automations.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {CARDS.map((card) => (
          <Card key={card.title} className="flex items-start gap-4 p-5">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
              <card.icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h3 className="text-sm font-semibold text-gray-900">{t(card.title)}</h3>
              <p className="mt-1 text-sm leading-6 text-gray-600">{t(card.body)}</p>
              <Button size="sm" variant="outline" className="mt-3" disabled title={t('publications.automations.soon')}>
                {t(card.action)}
              </Button>
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}
