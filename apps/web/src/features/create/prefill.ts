import { GENERATION_LIMITS, KEYWORD_FIELDS, type Media } from '@publia/shared';
import type { CreateStart } from './CreateScreen.tsx';
import { emptyForm } from './create-form.ts';

/**
 * `/create?keywords=a,b&description=…` (« Créer un post » of the watch page, or any link): the
 * keywords (comma-separated, the first three kept) and the description the new post starts from.
 * Null when the address gives neither.
 */
export function prefillOf(params: URLSearchParams): { keywords: string[]; description: string } | null {
  const keywords = (params.get('keywords') ?? '')
    .split(',')
    .map((keyword) => keyword.trim().slice(0, GENERATION_LIMITS.keywordMaxLength).trim())
    .filter(Boolean)
    .slice(0, KEYWORD_FIELDS);
  const description = (params.get('description') ?? '').trim().slice(0, GENERATION_LIMITS.descriptionMaxLength);
  if (keywords.length === 0 && !description) return null;
  return { keywords, description };
}

/**
 * A new post whose keyword fields and description are filled in from the address, and its medium
 * when the address names one (`?media={id}`: « Créer une publication » of the video scanner).
 */
export function prefilledStart({ keywords, description }: { keywords: string[]; description: string }, media: Media | null = null): CreateStart {
  return {
    form: {
      ...emptyForm(),
      ...(media ? { kind: media.kind, media: [media] } : {}),
      keywords: Array.from({ length: KEYWORD_FIELDS }, (_, index) => keywords[index] ?? ''),
      description,
    },
    edits: {},
    savedFiltered: [],
    existing: null,
    repostOf: null,
    title: null,
  };
}
