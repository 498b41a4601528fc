import type { SessionResponse } from '@publia/shared';
import { Menu, X } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { buttonClasses } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { Logo } from '../../ui/Logo.tsx';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { useLayoutCounts } from './layout-counts.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { MAIN_NAV } from './nav-items.ts';
import { isActivePath } from './nav-rules.ts';
import { PendingBadge } from './PendingBadge.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopBar({ user }: { user: SessionResponse['user'] | null }) {
  const t = useT();
  const { pathname } = useLocation();
  const counts = useLayoutCounts();
  // The path the mobile menu was opened on: going to another page closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const menuId = useId();
  const closeMenu = useCallback(() => setMenuOpenedOn(null), []);

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Link to="/" aria-label={t('nav.logoHome')} className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600">
          <Logo wordmarkClassName="md:max-lg:sr-only" />
        </Link>

        <nav aria-label={t('nav.mainLabel')} data-testid="main-nav" className="hidden min-w-0 flex-1 md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {MAIN_NAV.map((item) => {
              const active = isActivePath(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                      active ? 'bg-primary-50 text-primary-700' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
                    )}
                  >
                    <item.icon aria-hidden="true" className="hidden size-4 shrink-0 xl:block" />
                    {t(item.labelKey)}
                    {item.count === 'pending' && <PendingBadge count={counts.pending} />}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex shrink-0 items-center gap-2">
          {user ? (
            <>
              <NotificationBell />
              <UserMenu user={user} />
            </>
          ) : (
            <Link to="/login" className={buttonClasses({ variant: 'secondary', size: 'sm' })} data-testid="login-link">
              {t('nav.login')}
            </Link>
          )}
          <button
            type="button"
            data-testid="mobile-menu-button"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpenedOn(menuOpen ? null : pathname)}
            className="inline-flex size-10 items-center justify-center rounded-lg text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-primary-600 md:hidden"
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      {menuOpen && <MobileMenu id={menuId} user={user} onClose={closeMenu} />}
    </header>
  );
}
