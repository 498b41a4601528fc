import { WifiOff } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { useOnline } from './useOnline.ts';

/**
 * Said over every page while the network is gone, whatever the page shows meanwhile (the kept app
 * from the service worker, a request that failed): the user knows why nothing is sent or loaded.
 */
export function OfflineBanner() {
  const t = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-4">
      <div
        role="status"
        data-testid="offline-banner"
        className="pointer-events-auto flex max-w-xl items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900 shadow-md"
      >
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <p>
          <strong className="font-semibold">{t('pwa.offlineTitle')}</strong> {t('pwa.offlineDetail')}
        </p>
      </div>
    </div>
  );
}
