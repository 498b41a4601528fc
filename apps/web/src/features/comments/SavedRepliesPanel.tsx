import { COMMENT_LIMITS, type SavedReply } from '@publia/shared';
import { BookmarkCheck, CornerDownLeft, PencilLine, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useToast } from '../../ui/toast/index.ts';
import { useComposerTargets } from './composer-targets.tsx';
import { useSavedReplies } from './queries.ts';
import { SavedReplyForm } from './SavedReplyForm.tsx';
import { useRemoveSavedReply } from './use-comment-actions.ts';

function SavedReplyItem({
  reply,
  canEdit,
  editing,
  onEdit,
  onDone,
  onDelete,
}: {
  reply: SavedReply;
  canEdit: boolean;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const targets = useComposerTargets();
  if (editing) return <SavedReplyForm reply={reply} onDone={onDone} />;
  return (
    <article data-testid="saved-reply" data-reply-id={reply.id} className="flex min-w-0 flex-col gap-1.5">
      <h3 className="text-sm font-semibold break-words text-gray-900">{reply.title}</h3>
      <p className="line-clamp-3 text-sm leading-6 break-words whitespace-pre-line text-gray-700">{reply.text}</p>
      {canEdit && (
        <div className="flex flex-wrap gap-1.5 pt-0.5">
          <Button
            variant="secondary"
            size="sm"
            icon={<CornerDownLeft aria-hidden="true" className="size-4" />}
            aria-label={t('comments.saved.insertNamed', { title: reply.title })}
            onClick={() => {
              if (!targets?.insert(reply.text)) toast.info(t('comments.saved.noComposer'));
            }}
            data-testid="saved-reply-insert"
          >
            {t('comments.saved.insert')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<PencilLine aria-hidden="true" className="size-4" />}
            aria-label={t('comments.saved.editNamed', { title: reply.title })}
            onClick={onEdit}
            data-testid="saved-reply-edit"
          >
            {t('comments.saved.edit')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            aria-label={t('comments.saved.deleteNamed', { title: reply.title })}
            onClick={onDelete}
            data-testid="saved-reply-delete"
          >
            {t('comments.saved.delete')}
          </Button>
        </div>
      )}
    </article>
  );
}

/**
 * « Réponses enregistrées »: the workspace's answers ready to be inserted into the composer in
 * use (then adapted), edited, deleted or added to by those who answer comments.
 */
export function SavedRepliesPanel({ canEdit }: { canEdit: boolean }) {
  const t = useT();
  const replies = useSavedReplies();
  const remove = useRemoveSavedReply();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SavedReply | null>(null);
  const full = (replies.data?.length ?? 0) >= COMMENT_LIMITS.savedRepliesMax;

  return (
    <SectionCard
      narrow
      icon={BookmarkCheck}
      title={t('comments.saved.title')}
      description={t('comments.saved.description')}
      testId="saved-replies"
      tint="bg-emerald-50 text-emerald-600"
    >
      <QueryState query={replies} lines={3} lineHeight="h-10">
        {(list) => (
          <div className="flex flex-col gap-4">
            {list.length === 0 && editing !== 'new' ? (
              <EmptyLine>{t('comments.saved.empty')}</EmptyLine>
            ) : (
              <ul className="flex flex-col divide-y divide-gray-100">
                {list.map((reply) => (
                  <li key={reply.id} className="py-3 first:pt-0 last:pb-0">
                    <SavedReplyItem
                      reply={reply}
                      canEdit={canEdit}
                      editing={editing === reply.id}
                      onEdit={() => setEditing(reply.id)}
                      onDone={() => setEditing(null)}
                      onDelete={() => setDeleting(reply)}
                    />
                  </li>
                ))}
              </ul>
            )}
            {canEdit &&
              (editing === 'new' ? (
                <SavedReplyForm onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-col gap-1">
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    icon={<Plus aria-hidden="true" className="size-4" />}
                    disabled={full}
                    onClick={() => setEditing('new')}
                    data-testid="saved-reply-add"
                  >
                    {t('comments.saved.add')}
                  </Button>
                  {full && <p className="text-xs text-gray-600">{t('comments.saved.full', { max: COMMENT_LIMITS.savedRepliesMax })}</p>}
                </div>
              ))}
          </div>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.saved.confirmTitle', { title: deleting?.title ?? '' })}
        description={t('comments.saved.confirmBody')}
        confirmLabel={t('comments.saved.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        testId="saved-reply-confirm"
      />
    </SectionCard>
  );
}
