import { frenchDuration, NETWORK_NAMES, wholePercent, type Network, type VideoMeasurements } from '@publia/shared';
import { z } from 'zod';
import type { TextPrompt } from '../../../ai/write-text.ts';
import { captionWords, COPY_LIMITS, cutAtWord, keywordsFrom, shapeOf, type SuggestedCopy, type VideoShape } from './copy-facts.ts';

const SHAPE_WORDS: Record<VideoShape, string> = { vertical: 'verticale', square: 'carrée', landscape: 'horizontale' };

/** The facts of the video, in French, as the model reads them: only what was measured. */
function videoFacts(m: VideoMeasurements, best: Network | null): string {
  const words = captionWords(m.text.words);
  return [
    `Durée : ${frenchDuration(m.durationSeconds)}`,
    `Image : ${SHAPE_WORDS[shapeOf(m)]} (${m.video.width}×${m.video.height})`,
    m.speech ? `Parole : sur ${wholePercent(m.speech.ratio)} % du son` : 'Son : aucun',
    words.length > 0 ? `Texte lu à l'écran : « ${words.join(' ')} »` : "Texte lu à l'écran : aucun",
    `Réseau visé : ${best ? NETWORK_NAMES[best] : 'non déterminé'}`,
  ].join('\n');
}

export function copyPrompt(m: VideoMeasurements, best: Network | null): TextPrompt {
  return {
    system:
      'Tu aides une entreprise française à publier une vidéo sur les réseaux sociaux. À partir des seuls faits mesurés sur la vidéo, ' +
      `propose en français un titre (${COPY_LIMITS.titleMaxChars} caractères au plus), une description prête à publier ` +
      `(${COPY_LIMITS.descriptionMaxChars} caractères au plus, hashtags compris) et trois mots-clés d'un ou deux mots. ` +
      "N'invente ni chiffre, ni prix, ni promesse que les faits ne donnent pas. Vouvoie. " +
      'Réponds uniquement par un objet JSON : {"titre": "…", "description": "…", "motsCles": ["…", "…", "…"]}.',
    user: videoFacts(m, best),
    maxTokens: 600,
    maxChars: 2_000,
  };
}

const answerSchema = z.object({ titre: z.string(), description: z.string(), motsCles: z.array(z.string()).optional() });

// A control character would be refused by /create's fields: it becomes a space.
const clean = (text: string) => text.replace(/\p{Cc}+/gu, ' ').trim();

/** The model's answer as a suggestion, cut to the limits; throws when it is not the JSON asked for. */
export function readCopy(answer: string): SuggestedCopy {
  const json = answer.slice(answer.indexOf('{'), answer.lastIndexOf('}') + 1);
  const parsed = answerSchema.safeParse(JSON.parse(json || 'null'));
  if (!parsed.success) throw new Error('the answer is not the JSON object asked for');
  const suggestedTitle = cutAtWord(clean(parsed.data.titre), COPY_LIMITS.titleMaxChars);
  const suggestedDescription = cutAtWord(clean(parsed.data.description), COPY_LIMITS.descriptionMaxChars);
  if (!suggestedTitle || !suggestedDescription) throw new Error('the answer has an empty title or description');
  const keywords = [...new Set((parsed.data.motsCles ?? []).map((keyword) => clean(keyword).replace(/^#+/u, '').slice(0, COPY_LIMITS.keywordMaxChars).trim()).filter(Boolean))];
  return { suggestedTitle, suggestedDescription, keywords: keywords.length > 0 ? keywords.slice(0, COPY_LIMITS.keywords) : keywordsFrom(suggestedTitle.split(/\s+/u)) };
}
