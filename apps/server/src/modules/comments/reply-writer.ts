import type { CommentSentiment } from '@publia/shared';
import { createHash } from 'node:crypto';

/** What the local writer knows of a comment to answer. */
export interface ReplyFacts {
  commentId: string;
  author: string;
  text: string;
  sentiment: CommentSentiment;
  /** The post's title or the beginning of its text. */
  postTitle: string | null;
}

const QUESTION = /\?|^(?:est-ce|combien|quand|ou |où |comment|pourquoi|quel|quelle|vous (?:faites|livrez|avez|etes|êtes))/iu;

const OPENINGS = {
  question: ['Merci pour votre question{name} !', 'Bonne question{name} !', 'Merci de votre intérêt{name} !'],
  positive: ['Merci beaucoup{name} !', 'Un grand merci{name} !', 'Merci{name}, ça nous fait très plaisir !'],
  negative: ['Nous sommes désolés{name}.', 'Merci de nous l’avoir signalé{name}, et toutes nos excuses.', 'Nous comprenons votre déception{name}.'],
  neutral: ['Merci pour votre message{name} !', 'Merci d’avoir pris le temps de nous écrire{name} !', 'Merci{name} !'],
} as const;

const BODIES = {
  question: ['Nous vous répondons en message privé avec tous les détails.', 'Écrivez-nous en message privé : nous vous donnons la réponse précise dans la journée.'],
  positive: ['Au plaisir de vous revoir très bientôt.', 'Vos retours nous encouragent à continuer.'],
  negative: [
    'Pouvez-vous nous écrire en message privé ? Nous voulons trouver une solution avec vous rapidement.',
    'Envoyez-nous les détails en message privé, nous revenons vers vous au plus vite.',
  ],
  neutral: ['N’hésitez pas si vous avez la moindre question.', 'À très bientôt !'],
} as const;

type Kind = keyof typeof OPENINGS;

function kindOf(facts: ReplyFacts): Kind {
  if (facts.sentiment === 'negative') return 'negative';
  if (QUESTION.test(facts.text.trim())) return 'question';
  return facts.sentiment;
}

/** A first name for the greeting: the author's first word when it looks like a name, else nothing. */
function firstName(author: string): string {
  const first = author.trim().split(/\s+/)[0] ?? '';
  return /^\p{Lu}[\p{L}'-]{1,20}$/u.test(first) ? first : '';
}

/**
 * A short French answer written without a model: an opening for the comment's kind (question,
 * praise, complaint, other), addressed to the author by first name when the network gives one,
 * and a sentence that moves a complaint or a precise question to private messages. The choice
 * among the variants follows the comment's id, so the same comment gets the same draft.
 */
export function writeLocalReply(facts: ReplyFacts): string {
  const kind = kindOf(facts);
  const seed = createHash('sha256').update(facts.commentId).digest();
  const name = firstName(facts.author);
  const opening = OPENINGS[kind][seed[0]! % OPENINGS[kind].length]!.replace('{name}', name ? ` ${name}` : '');
  const body = BODIES[kind][seed[1]! % BODIES[kind].length]!;
  return `${opening} ${body}`;
}
