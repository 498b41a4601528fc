import type { GenerationProvider } from '@publia/shared';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { acceptPosts } from './accept-posts.ts';
import { localGenerator } from './local/index.ts';
import { openaiGenerator } from './openai/index.ts';
import type { GeneratedPost, GenerationInput, Generator } from './types.ts';
import { webhookGenerator } from './webhook/index.ts';

/** The configured source of posts (GENERATION_PROVIDER, or inferred from LLM_BASE_URL / GENERATION_WEBHOOK_URL). */
export function generatorFor(config: Config): Generator {
  const { generation, allowPrivateUrls } = config;
  if (generation.provider === 'openai' && generation.llm) return openaiGenerator(generation.llm, { allowPrivateUrls });
  if (generation.provider === 'webhook' && generation.webhook) {
    return webhookGenerator(generation.webhook, { allowPrivateUrls, timeoutMs: generation.webhookTimeoutMs });
  }
  return localGenerator;
}

export interface GeneratedPosts {
  posts: GeneratedPost[];
  provider: GenerationProvider;
  /** True when the configured provider failed and the local generator wrote the posts. */
  fallback: boolean;
}

/**
 * Posts for every requested network from the configured provider, checked against the schema and
 * each network's limits; on any failure (time-out, HTTP error, garbage, too long, empty) the local
 * generator's posts instead, the reason logged without secrets.
 */
export async function generatePosts(config: Config, logger: Logger, input: GenerationInput, generator: Generator = generatorFor(config)): Promise<GeneratedPosts> {
  if (generator.name !== 'local') {
    try {
      const posts = await generator.generate(input, AbortSignal.timeout(config.generation.timeoutMs));
      return { posts: acceptPosts(input.networks, posts), provider: generator.name, fallback: false };
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      logger.warn({ provider: generator.name, reason }, 'generation provider failed, local generator used');
    }
  }
  const posts = await localGenerator.generate(input, AbortSignal.timeout(config.generation.timeoutMs));
  return { posts: acceptPosts(input.networks, posts), provider: 'local', fallback: generator.name !== 'local' };
}
