import { TEAM_LIMITS, type ContentItem } from '@publia/shared';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { shownTitle } from '../content/content-display.ts';
import { useReject } from '../content/use-approval-actions.ts';

function RejectForm({ item, onClose, reject }: { item: ContentItem; onClose: () => void; reject: ReturnType<typeof useReject> }) {
  const t = useT();
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    setMissing(!text);
    if (text) reject.mutate({ item, comment: text }, { onSuccess: onClose });
  };
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogBody>
        <TextAreaField
          label={t('approval.reject.comment')}
          rows={4}
          required
          value={comment}
          maxLength={TEAM_LIMITS.rejectionMaxLength}
          error={missing ? t('approval.reject.commentRequired') : null}
          onChange={(event) => setComment(event.target.value)}
        />
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={reject.isPending}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={reject.isPending} icon={<X aria-hidden="true" className="size-4" />}>
          {t('approval.reject.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** « Refuser »: the comment the author will read is required. */
export function RejectDialog({ item, onClose }: { item: ContentItem | null; onClose: () => void }) {
  const t = useT();
  const reject = useReject();
  return (
    <Dialog
      open={item !== null}
      onClose={() => {
        if (!reject.isPending) onClose();
      }}
      size="sm"
      testId="reject-dialog"
      title={t('approval.reject.title')}
      description={item ? t('approval.reject.description', { title: shownTitle(item, t) }) : undefined}
    >
      {item && <RejectForm item={item} onClose={onClose} reject={reject} />}
    </Dialog>
  );
}
