import { initialsOf, type ContentNote } from '@publia/shared';
import type { NoteRow } from './approval-repository.ts';

/**
 * The workspace requires approval (`required`: its rule is `required`) and the item is not approved:
 * only a member who may approve sends it out (which approves it). An item already out (published,
 * publishing) needs nothing more.
 */
export function needsApprovalOf(required: boolean, status: string, approvalStatus: string | null | undefined): boolean {
  return required && approvalStatus !== 'approved' && status !== 'published' && status !== 'publishing';
}

/** A note as the answer shows it, its writer named and their initials. */
export function toNote(row: NoteRow): ContentNote {
  return {
    id: row.id,
    author: row.userId ? { id: row.userId, name: row.authorName ?? '' } : null,
    initials: initialsOf(row.authorName),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
  };
}
