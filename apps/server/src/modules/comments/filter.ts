import type { CommentFilter } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { DEFAULT_FILTER_WORDS } from './flag-rules.ts';
import { normalise } from './normalise.ts';
import { findSettings, saveFilterWords } from './repository.ts';

/** The words that flag the workspace's comments: its own list, or the defaults. */
export async function filterWordsOf(ctx: AppContext, workspaceId: string): Promise<readonly string[]> {
  return (await findSettings(ctx.db, workspaceId))?.filterWords ?? DEFAULT_FILTER_WORDS;
}

export async function getFilter(ctx: AppContext, workspaceId: string): Promise<CommentFilter> {
  const own = (await findSettings(ctx.db, workspaceId))?.filterWords ?? null;
  return { words: own ?? [...DEFAULT_FILTER_WORDS], defaultWords: [...DEFAULT_FILTER_WORDS], isDefault: own === null };
}

/** Keeps the list without blanks or repeats (case and accents aside), in the admin's order; it applies to comments to come. */
export async function setFilter(ctx: AppContext, workspaceId: string, words: string[] | null): Promise<CommentFilter> {
  const seen = new Set<string>();
  const kept = words?.filter((word) => {
    const key = normalise(word);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await saveFilterWords(ctx.db, workspaceId, kept ?? null);
  return getFilter(ctx, workspaceId);
}
