import { GENERATION_LIMITS, KEYWORD_FIELDS, type CompetitorPost, type NewsItem } from '@publia/shared';

/** Words that say nothing of a subject, left out when keywords are drawn from a title. */
const STOP_WORDS = new Set(
  (
    'avec aussi avant après alors autre autres avoir bien cela celle celui cette ceux chez comme comment dans depuis donc dont elle elles encore entre être fait faire ' +
    'leur leurs mais même moins nous notre nos pour plus peut pourquoi quand quel quelle quelles quels sans selon sera sont sous suis tout tous toute toutes très ' +
    'vers votre vous voici voilà ainsi alors déjà enfin ' +
    'about after also been from have into more most only over some than that their them then there these they this what when where which while will with your'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** The first `count` significant words of a text (4 letters or more, no stop word, once each). */
export function significantWords(text: string, count = KEYWORD_FIELDS): string[] {
  const found: string[] = [];
  for (const [match] of text.matchAll(WORD)) {
    const word = match.replace(/^[dlcjnmst][’']/i, '');
    const lower = word.toLowerCase();
    if (word.length < 4 || STOP_WORDS.has(lower) || /^\d+$/.test(word) || found.some((other) => other.toLowerCase() === lower)) continue;
    found.push(word);
    if (found.length === count) break;
  }
  return found;
}

/** A text cut to what the create screen's description takes, with « … » when it was longer. */
export function clip(text: string, max: number = GENERATION_LIMITS.descriptionMaxLength): string {
  const trimmed = text.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}…`;
}

/**
 * `/create?keywords=a,b&description=…`: the create screen opens with these keywords and this
 * description. A comma inside a keyword would split it: it becomes a space.
 */
export function createHref(keywords: string[], description: string): string {
  const words = keywords
    .map((keyword) => keyword.replace(/,/g, ' ').trim())
    .filter(Boolean)
    .slice(0, KEYWORD_FIELDS)
    .map((keyword) => keyword.slice(0, GENERATION_LIMITS.keywordMaxLength));
  return `/create?keywords=${words.map(encodeURIComponent).join(',')}&description=${encodeURIComponent(clip(description))}`;
}

/** « Créer un post » of a news item: its matched keywords, else words of its title; its title and summary. */
export function newsCreateHref(item: Pick<NewsItem, 'title' | 'summary' | 'keywords'>): string {
  const keywords = item.keywords.length > 0 ? item.keywords : significantWords(item.title);
  return createHref(keywords, [item.title.trim(), item.summary.trim()].filter(Boolean).join('\n\n'));
}

const HASHTAG = /#([\p{L}\p{N}_]+)/gu;

/** The hashtags of a post's text, without their « # », once each. */
export function hashtagsOf(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const [, tag] of text.matchAll(HASHTAG)) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

/** « S'inspirer » of a competitor's post: its hashtags (else words of its text) and its text. */
export function postCreateHref(post: Pick<CompetitorPost, 'text'>): string {
  const tags = hashtagsOf(post.text);
  const keywords = tags.length > 0 ? tags : significantWords(post.text.replace(HASHTAG, ' '));
  return createHref(keywords, post.text);
}
