import { NETWORK_LIMITS, NETWORK_NAMES, type Network, type Objective } from '@publia/shared';
import { NETWORK_DEFINITIONS } from '../../networks/registry.ts';
import type { GenerationInput } from '../types.ts';

const OBJECTIVES_FR: Record<Objective, string> = {
  sell: 'vendre : donner envie d’acheter, mettre en avant l’offre',
  inform: 'informer : expliquer clairement, apporter des faits utiles',
  inspire: 'inspirer : susciter l’envie et l’émotion',
  entertain: 'divertir : amuser, créer de la complicité',
  humanize: 'humaniser : montrer les coulisses, les personnes, les valeurs',
  reassure: 'rassurer : lever les doutes, inspirer confiance',
};

function networkRule(platform: Network): string {
  const limits = NETWORK_LIMITS[platform];
  const title = limits.titleMaxLength ? `, titre ≤ ${limits.titleMaxLength} caractères` : '';
  return `- "${platform}" (${NETWORK_NAMES[platform]}) : texte + hashtags ≤ ${limits.textMaxLength} caractères${title} ; ${NETWORK_DEFINITIONS[platform].promptHabits}.`;
}

/** The system prompt: French posts, strict JSON, each network's limits and habits stated. */
export function systemPrompt(networks: readonly Network[]): string {
  return [
    'Tu es un rédacteur expert des réseaux sociaux pour des entreprises et créateurs francophones.',
    'Tu écris en français correct et naturel, sans inventer de faits (prix, dates, chiffres) absents des informations données.',
    'Réponds UNIQUEMENT par un objet JSON, sans texte autour, de la forme :',
    '{ "posts": [ { "platform": "<réseau>", "text": "<publication sans les hashtags>", "hashtags": ["#motclé", …], "title": "<titre, Pinterest seulement>" } ] }',
    'Une entrée par réseau demandé, avec exactement ces identifiants de réseau, et ces règles :',
    ...networks.map(networkRule),
    'Termine chaque texte par un appel à l’action adapté à l’objectif.',
  ].join('\n');
}

/** The user's request: keywords, description, objective, and the medium. */
export function userPrompt(input: GenerationInput): string {
  const media = input.media ? (input.media.type === 'photo' ? 'une photo (jointe si possible)' : 'une vidéo') : 'aucun';
  return [
    `Réseaux : ${input.networks.join(', ')}`,
    `Mots-clés : ${input.keywords.join(', ')}`,
    `Description : ${input.description.trim() || '(aucune)'}`,
    `Objectif : ${OBJECTIVES_FR[input.objective]}`,
    `Média : ${media}`,
    ...(input.rewrite
      ? [
          `Nouvelle version d’une publication déjà parue : garde le sujet, change l’accroche, les phrases et l’appel à l’action. Ne reprends pas ce texte :\n${input.rewrite.previousText}`,
        ]
      : []),
  ].join('\n');
}
