import type { SuggestedSector } from '@publia/shared';
import { Check, Plus } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useAddSource } from './use-inspiration-actions.ts';

type Suggested = SuggestedSector['sources'][number];

/** A suggested source: « Ajouter » (one click), or « Suivie » once followed. */
export function SuggestedSourceRow({ source, canAdd }: { source: Suggested; canAdd: boolean }) {
  const t = useT();
  const toast = useToast();
  const add = useAddSource();
  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="suggested-source">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-gray-900">{source.title}</p>
        <p className="text-xs break-all text-gray-500">{source.url}</p>
      </div>
      {source.added ? (
        <Badge tone="success" data-testid="suggested-followed">
          <Check aria-hidden="true" className="size-3.5" />
          {t('inspiration.sources.followedOne')}
        </Badge>
      ) : (
        canAdd && (
          <Button
            variant="secondary"
            size="sm"
            loading={add.isPending}
            icon={<Plus aria-hidden="true" className="size-4" />}
            aria-label={t('inspiration.sources.addNamed', { title: source.title })}
            onClick={() => add.mutate(source.url, { onError: (error) => toast.error(error.message) })}
            data-testid="suggested-add"
          >
            {t('inspiration.sources.add')}
          </Button>
        )
      )}
    </div>
  );
}
