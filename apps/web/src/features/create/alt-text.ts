import { CONTENT_LIMITS, type Media } from '@publia/shared';

/** What each photo shows, as the user wrote it, by the id of its upload (never a filtered copy's). */
export type AltTexts = Record<string, string>;

export const ALT_TEXT_MAX = CONTENT_LIMITS.altTextMaxLength;

/** Only photos take one: the networks attach alternative text to images, never to videos. */
export const takesAltText = (medium: Pick<Media, 'kind'>) => medium.kind === 'image';

/**
 * The text as it is saved: the contract takes one line with no control character, so line breaks
 * and runs of spaces become one space, and the ends are trimmed.
 */
export const altTextToSave = (value: string) => value.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** How many characters the saved text has, counted as the server counts them (UTF-16 units). */
export const altTextLength = (value: string) => altTextToSave(value).length;

/** The set's texts with this photo's written (or forgotten when empty). */
export function withAltText(altTexts: AltTexts, id: string, value: string): AltTexts {
  const others = Object.fromEntries(Object.entries(altTexts).filter(([key]) => key !== id));
  const saved = altTextToSave(value);
  return saved ? { ...others, [id]: saved } : others;
}

/**
 * The texts of the photos still in the set: they are kept by upload, so that a text follows its
 * photo when the set is reordered and goes away with it when it is removed or replaced.
 */
export function altTextsKept(altTexts: AltTexts, media: readonly Media[]): AltTexts {
  return Object.fromEntries(
    media.flatMap((medium) => {
      const text = altTexts[medium.id];
      return takesAltText(medium) && text ? [[medium.id, text] as const] : [];
    }),
  );
}

/** The text sent with the upload `medium`, or undefined when none is written (the field is then left out). */
export function altTextOf(altTexts: AltTexts, medium: Media | undefined): string | undefined {
  if (!medium || !takesAltText(medium)) return undefined;
  return altTextToSave(altTexts[medium.id] ?? '') || undefined;
}
