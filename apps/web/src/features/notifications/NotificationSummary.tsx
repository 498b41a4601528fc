import type { Notification, NotificationType } from '@publia/shared';
import { CalendarClock, ClipboardCheck, MessageSquare, TrendingUp, TriangleAlert, type LucideIcon } from 'lucide-react';
import { formatDateTime, formatRelativeTime } from '../../lib/dates.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useT } from '../../lib/i18n/index.ts';
import { cn } from '../../ui/cn.ts';

const TYPE_ICONS: Record<NotificationType, { icon: LucideIcon; tint: string }> = {
  validation: { icon: ClipboardCheck, tint: 'bg-primary-50 text-primary-600' },
  trend: { icon: TrendingUp, tint: 'bg-emerald-50 text-emerald-600' },
  comment: { icon: MessageSquare, tint: 'bg-sky-50 text-sky-600' },
  scheduled: { icon: CalendarClock, tint: 'bg-amber-50 text-amber-600' },
  failure: { icon: TriangleAlert, tint: 'bg-red-50 text-red-600' },
};

/** A notification's type icon, message and age ("il y a 5 min"), as the bell and the home page show it. */
export function NotificationSummary({ notification }: { notification: Notification }) {
  const t = useT();
  const timeZone = useTimeZone();
  const { icon: Icon, tint } = TYPE_ICONS[notification.type];
  return (
    <span className="flex min-w-0 items-start gap-3">
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', tint)}>
        <Icon aria-hidden="true" className="size-4" />
        <span className="sr-only">{t(`notifications.types.${notification.type}`)}</span>
      </span>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-sm leading-5 break-words text-gray-900">{notification.message}</span>
        <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt, timeZone)} className="text-xs text-gray-500">
          {formatRelativeTime(notification.createdAt, timeZone)}
        </time>
      </span>
    </span>
  );
}
