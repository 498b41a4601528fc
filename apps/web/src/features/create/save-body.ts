import type { DraftBody, Media, Network } from '@publia/shared';
import { finalText, sharedHashtags, type CreateForm, type PostEdits } from './create-form.ts';

/**
 * The draft the create screen saves (document 1 §3 "draft save payload"): one text per network
 * (its hashtags in it), the first as `content`, the hashtags all networks share as `keywords`, the
 * keywords typed as `topics`, the medium as it will be published (filtered when a filter is chosen),
 * and the objective, description and mode, so that the draft opened again generates as it was.
 */
export function draftBody(input: {
  form: CreateForm;
  edits: PostEdits;
  platforms: Network[];
  media: Media | null;
  title: string;
  repostOf: string | null;
  /** `draft` when the item is published right after (nothing waits for validation), else `pending`. */
  status?: DraftBody['status'];
}): DraftBody {
  const { form, edits, platforms, media } = input;
  const variants: Partial<Record<Network, string>> = {};
  for (const network of platforms) {
    const edit = edits[network];
    if (edit) variants[network] = finalText(edit, network);
  }
  const first = platforms.find((network) => variants[network] !== undefined);
  return {
    title: input.title,
    content: first ? (variants[first] ?? '') : '',
    mediaId: media?.id ?? null,
    mediaType: media?.kind ?? null,
    platforms,
    keywords: sharedHashtags(edits, platforms),
    topics: form.keywords.map((keyword) => keyword.trim()).filter(Boolean),
    objective: form.objective,
    description: form.description.trim() || null,
    publicationMode: form.mode,
    variants,
    status: input.status ?? 'pending',
    repostOf: input.repostOf,
  };
}
