import type { ContentNote } from '@publia/shared';
import type { NoteRow } from './approval-repository.ts';

/**
 * The workspace requires approval (`required`: its rule is `required`) and the item is not approved:
 * only a member who may approve sends it out (which approves it). An item already out (published,
 * publishing) needs nothing more.
 */
export function needsApprovalOf(required: boolean, status: string, approvalStatus: string | null | undefined): boolean {
  return required && approvalStatus !== 'approved' && status !== 'published' && status !== 'publishing';
}

/** Two capitals: the first letters of the name's first two words (an address's part before @), else its first two letters. */
export function initialsOf(name: string | null): string {
  const words = (name ?? '').replace(/@.*$/u, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length >= 2 ? words.slice(0, 2).map((word) => Array.from(word)[0] ?? '') : Array.from(words[0] ?? '').slice(0, 2);
  return letters.join('').toUpperCase() || '?';
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
