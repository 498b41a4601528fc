import { NETWORK_NAMES, SCANNER_LIMITS, type ScannerAnalysisSummary } from '@publia/shared';
import { Eye, History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button, buttonClasses } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useAnalyses } from './queries.ts';
import { BAND_CLASSES, scoreBand } from './score-band.ts';
import { useRemoveAnalysis } from './use-remove-analysis.ts';
import { useScannerFormat } from './use-scanner-format.ts';

const STATUS_TONES = { queued: 'neutral', running: 'primary', failed: 'danger' } as const;

/**
 * « Analyses précédentes »: the workspace's analyses of the last 30 days (said so), the storage
 * they take, each to open again or to delete (after a confirmation).
 */
export function PastAnalyses({ currentId, canCreate, onRemoved }: { currentId: string | null; canCreate: boolean; onRemoved: (id: string) => void }) {
  const t = useT();
  const format = useScannerFormat();
  const query = useAnalyses();
  const [confirming, setConfirming] = useState<ScannerAnalysisSummary | null>(null);
  const remove = useRemoveAnalysis((id) => {
    setConfirming(null);
    onRemoved(id);
  });
  const nameOf = (item: ScannerAnalysisSummary) => item.fileName ?? t('scanner.history.untitled');

  return (
    <SectionCard
      icon={History}
      title={t('scanner.history.heading')}
      description={t('scanner.history.retention', { days: SCANNER_LIMITS.retentionDays })}
      testId="past-analyses"
      tint="bg-gray-100 text-gray-700"
      actions={
        query.data && (
          <p className="text-sm font-medium text-gray-700" data-testid="scanner-storage">
            {t('scanner.history.storage', { size: format.size(query.data.storageBytes) })}
          </p>
        )
      }
    >
      <QueryState query={query} lines={2}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyLine testId="past-analyses-empty">{t('scanner.history.empty')}</EmptyLine>
          ) : (
            <ul className="flex flex-col divide-y divide-gray-100">
              {items.map((item) => (
                <PastAnalysis key={item.id} item={item} name={nameOf(item)} current={item.id === currentId} onDelete={canCreate ? () => setConfirming(item) : null} />
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={confirming !== null}
        title={t('scanner.history.confirmTitle')}
        description={confirming ? t('scanner.history.confirmText', { name: nameOf(confirming) }) : undefined}
        confirmLabel={t('scanner.history.delete')}
        busy={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id)}
        onClose={() => setConfirming(null)}
        testId="scanner-delete-dialog"
      />
    </SectionCard>
  );
}

function PastAnalysis({ item, name, current, onDelete }: { item: ScannerAnalysisSummary; name: string; current: boolean; onDelete: (() => void) | null }) {
  const t = useT();
  const timeZone = useTimeZone();
  const format = useScannerFormat();
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center" data-testid="past-analysis" data-analysis-id={item.id}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <ScoreChip score={item.globalScore} />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="truncate font-medium text-gray-900">{name}</span>
            {item.status !== 'done' && (
              <Badge tone={STATUS_TONES[item.status]} data-testid="past-analysis-status">
                {t(`scanner.history.status.${item.status}`)}
              </Badge>
            )}
          </p>
          <p className="mt-0.5 text-xs text-gray-600">
            {t('scanner.history.created', { date: formatDate(item.createdAt, timeZone) })}
            {' · '}
            {format.size(item.sizeBytes)}
            {item.durationSeconds !== null && ` · ${format.seconds(item.durationSeconds)}`}
            {' · '}
            {t('scanner.history.expires', { date: formatDate(item.expiresAt, timeZone) })}
          </p>
          {item.bestPerformingNetwork && (
            <p className="mt-1 flex items-center gap-1.5 text-xs text-gray-700">
              <NetworkIcon platform={item.bestPerformingNetwork} size="xs" />
              {t('scanner.history.best', { network: NETWORK_NAMES[item.bestPerformingNetwork] })}
            </p>
          )}
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {current ? (
          <Badge tone="primary">{t('scanner.history.shown')}</Badge>
        ) : (
          <Link
            to={{ search: `?analysis=${encodeURIComponent(item.id)}` }}
            aria-label={t('scanner.history.openLabel', { name })}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
            data-testid="past-analysis-open"
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('scanner.history.open')}
          </Link>
        )}
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('scanner.history.deleteLabel', { name })}
            title={t('scanner.history.deleteLabel', { name })}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onClick={onDelete}
            data-testid="past-analysis-delete"
          />
        )}
      </div>
    </li>
  );
}

/** The score of a past analysis in its band's colours; « — » while it has none. */
function ScoreChip({ score }: { score: number | null }) {
  const t = useT();
  if (score === null) {
    return (
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gray-100 text-sm font-semibold text-gray-600" aria-hidden="true">
        —
      </span>
    );
  }
  const band = BAND_CLASSES[scoreBand(score)];
  return (
    <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl text-base font-bold tabular-nums ${band.soft} ${band.text}`} data-testid="past-analysis-score">
      <span aria-hidden="true">{score}</span>
      <span className="sr-only">{t('scanner.result.scoreLabel', { score })}</span>
    </span>
  );
}
