import type { Config } from '../config.ts';
import { openaiTextWriter } from './openai/write-text.ts';
import type { TextWriter } from './types.ts';

export type { TextPrompt, TextWriter } from './types.ts';

/**
 * The configured provider's writer of free text, or null when it has none: the local generator
 * writes posts only, and the webhook's contract is the generation request and its response (posts).
 */
export function textWriterFor(config: Config): TextWriter | null {
  const { generation, allowPrivateUrls } = config;
  if (generation.provider === 'openai' && generation.llm) return openaiTextWriter(generation.llm, { allowPrivateUrls });
  return null;
}
