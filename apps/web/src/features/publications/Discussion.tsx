import { TEAM_LIMITS, type ContentItem, type ContentNote } from '@publia/shared';
import { MessagesSquare, Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatDateTime } from '../../lib/dates.ts';
import { useT } from '../../lib/i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { cn } from '../../ui/cn.ts';
import { Dialog, DialogBody, DialogFooter } from '../../ui/Dialog.tsx';
import { EmptyLine, QueryState } from '../../ui/QueryState.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useCan } from '../auth/use-can.ts';
import { useTimeZone } from '../auth/use-time-zone.ts';
import { useContentNotes } from '../content/approval-queries.ts';
import { shownTitle } from '../content/content-display.ts';
import { useAddNote } from '../content/use-approval-actions.ts';

const KIND_DISCS: Record<ContentNote['kind'], string> = {
  note: 'bg-primary-100 text-primary-700',
  requested: 'bg-amber-100 text-amber-800',
  approved: 'bg-emerald-100 text-emerald-700',
  rejected: 'bg-red-100 text-red-700',
};

/** One line of the discussion: who, when (in the user's zone), what the approval did, what they wrote. */
function NoteRow({ note }: { note: ContentNote }) {
  const t = useT();
  const timeZone = useTimeZone();
  return (
    <li data-testid="discussion-note" className="flex gap-3">
      <span aria-hidden="true" className={cn('flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-semibold', KIND_DISCS[note.kind])}>
        {note.initials}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-semibold text-gray-900">{note.author?.name ?? t('approval.someone')}</span>
          {note.kind !== 'note' && <span className="text-gray-700">{t(`approval.discussion.kind.${note.kind}`)}</span>}
          <time dateTime={note.createdAt} className="text-xs text-gray-500">
            {formatDateTime(note.createdAt, timeZone)}
          </time>
        </p>
        {note.text && <p className="mt-0.5 text-sm leading-6 break-words whitespace-pre-line text-gray-700">{note.text}</p>}
      </div>
    </li>
  );
}

function NoteForm({ id }: { id: string }) {
  const t = useT();
  const add = useAddNote(id);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const written = text.trim();
    setMissing(!written);
    if (written) add.mutate(written, { onSuccess: () => setText('') });
  };
  return (
    <form noValidate onSubmit={submit} data-testid="note-form" className="flex flex-col gap-2">
      <TextAreaField
        label={t('approval.discussion.message')}
        placeholder={t('approval.discussion.placeholder')}
        rows={3}
        value={text}
        maxLength={TEAM_LIMITS.noteMaxLength}
        error={missing ? t('approval.discussion.messageRequired') : null}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" size="sm" className="self-end" loading={add.isPending} icon={<Send aria-hidden="true" className="size-4" />}>
        {t('approval.discussion.send')}
      </Button>
    </form>
  );
}

/** The notes of an item, then the field to add one (or, for a viewer, why there is none). */
export function Discussion({ item }: { item: ContentItem }) {
  const t = useT();
  const canWrite = useCan('create_content');
  const notes = useContentNotes(item.id);
  return (
    <div className="flex flex-col gap-5">
      <QueryState query={notes} lines={2} lineHeight="h-10">
        {(list) =>
          list.length === 0 ? (
            <EmptyLine testId="discussion-empty">{t(canWrite ? 'approval.discussion.empty' : 'approval.discussion.emptyReadOnly')}</EmptyLine>
          ) : (
            <ol aria-label={t('approval.discussion.listLabel')} className="flex flex-col gap-4">
              {list.map((note) => (
                <NoteRow key={note.id} note={note} />
              ))}
            </ol>
          )
        }
      </QueryState>
      {canWrite ? (
        <NoteForm id={item.id} />
      ) : (
        <p data-testid="discussion-read-only" className="text-xs text-gray-600">
          {t('approval.discussion.readOnly')}
        </p>
      )}
    </div>
  );
}

/**
 * The discussion of an item that is not on the page (a notification's link to a post already gone
 * out): the same notes, in a dialog. For an admin, an item waiting for approval keeps « Approuver »
 * and « Refuser » at hand (`decide`).
 */
export function DiscussionDialog({ item, onClose, decide }: { item: ContentItem | null; onClose: () => void; decide?: ReactNode }) {
  const t = useT();
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      testId="discussion-dialog"
      title={t('approval.discussion.title')}
      description={item ? t('approval.discussion.description', { title: shownTitle(item, t) }) : undefined}
    >
      {item && (
        <>
          <DialogBody>
            <Discussion item={item} />
          </DialogBody>
          {decide && <DialogFooter>{decide}</DialogFooter>}
        </>
      )}
    </Dialog>
  );
}

/**
 * « Discussion » under a card: the team's notes on the item, with the approval's own lines (asked,
 * approved, refused with its comment), and a field to add one (viewers read only).
 */
export function DiscussionPanel({ item, id }: { item: ContentItem; id: string }) {
  const t = useT();
  const headingId = `${id}-heading`;
  return (
    <section id={id} data-testid="discussion-panel" aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-gray-100 pt-4">
      <h4 id={headingId} className="text-sm font-semibold text-gray-900">
        {t('approval.discussion.title')}
      </h4>
      <Discussion item={item} />
    </section>
  );
}

/** The button that shows or hides a card's discussion. */
export function DiscussionToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle: () => void }) {
  const t = useT();
  return (
    <Button
      size="sm"
      variant={open ? 'secondary' : 'outline'}
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      icon={<MessagesSquare aria-hidden="true" className="size-4" />}
      onClick={onToggle}
    >
      {t('approval.actions.discussion')}
    </Button>
  );
}
