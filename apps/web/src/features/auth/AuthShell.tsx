import { NETWORK_NAMES, NETWORKS } from '@publia/shared';
import { CalendarClock, Check, ServerCog, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Card } from '../../ui/Card.tsx';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { Logo, LogoMark } from '../../ui/Logo.tsx';

/** The brand side of the sign-in screens (desktop only). */
function BrandPanel() {
  const t = useT();
  const benefits = [
    { icon: Sparkles, text: t('brand.benefitAi') },
    { icon: CalendarClock, text: t('brand.benefitSchedule') },
    { icon: ServerCog, text: t('brand.benefitSelfHosted') },
  ];
  return (
    <aside className="relative hidden overflow-hidden bg-gradient-to-br from-primary-600 via-primary-700 to-primary-950 text-white lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -right-24 size-96 rounded-full bg-primary-400/30 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-40 -left-20 size-[28rem] rounded-full bg-fuchsia-500/20 blur-3xl" />
      <div className="relative flex items-center gap-3">
        <LogoMark className="size-10 rounded-lg shadow-lg ring-1 ring-white/30" />
        <span className="text-2xl font-bold tracking-tight">{t('app.name')}</span>
      </div>
      <div className="relative max-w-lg">
        <h2 className="text-4xl leading-tight font-bold tracking-tight xl:text-5xl">{t('brand.tagline')}</h2>
        <p className="mt-5 text-lg leading-8 text-primary-100">{t('brand.intro')}</p>
        <ul className="mt-10 space-y-4">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3.5">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                <Icon aria-hidden="true" className="size-5 text-primary-100" />
              </span>
              <span className="text-base font-medium text-white">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative flex items-center gap-2 text-sm text-primary-200">
        <Check aria-hidden="true" className="size-4" />
        {NETWORKS.map((network) => NETWORK_NAMES[network]).join(' · ')}
      </p>
    </aside>
  );
}

/** Split screen on desktop (brand left, form right), a single column on mobile. */
export function AuthShell({ title, heading, subtitle, children, footer }: { title: string; heading: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="grid min-h-dvh bg-gray-50 lg:grid-cols-2">
      <BrandPanel />
      <main className="flex min-w-0 flex-col px-4 py-8 sm:px-8">
        <div className="flex flex-1 flex-col items-center justify-center">
          <Link to="/" className="mb-8 rounded-lg lg:hidden">
            <Logo />
          </Link>
          <Card className="w-full max-w-md p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">{heading}</h1>
            {subtitle && <p className="mt-1.5 text-sm leading-6 text-gray-500">{subtitle}</p>}
            <div className="mt-7">{children}</div>
          </Card>
          {footer && <div className="mt-6 text-center text-sm text-gray-600">{footer}</div>}
        </div>
        <div className="mt-8 flex justify-center">
          <LanguageSelect />
        </div>
      </main>
    </div>
  );
}

export const linkClass =
  'font-semibold text-primary-600 rounded-sm hover:text-primary-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600';
