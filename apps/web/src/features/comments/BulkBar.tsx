import { COMMENT_LIMITS } from '@publia/shared';
import { CheckCheck, MailOpen } from 'lucide-react';
import { useI18n, pluralKey } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { useBulk } from './use-comment-actions.ts';

/** « Tout sélectionner », how many are, and what can be done to all of them at once. */
export function BulkBar({ ids, selected, onChange }: { ids: string[]; selected: Set<string>; onChange: (next: Set<string>) => void }) {
  const { t, locale } = useI18n();
  const bulk = useBulk();
  const chosen = ids.filter((id) => selected.has(id)).slice(0, COMMENT_LIMITS.bulkMax);
  const all = ids.length > 0 && chosen.length === ids.length;
  const run = (action: 'approve' | 'read') => bulk.mutate({ ids: chosen, action }, { onSuccess: () => onChange(new Set()) });

  return (
    <div data-testid="bulk-bar" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white px-4 py-2.5 shadow-sm">
      <Checkbox label={t('comments.bulk.selectAll')} checked={all} onChange={(event) => onChange(event.target.checked ? new Set(ids) : new Set())} data-testid="bulk-select-all" />
      <p className="text-sm text-gray-600" aria-live="polite" data-testid="bulk-count">
        {chosen.length > 0 ? t(pluralKey(locale, 'comments.bulk.selected', chosen.length), { count: chosen.length }) : ''}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button
          variant="outline"
          size="sm"
          icon={<CheckCheck aria-hidden="true" className="size-4" />}
          disabled={chosen.length === 0 || bulk.isPending}
          loading={bulk.isPending && bulk.variables?.action === 'approve'}
          onClick={() => run('approve')}
          data-testid="bulk-approve"
        >
          {t('comments.bulk.approve')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          icon={<MailOpen aria-hidden="true" className="size-4" />}
          disabled={chosen.length === 0 || bulk.isPending}
          loading={bulk.isPending && bulk.variables?.action === 'read'}
          onClick={() => run('read')}
          data-testid="bulk-read"
        >
          {t('comments.bulk.read')}
        </Button>
      </div>
    </div>
  );
}
