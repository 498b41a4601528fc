import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';

/** « Enregistrer » in the ideas, or « Enregistré » once it is there. */
export function SaveButton({ saved, loading, onSave, testId, label }: { saved: boolean; loading: boolean; onSave: () => void; testId: string; label?: string }) {
  const t = useT();
  if (saved) {
    return (
      <span data-testid={testId} data-saved="true" className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-emerald-50 px-3 text-sm font-semibold text-emerald-700">
        <BookmarkCheck aria-hidden="true" className="size-4" />
        {t('inspiration.saved')}
      </span>
    );
  }
  return (
    <Button variant="secondary" size="sm" loading={loading} icon={<Bookmark aria-hidden="true" className="size-4" />} onClick={onSave} data-testid={testId} aria-label={label}>
      {t('inspiration.save')}
    </Button>
  );
}
