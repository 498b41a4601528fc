import { createContext, useContext } from 'react';

/**
 * Figures the layout shows on its links: items pending validation (red badge on Publications) and
 * unread notifications (dot on the Commentaires tab). LayoutCountsProvider reads them; outside it
 * both are 0 and nothing is drawn.
 */
export interface LayoutCounts {
  pending: number;
  unreadNotifications: number;
}

export const LayoutCountsContext = createContext<LayoutCounts>({ pending: 0, unreadNotifications: 0 });

export function useLayoutCounts(): LayoutCounts {
  return useContext(LayoutCountsContext);
}
