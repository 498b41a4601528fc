import { NETWORK_NAMES, type Competitor } from '@publia/shared';
import { Trash2 } from 'lucide-react';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { NetworkIcon } from '../../ui/NetworkIcon.tsx';
import { useRemoveCompetitor } from './use-inspiration-actions.ts';
import { useInspirationFormat } from './use-inspiration-format.ts';

const TONES = { ok: 'success', error: 'danger', pending: 'neutral' } as const;

/** A watched account: picture, name, @handle, network, followers, whether it could be read. */
export function CompetitorAccount({ competitor, canRemove }: { competitor: Competitor; canRemove: boolean }) {
  const format = useInspirationFormat();
  const { t } = format;
  const remove = useRemoveCompetitor();
  const name = competitor.displayName?.trim() || `@${competitor.handle}`;
  return (
    <div data-testid="competitor-account" className="flex h-full min-w-0 items-start gap-3 rounded-lg border border-gray-200 p-3">
      {competitor.pictureUrl ? (
        <img src={competitor.pictureUrl} alt="" loading="lazy" referrerPolicy="no-referrer" className="size-10 shrink-0 rounded-full bg-gray-100 object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-100 text-sm font-semibold text-violet-700 uppercase">
          {competitor.handle.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-gray-900">{name}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
          <span className="break-all">@{competitor.handle}</span>
          <span className="inline-flex items-center gap-1">
            <NetworkIcon platform={competitor.network} size="xs" />
            {NETWORK_NAMES[competitor.network]}
          </span>
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
          {competitor.followers !== null && <span>{format.count('inspiration.competitors.followers', competitor.followers)}</span>}
          <Badge tone={TONES[competitor.status]}>{t(`inspiration.competitors.status.${competitor.status}`)}</Badge>
        </p>
        {competitor.status === 'error' && competitor.error && <p className="mt-1 text-xs font-medium break-words text-red-700">{competitor.error}</p>}
      </div>
      {canRemove && (
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          aria-label={t('inspiration.competitors.remove', { handle: competitor.handle })}
          title={t('inspiration.competitors.remove', { handle: competitor.handle })}
          onClick={() => remove.mutate(competitor.id)}
          data-testid="competitor-remove"
        />
      )}
    </div>
  );
}
