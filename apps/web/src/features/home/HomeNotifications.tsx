import { HOME_UNREAD_NOTIFICATIONS, type Notification } from '@publia/shared';
import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { NotificationSummary } from '../notifications/NotificationSummary.tsx';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useUnreadNotifications } from '../notifications/queries.ts';

/** Up to three unread notifications, with mark-as-read and mark-all-as-read. */
export function HomeNotifications() {
  const t = useT();
  const query = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const shown = query.data?.data.slice(0, HOME_UNREAD_NOTIFICATIONS) ?? [];
  const unread = query.data?.unreadCount ?? 0;

  const summary = (notification: Notification) =>
    notification.route ? (
      <Link
        to={notification.route}
        onClick={() => markRead.mutate(notification.id)}
        className="min-w-0 flex-1 rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <NotificationSummary notification={notification} />
      </Link>
    ) : (
      <div className="min-w-0 flex-1">
        <NotificationSummary notification={notification} />
      </div>
    );

  return (
    <Card className="flex min-w-0 flex-col p-5" data-testid="home-notifications">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="home-notifications-title" className="text-base font-semibold text-gray-900">
          {t('home.notificationsTitle')}
          {unread > 0 && <span className="ml-2 text-sm font-medium text-gray-500 tabular-nums">({unread})</span>}
        </h2>
        <Button variant="ghost" size="sm" data-testid="home-notifications-mark-all" disabled={unread === 0} loading={markAll.isPending} onClick={() => markAll.mutate()}>
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {query.isError && !query.data ? (
        <p className="mt-4 text-sm text-gray-500">
          {t('notifications.loadError')}{' '}
          <button type="button" onClick={() => void query.refetch()} className="font-medium text-primary-600 hover:underline">
            {t('notifications.retry')}
          </button>
        </p>
      ) : shown.length === 0 ? (
        <p data-testid="home-notifications-empty" className="mt-4 text-sm text-gray-500">
          {t('notifications.empty')}
        </p>
      ) : (
        <ul aria-labelledby="home-notifications-title" className="mt-3 divide-y divide-gray-100">
          {shown.map((notification) => (
            <li key={notification.id} data-testid="home-notification" className="flex items-start gap-3 py-3">
              {summary(notification)}
              <button
                type="button"
                aria-label={`${t('notifications.markRead')} : ${notification.message}`}
                title={t('notifications.markRead')}
                onClick={() => markRead.mutate(notification.id)}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-gray-400 transition-colors hover:bg-emerald-50 hover:text-emerald-600 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <Check aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
