import { NETWORK_NAMES, type WatchedNetwork } from '@publia/shared';
import type { TextPrompt } from '../../ai/write-text.ts';

/** What the analysis of a competitor's post is written from: the same facts for a model and for the local writer. */
export interface PostFacts {
  network: WatchedNetwork;
  handle: string;
  text: string;
  hasImage: boolean;
  publishedAt: Date;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  /** The account's usual interactions per post (median of the posts read), null with too few posts. */
  usualInteractions: number | null;
  timeZone: string;
}

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const EMOJI = /\p{Extended_Pictographic}/gu;
const HASHTAG = /#[\p{L}\p{N}_]+/gu;

export const interactionsOf = (post: Pick<PostFacts, 'likes' | 'comments' | 'shares'>) => (post.likes ?? 0) + (post.comments ?? 0) + (post.shares ?? 0);

/** The middle value of the account's interactions per post: what « habituel » means for it. */
export function medianInteractions(posts: readonly Pick<PostFacts, 'likes' | 'comments' | 'shares'>[]): number | null {
  if (posts.length < 3) return null;
  const sorted = posts.map(interactionsOf).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The first sentence of a post (its hook), at most 140 characters. */
export function hookOf(text: string): string {
  const first = text.trim().split(/(?<=[.!?…])\s+|\n+/u)[0] ?? '';
  return first.length > 140 ? `${first.slice(0, 139)}…` : first;
}

function weekdayAndHour(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', hour: 'numeric', hourCycle: 'h23', timeZone }).formatToParts(at);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
  return `un ${weekday} vers ${hour} h`;
}

/** What the post does that readers answer: each signal a sentence, in French. */
function signals(facts: PostFacts): string[] {
  const found: string[] = [];
  const text = facts.text.trim();
  const hashtags = text.match(HASHTAG) ?? [];
  if (text.includes('?')) {
    found.push(`Une question invite à répondre${facts.comments ? ` (${number.format(facts.comments)} commentaires)` : ''}.`);
  }
  if ((text.match(EMOJI) ?? []).length >= 2) found.push('Des emoji rythment le texte et attirent l’œil.');
  if (text.length > 0 && text.length <= 140) found.push('Un texte court, lu d’un coup d’œil.');
  else if (text.length >= 500) found.push('Un texte long qui raconte une histoire.');
  if (hashtags.length >= 1 && hashtags.length <= 5) found.push(`Peu de hashtags, bien ciblés (${hashtags.slice(0, 3).join(' ')}).`);
  else if (hashtags.length > 10) found.push(`Beaucoup de hashtags (${hashtags.length}) pour être trouvé.`);
  if (facts.hasImage) found.push('Un visuel accompagne le texte.');
  return found;
}

/** Why the post works (or not), written locally from its figures and its form. */
export function analyseLocally(facts: PostFacts): string {
  const interactions = interactionsOf(facts);
  const parts: string[] = [];
  if (facts.usualInteractions && facts.usualInteractions > 0) {
    const ratio = interactions / facts.usualInteractions;
    if (ratio >= 1.3) parts.push(`${number.format(Math.round(ratio * 10) / 10)} fois plus d’interactions que d’habitude pour @${facts.handle}.`);
    else if (ratio <= 0.7) parts.push(`Moins d’interactions que d’habitude pour @${facts.handle} : un format à ne pas copier tel quel.`);
    else parts.push(`Des interactions dans la moyenne de @${facts.handle}.`);
  } else {
    parts.push(`${number.format(interactions)} interactions sur ${NETWORK_NAMES[facts.network]}.`);
  }
  parts.push(...signals(facts).slice(0, 3));
  parts.push(`Publié ${weekdayAndHour(facts.publishedAt, facts.timeZone)}.`);
  return parts.join(' ');
}

/** The model is asked for the same: two sentences, from the same facts. */
export function analysisPrompt(facts: PostFacts): TextPrompt {
  return {
    system:
      'Tu es un expert des réseaux sociaux pour les petites entreprises françaises. En deux phrases, en français, explique pourquoi cette publication d’un concurrent fonctionne (ou non) : son accroche, son format, son moment, ce qu’elle fait faire au lecteur. Pas de liste, pas de guillemets.',
    user: [
      `Réseau : ${NETWORK_NAMES[facts.network]} — compte @${facts.handle}`,
      `Publié ${weekdayAndHour(facts.publishedAt, facts.timeZone)}`,
      `J’aime : ${facts.likes ?? 'inconnu'} — commentaires : ${facts.comments ?? 'inconnu'} — partages : ${facts.shares ?? 'inconnu'}`,
      `Interactions habituelles du compte : ${facts.usualInteractions ?? 'inconnues'}`,
      `Visuel : ${facts.hasImage ? 'oui' : 'non'}`,
      `Texte :\n${facts.text.slice(0, 2000)}`,
    ].join('\n'),
    maxTokens: 200,
    maxChars: 600,
  };
}

/** « Générer un résumé réutilisable »: what to take from the post, ready to reuse as an idea. */
export function reusableSummary(facts: PostFacts, analysis: string): { title: string; text: string; hashtags: string[] } {
  const hook = hookOf(facts.text);
  const hashtags = [...new Set((facts.text.match(HASHTAG) ?? []).map((tag) => tag.slice(1)))].slice(0, 5);
  const format = [facts.text.length <= 140 ? 'texte court' : facts.text.length >= 500 ? 'récit long' : 'texte moyen', facts.hasImage ? 'avec visuel' : 'sans visuel'];
  const reuse = [
    facts.text.includes('?') ? 'terminer par une question à la communauté' : 'ajouter une question pour faire réagir',
    hashtags.length
      ? `reprendre 3 à 5 hashtags ciblés (${hashtags
          .slice(0, 3)
          .map((tag) => `#${tag}`)
          .join(' ')})`
      : 'ajouter 3 à 5 hashtags ciblés',
    `publier ${weekdayAndHour(facts.publishedAt, facts.timeZone)}`,
  ];
  return {
    title: `Inspiré de @${facts.handle} (${NETWORK_NAMES[facts.network]}) : ${hook.slice(0, 80)}`.slice(0, 200),
    text: [`Accroche : « ${hook} »`, `Format : ${format.join(', ')}.`, `Pourquoi ça marche : ${analysis}`, `À reprendre : ${reuse.join(' ; ')}.`].join('\n'),
    hashtags,
  };
}
