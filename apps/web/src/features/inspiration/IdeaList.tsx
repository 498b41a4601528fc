import type { Idea } from '@publia/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SavedIdeaItem } from './SavedIdeaItem.tsx';
import { useRemoveIdea } from './use-inspiration-actions.ts';
import type { InspirationFormat } from './use-inspiration-format.ts';

/** Saved ideas as a list, and the one question asked before any of them is deleted. */
export function IdeaList({ ideas, format, canEdit, className }: { ideas: Idea[]; format: InspirationFormat; canEdit: boolean; className?: string }) {
  const { t } = format;
  const remove = useRemoveIdea();
  const [deleting, setDeleting] = useState<Idea | null>(null);
  return (
    <>
      <ul className={className ?? 'flex flex-col divide-y divide-gray-100'}>
        {ideas.map((idea) => (
          <li key={idea.id} className="py-3 first:pt-0 last:pb-0">
            <SavedIdeaItem idea={idea} format={format} canEdit={canEdit} onDelete={setDeleting} />
          </li>
        ))}
      </ul>
      {canEdit && (
        <ConfirmDialog
          open={deleting !== null}
          title={t('inspiration.ideas.deleteTitle')}
          description={deleting ? t('inspiration.ideas.deleteBody', { title: deleting.title }) : undefined}
          confirmLabel={t('inspiration.ideas.delete')}
          busy={remove.isPending}
          onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
          testId="idea-delete-dialog"
        />
      )}
    </>
  );
}
