import { ArrowRight, Share2, Sparkles, Workflow, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../auth/session.ts';
import { useCan } from '../auth/use-can.ts';
import { useT, type MessageKey } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { HomeNotifications } from './HomeNotifications.tsx';
import { HomeStats } from './HomeStats.tsx';
import { LatestPosts } from './LatestPosts.tsx';

interface Feature {
  icon: LucideIcon;
  title: MessageKey;
  body: MessageKey;
  tint: string;
}

/** The home page's three feature cards. */
const FEATURES: Feature[] = [
  { icon: Sparkles, title: 'home.features.ai.title', body: 'home.features.ai.body', tint: 'bg-primary-50 text-primary-600' },
  {
    icon: Workflow,
    title: 'home.features.automation.title',
    body: 'home.features.automation.body',
    tint: 'bg-emerald-50 text-emerald-600',
  },
  { icon: Share2, title: 'home.features.multi.title', body: 'home.features.multi.body', tint: 'bg-sky-50 text-sky-600' },
];

export function HomePage() {
  const t = useT();
  const session = useSession();
  // « Créer du contenu » leads to a screen a viewer may not use.
  const canCreate = useCan('create_content');
  useDocumentTitle(t('nav.home'));
  const name = session?.user.name?.trim() || session?.user.email || '';

  return (
    <div className="flex flex-col gap-10">
      <section
        data-testid="home-welcome"
        className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary-600 via-primary-700 to-primary-900 px-6 py-8 text-white shadow-sm sm:px-10 sm:py-12"
      >
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-white/10 blur-2xl" />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 left-1/3 size-80 rounded-full bg-fuchsia-400/20 blur-3xl" />
        <div className="relative max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{t('home.greeting', { name })}</h1>
          <p className="mt-3 text-base leading-7 text-primary-100 sm:text-lg">{t('home.intro')}</p>
          {canCreate && (
            <Link
              to="/create"
              data-testid="home-cta"
              className={buttonClasses({
                size: 'lg',
                className: 'mt-7 bg-white !text-primary-700 hover:bg-primary-50 focus-visible:outline-white',
              })}
            >
              <Sparkles aria-hidden="true" className="size-5" />
              {t('home.cta')}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </section>

      <HomeStats />

      <div className="grid gap-6 lg:grid-cols-2">
        <LatestPosts />
        <HomeNotifications />
      </div>

      <section aria-labelledby="home-features">
        <h2 id="home-features" className="text-lg font-semibold text-gray-900">
          {t('home.featuresTitle')}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
          {FEATURES.map((feature) => (
            <Card key={feature.title} className="p-6 transition-shadow hover:shadow-md">
              <span className={`flex size-11 items-center justify-center rounded-xl ${feature.tint}`}>
                <feature.icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-base font-semibold text-gray-900">{t(feature.title)}</h3>
              <p className="mt-2 text-sm leading-6 text-gray-600">{t(feature.body)}</p>
            </Card>
          ))}
        </div>
      </section>
    </div>
  );
}
