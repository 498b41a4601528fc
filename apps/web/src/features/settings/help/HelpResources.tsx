import { SUPPORT_HOURS } from '@publia/shared';
import { BookOpen, ChevronRight, Clock, FileCode2, Lightbulb, ShieldCheck, CreditCard, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { addPageMessages, pluralKey, useI18n, type MessageKey } from '../../../lib/i18n/index.ts';
import { ExternalLink } from '../../../ui/ExternalLink.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import settingsMessages from '../../../locales/fr-pages/settings.json';

// Not in the shell's French: `settings` joins the catalogue when this module loads, before anything renders.
addPageMessages('settings', settingsMessages);

type Resource = { id: string; icon: LucideIcon; title: MessageKey; description: MessageKey } & ({ to: string } | { href: string });

/**
 * Pages that explain Publia, and the API's own description as the server serves it (the
 * repository's README is not served by the instance, so it is not linked).
 */
const RESOURCES: Resource[] = [
  { id: 'advice', to: '/publications/advice', icon: Lightbulb, title: 'settings.help.resources.advice.title', description: 'settings.help.resources.advice.description' },
  { id: 'team', to: '/settings/team-access', icon: ShieldCheck, title: 'settings.help.resources.team.title', description: 'settings.help.resources.team.description' },
  {
    id: 'subscription',
    to: '/settings/subscription',
    icon: CreditCard,
    title: 'settings.help.resources.subscription.title',
    description: 'settings.help.resources.subscription.description',
  },
  { id: 'api', href: '/api/openapi.json', icon: FileCode2, title: 'settings.help.resources.api.title', description: 'settings.help.resources.api.description' },
];

const linkClass =
  'group flex items-start gap-3 rounded-lg border border-gray-200 p-3 transition-colors hover:border-primary-300 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600';

function ResourceBody({ resource }: { resource: Resource }) {
  const { t } = useI18n();
  return (
    <>
      <resource.icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-gray-900">{t(resource.title)}</span>
        <span className="mt-0.5 block text-sm text-gray-600">{t(resource.description)}</span>
      </span>
      <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gray-400 group-hover:text-primary-600" />
    </>
  );
}

/** A weekday's name in the interface's language (ISO: 1 = Monday); 1 January 2024 was a Monday. */
function weekday(locale: string, isoDay: number): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, isoDay));
}

export function SupportHours() {
  const { t, locale } = useI18n();
  const hours = SUPPORT_HOURS.averageResponseHours;
  return (
    <div data-testid="support-hours" className="flex items-start gap-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-600" />
      <div>
        <p className="font-semibold text-gray-900">{t('settings.help.hours.title')}</p>
        <p>
          {t('settings.help.hours.days', {
            from: weekday(locale, SUPPORT_HOURS.firstDay),
            to: weekday(locale, SUPPORT_HOURS.lastDay),
            opens: SUPPORT_HOURS.opensAt,
            closes: SUPPORT_HOURS.closesAt,
            zone: SUPPORT_HOURS.timeZone,
          })}
        </p>
        <p>{t(pluralKey(locale, 'settings.help.hours.response', hours), { hours })}</p>
      </div>
    </div>
  );
}

export function HelpResources() {
  const { t } = useI18n();
  return (
    <SectionCard icon={BookOpen} title={t('settings.help.resources.title')} description={t('settings.help.resources.description')} testId="help-resources">
      <ul className="grid gap-2 sm:grid-cols-2">
        {RESOURCES.map((resource) => (
          <li key={resource.id}>
            {'to' in resource ? (
              <Link to={resource.to} className={linkClass} data-testid={`help-resource-${resource.id}`}>
                <ResourceBody resource={resource} />
              </Link>
            ) : (
              <ExternalLink href={resource.href} className={linkClass} testId={`help-resource-${resource.id}`}>
                <ResourceBody resource={resource} />
              </ExternalLink>
            )}
          </li>
        ))}
      </ul>
      <SupportHours />
    </SectionCard>
  );
}
