import type { FeedSource } from '@publia/shared';
import { Trash2 } from 'lucide-react';
import { Badge } from '../../ui/Badge.tsx';
import { useServerText } from '../../lib/use-server-text.ts';
import { Button } from '../../ui/Button.tsx';
import { useRemoveSource } from './use-inspiration-actions.ts';
import { useInspirationFormat } from './use-inspiration-format.ts';

const TONES = { ok: 'success', error: 'danger', pending: 'neutral' } as const;

/** A followed feed: its title and address, whether its last reading went well, when, how many items. */
export function FollowedSource({ source }: { source: FeedSource }) {
  const format = useInspirationFormat();
  const { t } = format;
  const remove = useRemoveSource();
  const word = useServerText();
  return (
    <div data-testid="source-item" data-source-id={source.id} className="flex min-w-0 items-start gap-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-gray-900">{source.title}</span>
          <Badge tone={TONES[source.status]} data-testid="source-status">
            {t(`inspiration.sources.status.${source.status}`)}
          </Badge>
        </p>
        <p className="mt-0.5 text-xs break-all text-gray-500">{source.url}</p>
        {source.status === 'error' && source.error && (
          <p className="mt-1 text-xs font-medium text-red-700" data-testid="source-error">
            {word(source.error, source.errorWorded)}
          </p>
        )}
        <p className="mt-1 text-xs text-gray-600">
          {source.lastFetchedAt ? t('inspiration.sources.lastFetched', { date: format.ago(source.lastFetchedAt) }) : t('inspiration.sources.neverFetched')}
          {' · '}
          {format.count('inspiration.sources.items', source.items)}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        loading={remove.isPending}
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        aria-label={t('inspiration.sources.remove', { title: source.title })}
        title={t('inspiration.sources.remove', { title: source.title })}
        onClick={() => remove.mutate(source.id)}
        data-testid="source-remove"
      />
    </div>
  );
}
