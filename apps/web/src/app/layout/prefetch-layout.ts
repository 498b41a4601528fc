import type { QueryClient } from '@tanstack/react-query';
import { unreadNotificationsQuery } from '../../features/notifications/queries.ts';
import { contentCountsQuery } from './counts-query.ts';

/** The layout's own figures: the Publications badge and the unread notifications (the bell's, the home's). */
export function prefetchLayoutData(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(contentCountsQuery), queryClient.prefetchQuery(unreadNotificationsQuery)]);
}
