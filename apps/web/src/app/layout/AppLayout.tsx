import type { SessionResponse } from '@publia/shared';
import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { BottomTabBar } from './BottomTabBar.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Footer } from './Footer.tsx';
import { LayoutCountsProvider } from './LayoutCountsProvider.tsx';
import { TopBar } from './TopBar.tsx';

/** Top bar, breadcrumb, page, footer and (on small screens) the bottom tab bar. */
export function AppLayout({ user, children }: { user: SessionResponse['user'] | null; children: ReactNode }) {
  const t = useT();
  const page = (
    // On small screens the padding keeps the fixed tab bar from covering the page's end.
    <div className="flex min-h-dvh flex-col bg-gray-50 pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0">
      <a href="#main" className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {t('nav.skipToContent')}
      </a>
      <TopBar user={user} />
      <main id="main" className="flex-1">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Breadcrumb />
          {children}
        </div>
      </main>
      <Footer />
      <BottomTabBar />
    </div>
  );
  // The counts poll the server only for a signed-in user.
  return user ? <LayoutCountsProvider>{page}</LayoutCountsProvider> : page;
}
