import type { ContentMedium, DraftBody, Media, Network, PublishOptions } from '@publia/shared';
import { altTextOf } from './alt-text.ts';
import { finalText, sharedHashtags, type CreateForm, type PostEdits } from './create-form.ts';
import { firstCommentToSave, takesThread, threadToSave } from './follow-ups.ts';
import { firstVideo } from './media-set.ts';

/**
 * The options that apply, only those of the chosen networks: Mastodon's content warning and
 * visibility, then the video options — none without a video.
 */
function optionsToSave(options: PublishOptions, media: readonly Media[], platforms: readonly Network[]): PublishOptions {
  const saved: PublishOptions = {};
  // The post's link choices, whatever its networks: each absent one takes the workspace's rule.
  if (options.utm === false) saved.utm = false;
  if (options.shortenLinks !== undefined) saved.shortenLinks = options.shortenLinks;
  const campaign = options.campaign?.trim();
  if (campaign) saved.campaign = campaign;
  if (platforms.includes('mastodon')) {
    const warning = options.contentWarning?.trim();
    if (warning) saved.contentWarning = warning;
    if (options.mastodonVisibility) saved.mastodonVisibility = options.mastodonVisibility;
  }
  if (!firstVideo(media)) return saved;
  if (platforms.includes('instagram')) saved.shareToFeed = options.shareToFeed ?? true;
  if (platforms.includes('facebook')) saved.facebookReel = options.facebookReel ?? false;
  if (options.coverAtSeconds !== undefined) saved.coverAtSeconds = options.coverAtSeconds;
  return saved;
}

/**
 * The media as the post carries them, each photo with its alternative text when one is written.
 * `media[i]` is `form.media[i]` itself or its filtered copy: the text is written for the upload.
 */
function mediaOfPost(form: CreateForm, media: readonly Media[]): ContentMedium[] {
  return media.map((medium, index) => {
    const altText = altTextOf(form.altTexts, form.media[index]);
    return { id: medium.id, url: medium.url, type: medium.kind, ...(altText ? { altText } : {}) };
  });
}

/**
 * The post itself as the networks will receive it: one text per network (its hashtags in it), the
 * first as `content`, the hashtags all networks share as `keywords`, the media in order with the cover
 * first (also as `mediaId`/`mediaUrl`/`mediaType`) and each photo's alternative text, the first
 * comment and X's thread (empty posts dropped). The save sends it and the preview shows it, so that
 * what is previewed is what is saved.
 */
export function postOf({ form, edits, platforms, media }: { form: CreateForm; edits: PostEdits; platforms: Network[]; media: Media[] }) {
  const variants: Partial<Record<Network, string>> = {};
  for (const network of platforms) {
    const edit = edits[network];
    if (edit) variants[network] = finalText(edit, network);
  }
  const first = platforms.find((network) => variants[network] !== undefined);
  const [cover] = media;
  return {
    content: first ? (variants[first] ?? '') : '',
    mediaId: cover?.id ?? null,
    mediaUrl: cover?.url ?? null,
    mediaType: cover?.kind ?? null,
    media: mediaOfPost(form, media),
    firstComment: firstCommentToSave(form.firstComment, platforms),
    thread: platforms.some(takesThread) ? threadToSave(form.thread) : [],
    platforms,
    keywords: sharedHashtags(edits, platforms),
    variants,
  };
}

/**
 * The draft the create screen saves: the post (`postOf`, with
 * the media as they will be published: filtered copies where a filter is chosen), the video options,
 * the keywords typed as `topics`, and the objective, description and mode, so that the draft opened
 * again generates as it was.
 */
export function draftBody(input: {
  form: CreateForm;
  edits: PostEdits;
  platforms: Network[];
  /** The media to publish, in order (filtered copies where a filter is chosen). */
  media: Media[];
  title: string;
  repostOf: string | null;
  /** `draft` when the item is published right after (nothing waits for validation), else `pending`. */
  status?: DraftBody['status'];
}): DraftBody {
  const { form, platforms, media } = input;
  return {
    title: input.title,
    ...postOf(input),
    publishOptions: optionsToSave(form.publishOptions, media, platforms),
    topics: form.keywords.map((keyword) => keyword.trim()).filter(Boolean),
    objective: form.objective,
    description: form.description.trim() || null,
    publicationMode: form.mode,
    status: input.status ?? 'pending',
    repostOf: input.repostOf,
  };
}
