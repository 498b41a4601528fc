import { addPageMessages, useT } from '../../../lib/i18n/index.ts';
import privacyMessages from '../../../locales/fr-pages/privacy.json';
import { ReadError } from '../../../ui/QueryState.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { DataExportCard } from './DataExportCard.tsx';
import { DeleteAccountCard } from './DeleteAccountCard.tsx';
import { PrivacyToggles } from './PrivacyToggles.tsx';
import { usePrivacy } from './queries.ts';
import settingsMessages from '../../../locales/fr-pages/settings.json';

// The tab's words (and its title, under `settings`) join the catalogue with this chunk.
addPageMessages('privacy', privacyMessages);
addPageMessages('settings', settingsMessages);

/** Paramètres → Confidentialité: the four toggles, « Télécharger mes données », « Supprimer mon compte ». */
export function PrivacySection() {
  const t = useT();
  const privacy = usePrivacy();
  return (
    <div className="flex flex-col gap-6" data-testid="privacy-section">
      <header>
        <h2 className="text-lg font-semibold text-gray-900">{t('settings.tabs.privacy')}</h2>
        <p className="mt-1 text-sm text-gray-600">{t('privacy.intro')}</p>
      </header>
      {privacy.isPending && <Skeleton className="h-64 w-full rounded-xl" />}
      {privacy.isError && <ReadError message={t('privacy.loadError')} onRetry={() => void privacy.refetch()} />}
      {privacy.data && (
        <>
          <PrivacyToggles settings={privacy.data.settings} />
          <DataExportCard latest={privacy.data.lastExport} />
        </>
      )}
      <DeleteAccountCard />
    </div>
  );
}
