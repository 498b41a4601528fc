import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ReadError } from '../../ui/QueryState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { KeywordChips } from './KeywordChips.tsx';
import { KeywordsDialog } from './KeywordsDialog.tsx';
import { useKeywords } from './queries.ts';

/** The workspace's watch keywords as chips, and « Modifier les mots-clés » for who may change them. */
export function WatchKeywords({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const keywords = useKeywords();
  const [editing, setEditing] = useState(false);

  let body;
  if (keywords.isPending) body = <Skeleton className="h-6 w-2/3" />;
  else if (keywords.isError) body = <ReadError message={keywords.error.message} onRetry={() => void keywords.refetch()} />;
  else if (keywords.data.length === 0) body = <p className="text-sm text-gray-600">{t(canEdit ? 'inspiration.keywords.none' : 'inspiration.keywords.noneViewer')}</p>;
  else body = <KeywordChips keywords={keywords.data} label={t('inspiration.keywords.title')} testId="watch-keywords" />;

  return (
    <section aria-labelledby="watch-keywords-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="watch-keywords-title" className="text-sm font-semibold text-gray-900">
          {t('inspiration.keywords.title')}
        </h3>
        {canEdit && keywords.data && (
          <Button variant="ghost" size="sm" icon={<PencilLine aria-hidden="true" className="size-4" />} onClick={() => setEditing(true)} data-testid="keywords-edit">
            {t('inspiration.keywords.edit')}
          </Button>
        )}
      </div>
      {body}
      {canEdit && keywords.data && <KeywordsDialog open={editing} keywords={keywords.data} onClose={() => setEditing(false)} />}
    </section>
  );
}
