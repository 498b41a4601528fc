import type { GeneratedPost, GenerationInput, Generator } from '../types.ts';
import { COMPOSERS, type PostContext } from './compose-posts.ts';
import { keywordHashtags } from './hashtags.ts';
import { capitalize, cleanDescription, hashText, keywordAsTopic, picker } from './text.ts';
import { WORDING } from './wording.ts';

/** What the posts are about when every keyword is blank (the API refuses that; the generator still writes). */
const FALLBACK_TOPIC = 'notre actualité';

/**
 * One French post per selected network, from the keywords, the description and the objective,
 * within each network's limits. Pure and deterministic: the same input gives the same posts (the
 * wording is chosen from a hash of the input, so different inputs read differently).
 */
export function generateLocally(input: GenerationInput): GeneratedPost[] {
  const keywords = input.keywords.map(keywordAsTopic).filter(Boolean);
  const topic = keywords[0] ?? FALLBACK_TOPIC;
  const description = cleanDescription(input.description);
  const ctx: PostContext = {
    topic,
    Topic: capitalize(topic),
    keywords: keywords.length > 0 ? keywords : [topic],
    description,
    keywordTags: keywordHashtags(input.keywords),
    wording: WORDING[input.objective],
    mediaType: input.media?.type,
    pick: picker(hashText([input.objective, ...keywords, description].join('\u0000'))),
  };
  return [...new Set(input.networks)].map((network) => COMPOSERS[network](ctx));
}

/** The default provider, and the one every other provider falls back to. */
export const localGenerator: Generator = {
  name: 'local',
  async generate(input, signal) {
    signal.throwIfAborted();
    return generateLocally(input);
  },
};
