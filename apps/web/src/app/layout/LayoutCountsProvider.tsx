import { UI_TIMINGS } from '@publia/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { contentQueryKey } from '../../features/content/query-key.ts';
import { invalidateNotifications, useUnreadNotifications } from '../../features/notifications/queries.ts';
import { onContentGenerated } from '../../lib/content-events.ts';
import { contentCountsQuery, countsQueryKey } from './counts-query.ts';
import { LayoutCountsContext } from './layout-counts.ts';

/**
 * Feeds the layout's figures: items pending validation (read on load, every 60 s and at once on
 * `content-generated`) and unread notifications (from the bell's query).
 */
export function LayoutCountsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const counts = useQuery({ ...contentCountsQuery, refetchInterval: UI_TIMINGS.pendingCountPollMs });
  const notifications = useUnreadNotifications();

  // A badge that could not be read is no reason to bother the user: the next poll tries again.
  useEffect(() => {
    if (counts.error) console.warn('Publia : nombre de contenus en attente illisible', counts.error);
  }, [counts.error]);

  useEffect(
    () =>
      onContentGenerated(() => {
        void queryClient.invalidateQueries({ queryKey: countsQueryKey });
        void invalidateNotifications(queryClient);
      }),
    [queryClient],
  );

  // After a publish, a schedule or a delete the content queries are invalidated; what the action
  // notified (a failure, say) is then already on the server: read the notifications with them, once.
  useEffect(() => {
    let queued = false;
    return queryClient.getQueryCache().subscribe((event) => {
      if (queued || event.type !== 'updated' || event.action.type !== 'invalidate') return;
      if (event.query.queryKey[0] !== contentQueryKey[0]) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        void invalidateNotifications(queryClient);
      });
    });
  }, [queryClient]);

  const pending = counts.data?.pending ?? 0;
  const unreadNotifications = notifications.data?.unreadCount ?? 0;
  const value = useMemo(() => ({ pending, unreadNotifications }), [pending, unreadNotifications]);
  return <LayoutCountsContext.Provider value={value}>{children}</LayoutCountsContext.Provider>;
}
