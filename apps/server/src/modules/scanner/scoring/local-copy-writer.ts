import { frenchDuration, frenchMessage, type ApiMessageKey, type Network, type VideoMeasurements } from '@publia/shared';
import { captionWords, COPY_LIMITS, cutAtWord, isSpoken, keywordsFrom, type SuggestedCopy } from './copy-facts.ts';

/** A caption longer than this is cut for the title; the description quotes more of it. */
const TITLE_WORDS = 8;
const QUOTED_WORDS = 40;

// The suggestion is a draft of the creator's French post, as the model would write it: French.
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

/** Each network's call to action, in the catalogue under its name: the type refuses a network without one. */
const callToAction = (network: Network): ApiMessageKey => `scanner.copy.cta.${network}` satisfies ApiMessageKey;

/**
 * The suggestion written without a model, from what was measured: the caption the OCR read (when
 * it holds at least two real words) gives the title, the quote and the keywords; otherwise the title
 * says the duration and whether the video speaks. The description ends on the best network's call
 * to action and the keywords as hashtags. The same video always gets the same text.
 */
export function writeCopyLocally(m: VideoMeasurements, best: Network | null): SuggestedCopy {
  const words = captionWords(m.text.words);
  const captionKeywords = keywordsFrom(words);
  const caption = captionKeywords.length >= 2 ? words : [];
  const duration = frenchDuration(m.durationSeconds);
  const spoken = isSpoken(m);
  const suggestedTitle =
    caption.length > 0
      ? cutAtWord(capitalised(caption.slice(0, TITLE_WORDS).join(' ')), COPY_LIMITS.titleMaxChars)
      : frenchMessage(spoken ? 'scanner.copy.titleSpoken' : 'scanner.copy.titleSilent', { duration });
  const keywords = captionKeywords.length > 0 ? captionKeywords : keywordsFrom(suggestedTitle.split(/\s+/u));
  const body = [frenchMessage(spoken ? 'scanner.copy.spoken' : 'scanner.copy.silent', { duration }), frenchMessage(best ? callToAction(best) : 'scanner.copy.cta.none')].join(' ');
  const hashtags = keywords.map((keyword) => `#${keyword.replace(/-/g, '')}`).join(' ');
  const describe = (quote: string | null) => [quote, body, hashtags].filter((part) => part).join('\n\n');
  // The quote gives way first: the call to action and the hashtags always fit.
  const room = COPY_LIMITS.descriptionMaxChars - describe('').length - frenchMessage('scanner.copy.caption', { caption: '' }).length - 2;
  const quote = caption.length > 0 && room > 20 ? frenchMessage('scanner.copy.caption', { caption: cutAtWord(caption.slice(0, QUOTED_WORDS).join(' '), room) }) : null;
  return { suggestedTitle, suggestedDescription: cutAtWord(describe(quote), COPY_LIMITS.descriptionMaxChars), keywords };
}
