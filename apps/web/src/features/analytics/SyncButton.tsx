import type { AnalyticsSummary } from '@publia/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { analyticsQueryKey } from '../content/analytics-queries.ts';
import { startSync } from './api.ts';

/**
 * « Synchroniser »: asks every account's figures now, then reads the summary again (it polls by
 * itself while the sync runs) and, once the sync is over, every analytics query.
 */
export function SyncButton({ sync }: { sync: AnalyticsSummary['sync'] | undefined }) {
  const t = useT();
  const toast = useToast();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: startSync,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...analyticsQueryKey, 'summary'] }),
    onError: (error) => toast.error(isApiError(error) ? error.message : t('analytics.sync.error')),
  });
  const running = sync?.running ?? false;
  const lastSyncedAt = sync?.lastSyncedAt ?? null;
  const seen = useRef({ running, lastSyncedAt });
  useEffect(() => {
    // A round just finished: the posts, the insight and the other periods read the new figures. A
    // round can end before the first summary read after the click (it is then never seen running):
    // a newer last measure says so as well.
    const before = seen.current;
    const ended = before.running && !running;
    const measured = sync !== undefined && lastSyncedAt !== before.lastSyncedAt && !running;
    if (ended || measured) void queryClient.invalidateQueries({ queryKey: analyticsQueryKey });
    seen.current = { running, lastSyncedAt };
  }, [running, lastSyncedAt, sync, queryClient]);

  const busy = mutation.isPending || running;
  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        variant="outline"
        icon={<RefreshCw aria-hidden="true" className={busy ? 'size-4 animate-spin' : 'size-4'} />}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => mutation.mutate()}
        data-testid="sync-button"
      >
        {busy ? t('analytics.sync.running') : t('analytics.sync.button')}
      </Button>
      <p className="text-xs text-gray-600" data-testid="last-sync" aria-live="polite">
        {sync?.lastSyncedAt ? t('analytics.sync.last', { date: formatDateTime(sync.lastSyncedAt, timeZone) }) : sync ? t('analytics.sync.never') : ''}
      </p>
    </div>
  );
}
