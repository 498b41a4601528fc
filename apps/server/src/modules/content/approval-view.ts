import { initialsOf, type ContentNote } from '@publia/shared';
import type { NoteRow } from './approval-repository.ts';

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
