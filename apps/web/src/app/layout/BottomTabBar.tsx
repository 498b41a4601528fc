import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { useLayoutCounts } from './layout-counts.ts';
import { TAB_BAR } from './nav-items.ts';
import { isActivePath } from './nav-rules.ts';
import { TabScrollCue } from './TabScrollCue.tsx';
import { useScrollEdges } from './use-scroll-edges.ts';

/**
 * Fixed bottom tab bar on small screens, icons with short labels. Ten tabs do not fit a phone: it
 * scrolls sideways, and an arrow over a fade shows on each side where more tabs wait.
 */
export function BottomTabBar() {
  const t = useT();
  const { pathname } = useLocation();
  const counts = useLayoutCounts();
  const listRef = useRef<HTMLUListElement>(null);
  const { more, onScroll, page } = useScrollEdges(listRef);
  const activeIndex = TAB_BAR.findIndex((item) => isActivePath(item.to, pathname));

  // Keep the current tab in view when the bar is wider than the screen.
  useEffect(() => {
    if (activeIndex < 0) return;
    listRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [activeIndex]);

  return (
    <nav
      aria-label={t('tabs.label')}
      data-testid="bottom-tab-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul ref={listRef} onScroll={onScroll} className="scrollbar-none flex overflow-x-auto overscroll-x-contain">
        {TAB_BAR.map((item) => {
          const active = isActivePath(item.to, pathname);
          const dot = (item.count === 'unreadNotifications' && counts.unreadNotifications > 0) || (item.count === 'pending' && counts.pending > 0);
          return (
            <li key={item.to} className="shrink-0">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-16 min-w-[4.5rem] flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium transition-colors',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
                  active ? 'text-primary-600' : 'text-gray-500 hover:text-gray-900',
                )}
              >
                {active && <span aria-hidden="true" className="absolute inset-x-4 top-0 h-0.5 rounded-full bg-primary-600" />}
                <span className="relative">
                  <item.icon aria-hidden="true" className="size-5" />
                  {dot && (
                    <span data-testid={`tab-dot-${item.to.slice(1)}`} className="absolute -top-0.5 -right-1 size-2 rounded-full bg-red-500 ring-2 ring-white">
                      <span className="sr-only">{item.count === 'pending' ? t('nav.pendingBadge', { count: counts.pending }) : t('nav.unreadNotifications')}</span>
                    </span>
                  )}
                </span>
                <span className="px-2 whitespace-nowrap">{t(item.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {more.left && <TabScrollCue side="left" onPage={() => page('left')} />}
      {more.right && <TabScrollCue side="right" onPage={() => page('right')} />}
    </nav>
  );
}
