import { NETWORK_NAMES, type ScannerAnalysis, type VideoAnalysis } from '@publia/shared';
import { CircleCheck, CircleX, ShieldCheck, Wand2 } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { latestFix } from './fix-cache.ts';
import { FixResult } from './FixResult.tsx';
import { isWorking } from './queries.ts';
import { useCatalogueText } from '../../lib/use-catalogue-text.ts';
import { useStartFix } from './use-start-fix.ts';

interface NetworkVerdictsProps {
  analysis: ScannerAnalysis;
  verdicts: VideoAnalysis['networks'];
  /** Null for a member who may not create content: no fix, no publication. */
  onPublish: ((fixId: string) => void) | null;
  publishing: boolean;
}

/**
 * Each network's verdict: accepted or refused, each broken rule in words, how well the video suits
 * it, « Optimiser pour … », and its latest fix.
 */
export function NetworkVerdicts({ analysis, verdicts, onPublish, publishing }: NetworkVerdictsProps) {
  const t = useT();
  const text = useCatalogueText();
  const fixer = useStartFix(analysis.id);
  const canAct = onPublish !== null;

  return (
    <SectionCard icon={ShieldCheck} title={t('scanner.networks.heading')} description={t('scanner.networks.description')} testId="network-verdicts">
      <ul className="flex flex-col divide-y divide-gray-100">
        {verdicts.map((verdict) => {
          const name = NETWORK_NAMES[verdict.network];
          const fix = latestFix(analysis, verdict.network);
          const fixing = (fixer.isPending && fixer.variables === verdict.network) || (fix !== null && isWorking(fix.status));
          return (
            <li
              key={verdict.network}
              className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0"
              data-testid="network-verdict"
              data-network={verdict.network}
              data-accepted={verdict.accepted}
            >
              <div className="grid gap-3 md:grid-cols-[minmax(0,13rem)_minmax(0,1fr)_auto] md:items-start">
                <div className="flex items-center gap-3">
                  <NetworkIcon platform={verdict.network} size="sm" />
                  <div className="flex min-w-0 flex-col items-start gap-1">
                    <h3 className="text-sm font-semibold text-gray-900">{name}</h3>
                    {verdict.accepted ? (
                      <Badge tone="success" data-testid="verdict-badge">
                        <CircleCheck aria-hidden="true" className="size-3.5" />
                        {t('scanner.networks.accepted')}
                      </Badge>
                    ) : (
                      <Badge tone="danger" data-testid="verdict-badge">
                        <CircleX aria-hidden="true" className="size-3.5" />
                        {t('scanner.networks.refused')}
                      </Badge>
                    )}
                  </div>
                </div>
                <div className="flex min-w-0 flex-col gap-2">
                  {verdict.failures.length > 0 && (
                    <ul className="list-disc pl-5 text-sm leading-6 text-red-700" data-testid="verdict-failures">
                      {verdict.failures.map((failure, index) => (
                        <li key={`${failure.key}-${index}`} className="first-letter:uppercase">
                          {text(failure)}
                        </li>
                      ))}
                    </ul>
                  )}
                  <div className="flex items-center gap-2 text-sm text-gray-600">
                    <span data-testid="verdict-fit">{t('scanner.networks.fit', { fit: verdict.fit })}</span>
                    <span className="h-1.5 w-24 overflow-hidden rounded-full bg-gray-100" aria-hidden="true">
                      <span className="block h-full rounded-full bg-primary-500" style={{ width: `${verdict.fit}%` }} />
                    </span>
                  </div>
                </div>
                <div className="md:justify-self-end">
                  {canAct && (
                    <Button
                      size="sm"
                      variant={verdict.accepted ? 'outline' : 'primary'}
                      loading={fixing}
                      onClick={() => fixer.mutate(verdict.network)}
                      icon={<Wand2 aria-hidden="true" className="size-4" />}
                      data-testid="fix-button"
                    >
                      {t('scanner.networks.optimise', { network: name })}
                    </Button>
                  )}
                </div>
              </div>
              {fix && <FixResult fix={fix} onPublish={onPublish} publishing={publishing} />}
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
