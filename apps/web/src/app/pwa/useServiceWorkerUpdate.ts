import { useCallback, useEffect, useState } from 'react';

/**
 * Registers /sw.js (scope /) and reports a new version waiting to take over. What vite-plugin-pwa's
 * `useRegisterSW` does through workbox-window, in the browser's own API: those 3.5 KB gzip would
 * push the first load over its budget (e2e/shell/size-budget.spec.ts), this costs a few hundred
 * bytes. The worker built by the plugin answers the same SKIP_WAITING message.
 */
export function useServiceWorkerUpdate() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    // Unsupported (an old browser, a page not served over HTTPS or localhost): a plain web page.
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    let stopped = false;
    // A worker installed while another controls the page is a new version; the first one is not.
    const offer = (worker: ServiceWorker | null) => {
      if (worker && container.controller && !stopped) setWaiting(worker);
    };
    const register = () =>
      container.register('/sw.js', { scope: '/' }).then(
        (registration) => {
          offer(registration.waiting);
          registration.addEventListener('updatefound', () => {
            const installing = registration.installing;
            installing?.addEventListener('statechange', () => {
              if (installing.state === 'installed') offer(installing);
            });
          });
        },
        // Refused (a private window that forbids it): a plain web page still works.
        () => {},
      );
    // After the page's own files: the worker's first install downloads the whole app.
    if (document.readyState === 'complete') void register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener('load', register);
    };
  }, []);

  const updateServiceWorker = useCallback(
    async (reloadPage = true) => {
      if (!waiting) return;
      // The page reloads once the new worker is in charge, so that it runs the new version's code.
      if (reloadPage) navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
      // A worker's postMessage has no target origin (the second argument is what to transfer: nothing).
      waiting.postMessage({ type: 'SKIP_WAITING' }, []);
    },
    [waiting],
  );
  const dismiss = useCallback(() => setWaiting(null), []);
  return { needRefresh: waiting !== null, updateServiceWorker, dismiss };
}
