import type { Network } from '@publia/shared';
import type { MessageKey } from '../../lib/i18n/index.ts';
import type { PreviewItem } from '../content/preview/preview-item.ts';
import { finalText, type CreateForm, type PostEdits } from './create-form.ts';
import { postOf } from './save-body.ts';

/** The example counts of the preview are drawn from the item's id: a post not saved yet has this one. */
const UNSAVED_ID = 'new';

/**
 * The post as the create screen holds it, in the shape the « Aperçu » dialog reads: the very texts,
 * media (with their alternative texts), first comment and thread the save would send, so that the
 * preview shows what goes out.
 * The media are the uploads themselves: a filter's copies are made on the server when saving, and
 * the screen draws the filter over the upload meanwhile.
 */
export function previewItem(input: { form: CreateForm; edits: PostEdits; platforms: Network[]; title: string; id: string | null }): PreviewItem {
  const { form, edits, platforms, title, id } = input;
  const { content, variants, keywords, media, mediaUrl, mediaType, firstComment, thread } = postOf({ form, edits, platforms, media: form.media });
  return {
    id: id ?? UNSAVED_ID,
    title,
    platforms,
    content,
    variants,
    keywords,
    media,
    mediaUrl,
    imageUrl: null,
    mediaType,
    firstComment,
    thread,
    publishOptions: form.publishOptions,
  };
}

/**
 * Why there is nothing to preview yet (no text written for any chosen network), or null. The button
 * shows once a network is chosen, so « choose a network » is never the reason.
 */
export function previewBlocker(platforms: readonly Network[], edits: PostEdits): MessageKey | null {
  const written = platforms.some((network) => {
    const edit = edits[network];
    return edit !== undefined && finalText(edit, network).trim() !== '';
  });
  return written ? null : 'create.preview.nothingWritten';
}
