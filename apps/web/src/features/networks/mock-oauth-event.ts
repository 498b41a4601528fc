import type { Network } from '@publia/shared';
import { useEffect, useRef } from 'react';

/** The window event `mockOAuthCallback`: a simulated OAuth return ended (detail: platform, success). */
export const MOCK_OAUTH_EVENT = 'mockOAuthCallback';

export interface MockOAuthDetail {
  platform: Network;
  success: boolean;
}

const mockEvent = (detail: MockOAuthDetail) => new CustomEvent<MockOAuthDetail>(MOCK_OAUTH_EVENT, { detail, cancelable: true });

/**
 * Tells the listeners that the demo return page finished. When the page was opened from another
 * Publia window (window.opener, same origin), that window is told as well. Returns true when a
 * listener of this window took care of it (and told the user), so the caller need not.
 */
export function dispatchMockOAuthCallback(detail: MockOAuthDetail): boolean {
  const handled = !window.dispatchEvent(mockEvent(detail));
  try {
    const opener = window.opener as Window | null;
    if (opener && opener !== window && opener.location.origin === window.location.origin) {
      opener.dispatchEvent(mockEvent(detail));
    }
  } catch {
    // Another origin's window: reading its location throws, and it is none of our business.
  }
  return handled;
}

/**
 * Calls `handler` on each `mockOAuthCallback` event while the component is shown, and marks the
 * event handled (preventDefault) so the page that sent it does not tell the user twice.
 */
export function useMockOAuthCallback(handler: (detail: MockOAuthDetail) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<MockOAuthDetail | undefined>).detail;
      if (!detail) return;
      event.preventDefault();
      latest.current(detail);
    };
    window.addEventListener(MOCK_OAUTH_EVENT, onEvent);
    return () => window.removeEventListener(MOCK_OAUTH_EVENT, onEvent);
  }, []);
}
