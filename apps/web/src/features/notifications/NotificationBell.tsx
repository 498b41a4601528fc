import { NOTIFICATION_BADGE_MAX, type Notification } from '@publia/shared';
import { Bell } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pluralKey, useI18n } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';
import { NotificationSummary } from './NotificationSummary.tsx';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useUnreadNotifications } from './queries.ts';
import { usePulseOnArrival } from './use-pulse-on-arrival.ts';

/** "9+" above nine, so that the badge stays one small circle. */
export const badgeLabel = (count: number): string => (count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count));

/**
 * The bell: unread count badge, a panel of the unread notifications that toggles
 * and closes on a click outside or Escape, a one-second pulse when one arrives.
 */
export function NotificationBell() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const query = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  const items = query.data?.data;
  const ids = useMemo(() => items?.map((item) => item.id), [items]);
  const pulsing = usePulseOnArrival(ids);
  const unread = query.data?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const openItem = (notification: Notification) => {
    markRead.mutate(notification.id);
    if (!notification.route) return;
    setOpen(false);
    void navigate(notification.route);
  };

  return (
    <div ref={rootRef} className="relative" data-testid="notification-bell">
      <button
        ref={buttonRef}
        type="button"
        data-testid="notification-bell-button"
        data-pulsing={pulsing ? 'true' : undefined}
        // The name starts with the badge's very text (« 9+ notifications non lues »): what is seen is what a
        // voice control user says to press it.
        aria-label={unread > 0 ? t(pluralKey(locale, 'notifications.bellUnread', unread), { count: badgeLabel(unread) }) : t('notifications.bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-full text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          open && 'bg-gray-100 text-gray-900',
        )}
      >
        {pulsing && <span aria-hidden="true" className="absolute inset-1 animate-ping rounded-full bg-primary-400/50" />}
        <Bell aria-hidden="true" className={cn('relative size-5', pulsing && 'animate-bell-ring')} />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.6875rem] leading-none font-semibold text-white tabular-nums ring-2 ring-white"
          >
            {badgeLabel(unread)}
          </span>
        )}
      </button>

      {open && (
        <section
          id={panelId}
          aria-labelledby={titleId}
          data-testid="notification-panel"
          className="fixed inset-x-3 top-16 z-40 flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <header className="flex items-center justify-between gap-3 border-b border-gray-100 px-4 py-3">
            <h2 id={titleId} className="text-sm font-semibold text-gray-900">
              {t('notifications.title')}
            </h2>
            <button
              type="button"
              data-testid="notification-mark-all"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
              className="rounded-md px-2 py-1 text-xs font-medium text-primary-600 hover:bg-primary-50 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent"
            >
              {t('notifications.markAllRead')}
            </button>
          </header>

          {items && items.length > 0 ? (
            <ul aria-label={t('notifications.listLabel')} className="max-h-80 divide-y divide-gray-100 overflow-y-auto overscroll-contain">
              {items.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    data-testid="notification-item"
                    onClick={() => openItem(notification)}
                    className="flex w-full items-start gap-2 px-4 py-3 text-left transition-colors hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600"
                  >
                    <NotificationSummary notification={notification} />
                    <span aria-hidden="true" className="mt-1.5 ml-auto size-2 shrink-0 rounded-full bg-primary-500" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p data-testid="notification-empty" className="px-4 py-8 text-center text-sm text-gray-500">
              {query.isError && !items ? t('notifications.loadError') : t('notifications.empty')}
            </p>
          )}

          <footer className="border-t border-gray-100 p-2">
            <button
              type="button"
              data-testid="notification-view-all"
              onClick={() => {
                setOpen(false);
                void navigate('/history');
              }}
              className="w-full rounded-lg px-3 py-2 text-sm font-medium text-primary-600 hover:bg-primary-50 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              {t('notifications.viewAll')}
            </button>
          </footer>
        </section>
      )}
    </div>
  );
}
