import { INSPIRATION_LIMITS } from '@publia/shared';
import type { AppContext } from '../../core/context/app-context.ts';
import { badRequest } from '../../http/app-error.ts';
import { findWatchSettings, saveKeywordList } from './settings-repository.ts';

export async function watchKeywords(ctx: AppContext, workspaceId: string): Promise<string[]> {
  return (await findWatchSettings(ctx.db, workspaceId)).keywords;
}

/**
 * Replaces the watch keywords (the page's dialog: one input per keyword). Each is trimmed and its
 * inner spaces collapsed; an empty one, a too long one or too many are named; the same keyword
 * twice (whatever its case) is kept once.
 */
export async function saveWatchKeywords(ctx: AppContext, workspaceId: string, input: string[]): Promise<string[]> {
  const { keywordsMax, keywordMaxLength } = INSPIRATION_LIMITS;
  const keywords: string[] = [];
  input.forEach((raw, index) => {
    const keyword = raw.trim().replace(/\s+/g, ' ');
    if (!keyword) throw badRequest('inspiration.keywordEmpty', { index: index + 1 }, `keywords.${index}`);
    if (keyword.length > keywordMaxLength) throw badRequest('inspiration.keywordTooLong', { keyword: `${keyword.slice(0, 20)}…`, max: keywordMaxLength }, `keywords.${index}`);
    if (!keywords.some((kept) => kept.toLowerCase() === keyword.toLowerCase())) keywords.push(keyword);
  });
  if (keywords.length > keywordsMax) throw badRequest('inspiration.tooManyKeywords', { count: keywords.length, max: keywordsMax }, 'keywords');
  await saveKeywordList(ctx.db, workspaceId, keywords, new Date(ctx.clock.now()));
  return keywords;
}
