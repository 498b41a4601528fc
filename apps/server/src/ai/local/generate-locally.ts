import type { GeneratedPost, GenerationInput, Generator } from '../types.ts';
import { COMPOSERS, type PostContext } from './compose-posts.ts';
import { keywordHashtags } from './hashtags.ts';
import { cleanDescription, hashText, keywordAsTopic, keywordProse, keywordWithoutEmoji, picker } from './text.ts';
import { WORDING } from './wording.ts';

/**
 * What the posts are about when no keyword is left (blank or punctuation only: the API refuses
 * blanks; the generator still writes), named as a keyword would be.
 */
const FALLBACK_TOPIC = 'actualité';

/** The keywords as prose names them, blanks dropped; the fallback topic when none is left. */
function topics(keywords: readonly string[], asTopic: (keyword: string) => string): [string, ...string[]] {
  const [first = FALLBACK_TOPIC, ...rest] = keywords.map(asTopic).filter(Boolean);
  return [first, ...rest];
}

/**
 * One French post per selected network, from the keywords, the description and the objective,
 * within each network's limits. Pure and deterministic: the same input gives the same posts (the
 * wording is chosen from a hash of the input, so different inputs read differently).
 */
export function generateLocally(input: GenerationInput): GeneratedPost[] {
  const keywords = input.keywords.map(keywordAsTopic).filter(Boolean);
  const description = cleanDescription(input.description);
  const ctx: PostContext = {
    prose: keywordProse(topics(input.keywords, keywordAsTopic)),
    plainProse: keywordProse(topics(input.keywords, keywordWithoutEmoji)),
    description,
    keywordTags: keywordHashtags(input.keywords),
    wording: WORDING[input.objective],
    mediaType: input.media?.type,
    pick: picker(hashText([input.objective, ...keywords, description, ...(input.rewrite ? [`version ${input.rewrite.round}`] : [])].join('\u0000'))),
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
