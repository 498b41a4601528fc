import { NETWORK_NAMES, type NetworkStatus } from '@publia/shared';
import { FlaskConical } from 'lucide-react';
import { addPageMessages, useT } from '../../lib/i18n/index.ts';
import networksMessages from '../../locales/fr-pages/networks.json';

// Not in the shell's French: `networks` joins the catalogue when this module loads, before anything renders.
addPageMessages('networks', networksMessages);

/** Says plainly that the sandboxed networks publish nowhere real; nothing when none is sandboxed. */
export function DemoModeNotice({ networks }: { networks: NetworkStatus[] | undefined }) {
  const t = useT();
  const sandboxed = networks?.filter((network) => network.sandbox) ?? [];
  if (sandboxed.length === 0) return null;
  const all = sandboxed.length === networks?.length;
  return (
    <div role="status" data-testid="demo-mode-notice" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3.5 text-sm text-amber-900">
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <div className="min-w-0">
        <p className="font-semibold">{t('networks.demo.title')}</p>
        <p className="mt-0.5 leading-6">{t('networks.demo.notice')}</p>
        <p className="mt-1 hidden text-amber-800 sm:block">
          {all
            ? t('networks.demo.allNetworks')
            : t('networks.demo.someNetworks', {
                networks: sandboxed.map((network) => NETWORK_NAMES[network.platform]).join(', '),
              })}
        </p>
      </div>
    </div>
  );
}
