import { NETWORK_NAMES, NETWORKS, type GenerationResponse, type Network } from '@publia/shared';
import { Wifi } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';

const platformName = (platform: string) => ((NETWORKS as readonly string[]).includes(platform) ? NETWORK_NAMES[platform as Network] : platform);

/** After a generation: the "Connecté au réseau" banner, where the text came from, and the info table. */
export function GenerationInfo({ result }: { result: GenerationResponse }) {
  const t = useT();
  const { data } = result;
  const origin = result.fallback?.available ? 'create.generation.fallback' : data.cached ? 'create.generation.fromCache' : 'create.generation.fresh';
  return (
    <section aria-label={t('create.generation.infoLabel')} data-testid="generation-info" className="flex flex-col gap-3">
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
        <span className="flex items-center gap-2 font-semibold">
          <Wifi aria-hidden="true" className="size-4" />
          {t('create.generation.connected')}
        </span>
        <span data-testid="generation-origin">{t(origin)}</span>
      </div>
      <div className="overflow-hidden rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-sm">
          <tbody className="divide-y divide-gray-200">
            <tr>
              <th scope="row" className="w-1/3 bg-gray-50 px-4 py-2 text-left font-medium text-gray-600">
                {t('create.generation.platform')}
              </th>
              <td className="px-4 py-2 text-gray-900">{platformName(data.platform)}</td>
            </tr>
            <tr>
              <th scope="row" className="bg-gray-50 px-4 py-2 text-left font-medium text-gray-600">
                {t('create.generation.sessionId')}
              </th>
              <td className="px-4 py-2 font-mono text-xs break-all text-gray-900">{data.sessionId}</td>
            </tr>
            <tr>
              <th scope="row" className="bg-gray-50 px-4 py-2 text-left font-medium text-gray-600">
                {t('create.generation.remaining')}
              </th>
              <td className="px-4 py-2 text-gray-900" data-testid="remaining-requests">
                {data.remainingRequests ?? t('create.generation.remainingUnlimited')}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
