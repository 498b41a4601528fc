import type { SessionResponse } from '@publia/shared';
import { LogOut } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../features/auth/session.ts';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { useLayoutCounts } from './layout-counts.ts';
import { LazyWorkspaceList } from './lazy-workspace-choices.ts';
import { MAIN_NAV, MOBILE_MENU_EXTRA } from './nav-items.ts';
import { isActivePath } from './nav-rules.ts';
import { PendingBadge } from './PendingBadge.tsx';
import { useLogoutAction } from './UserMenu.tsx';
import { WorkspaceName } from './WorkspaceName.tsx';

const linkClass = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium transition-colors',
    active ? 'bg-primary-50 text-primary-700' : 'text-gray-700 hover:bg-gray-100',
  );

/**
 * The drop-down under the top bar on small screens: who is signed in and in which workspace, the
 * other workspaces when there are several, every page plus Réseaux & Comptes, Paramètres, Déconnexion.
 */
export function MobileMenu({ id, user, onClose }: { id: string; user: SessionResponse['user'] | null; onClose: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const counts = useLayoutCounts();
  const { logout } = useLogoutAction();
  const workspace = useSession()?.workspace;
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Element | null;
      // Clicks on the toggle button are the button's business.
      if (target?.closest('[data-testid="mobile-menu-button"]')) return;
      if (!panelRef.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose]);

  return (
    <>
      <div aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 bg-black/20 md:hidden" />
      <div
        ref={panelRef}
        id={id}
        data-testid="mobile-menu"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-gray-200 bg-white shadow-lg md:hidden"
      >
        <nav aria-label={t('nav.mobileMenu')} className="mx-auto max-w-7xl px-4 py-3">
          {user && (
            <>
              <div className="mb-2 border-b border-gray-100 px-3 pb-3 text-sm">
                <p className="truncate text-gray-500">{user.email}</p>
                {workspace && <WorkspaceName workspace={workspace} className="mt-1" testId="mobile-menu-workspace" />}
              </div>
              <Suspense fallback={null}>
                <LazyWorkspaceList onDone={onClose} />
              </Suspense>
            </>
          )}
          <ul className="flex flex-col gap-0.5">
            {[...MAIN_NAV, ...MOBILE_MENU_EXTRA].map((item) => {
              const active = isActivePath(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link to={item.to} aria-current={active ? 'page' : undefined} className={linkClass(active)} onClick={onClose}>
                    <item.icon aria-hidden="true" className="size-5 shrink-0" />
                    <span className="flex-1">{t(item.labelKey)}</span>
                    {item.count === 'pending' && <PendingBadge count={counts.pending} />}
                  </Link>
                </li>
              );
            })}
          </ul>
          {user && (
            <div className="mt-2 border-t border-gray-100 pt-2">
              <button
                type="button"
                data-testid="mobile-menu-logout"
                onClick={() => {
                  onClose();
                  logout();
                }}
                className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-[0.9375rem] font-medium text-red-600 transition-colors hover:bg-red-50"
              >
                <LogOut aria-hidden="true" className="size-5 shrink-0" />
                {t('nav.logout')}
              </button>
            </div>
          )}
        </nav>
      </div>
    </>
  );
}
