import { lazy, Suspense } from 'react';
import { OfflineBanner } from './OfflineBanner.tsx';
import { useServiceWorkerUpdate } from './useServiceWorkerUpdate.ts';

// Only fetched when a new version is actually there.
const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx').then((module) => ({ default: module.UpdatePrompt })));

/**
 * The installable app's part of the shell: the offline notice, the service worker (registered once
 * the page has loaded) and the question before a new version takes over.
 */
export function PwaShell() {
  const { needRefresh, updateServiceWorker, dismiss } = useServiceWorkerUpdate();
  return (
    <>
      <OfflineBanner />
      {needRefresh && (
        <Suspense fallback={null}>
          <UpdatePrompt updateServiceWorker={updateServiceWorker} onDismiss={dismiss} />
        </Suspense>
      )}
    </>
  );
}
