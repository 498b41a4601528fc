import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';

/**
 * "Une nouvelle version est disponible. Voulez-vous mettre à jour?": a banner rather than a modal,
 * so that a user in the middle of a post finishes it first. Yes hands over to the new service
 * worker, which reloads the page (`updateServiceWorker(true)`); Later leaves the current version
 * running until the next visit.
 */
export function UpdatePrompt({ updateServiceWorker, onDismiss }: { updateServiceWorker: (reloadPage?: boolean) => Promise<void>; onDismiss: () => void }) {
  const t = useT();
  const [updating, setUpdating] = useState(false);
  const update = () => {
    setUpdating(true);
    // On failure the page stays as it is, still usable; the prompt comes back on the next visit.
    updateServiceWorker(true).catch(() => setUpdating(false));
  };
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-50 flex justify-center px-4 md:inset-x-auto md:bottom-4 md:left-4 md:justify-start md:px-0">
      <section
        role="alertdialog"
        aria-labelledby="pwa-update-message"
        data-testid="pwa-update-prompt"
        className="pointer-events-auto flex max-w-md flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-900 shadow-lg"
      >
        <p id="pwa-update-message" className="flex items-start gap-2.5">
          <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
          {t('pwa.updateAvailable')}
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" onClick={onDismiss} disabled={updating}>
            {t('pwa.later')}
          </Button>
          <Button size="sm" onClick={update} loading={updating}>
            {t('pwa.update')}
          </Button>
        </div>
      </section>
    </div>
  );
}
