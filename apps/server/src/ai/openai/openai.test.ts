import { Writable } from 'node:stream';
import { apiMessagesFr, countPostText, NETWORK_LIMITS } from '@publia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { sampleImage } from '../../test/sample-media.ts';
import { completion, startFakeServer } from '../fake-server.test-support.ts';
import { generatePosts } from '../generate-posts.ts';
import type { GenerationInput } from '../types.ts';
import { chatRequest } from './index.ts';

let fake: Awaited<ReturnType<typeof startFakeServer>>;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.received.length = 0;
});

const configWith = (env: Record<string, string> = {}) =>
  loadConfig({
    LLM_BASE_URL: `${fake.url}/v1`,
    LLM_API_KEY: 'sk-secret-key-123',
    LLM_MODEL: 'gpt-4o-mini',
    ALLOW_PRIVATE_URLS: 'true',
    GENERATION_TIMEOUT_MS: '500',
    ...env,
  });

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('warn', stream), lines };
}

const photo = sampleImage();
const input: GenerationInput = {
  networks: ['twitter', 'linkedin', 'pinterest'],
  keywords: ['boulangerie', 'pain au levain'],
  description: 'Notre nouveau pain au levain, cuit au feu de bois chaque matin.',
  objective: 'sell',
  media: { type: 'photo', url: photo.url, mimeType: 'image/png', read: photo.read },
};

const goodPosts = {
  posts: [
    { platform: 'twitter', text: 'Le levain du matin, croustillant et doré. Passez nous voir !', hashtags: ['#boulangerie', 'levain'] },
    { platform: 'linkedin', text: 'Chez nous, le pain au levain est cuit au feu de bois chaque matin. Venez le goûter.', hashtags: ['#artisanat'] },
    { platform: 'pinterest', title: 'Pain au levain au feu de bois', text: 'Un pain au levain doré, cuit chaque matin.', hashtags: ['#pain'] },
  ],
};

describe('openai provider', () => {
  it('sends a portable chat-completions request and uses the schema-checked JSON', async () => {
    fake.answerWith(() => ({ json: completion(JSON.stringify(goodPosts)) }));
    const result = await generatePosts(configWith(), createLogger('silent'), input);
    expect(result).toMatchObject({ provider: 'openai', fallback: false });
    expect(result.posts.map((post) => post.platform)).toEqual(['twitter', 'linkedin', 'pinterest']);
    expect(result.posts[0]).toEqual({ platform: 'twitter', text: goodPosts.posts[0]!.text, hashtags: ['#boulangerie', '#levain'] });
    expect(result.posts[2]?.title).toBe('Pain au levain au feu de bois');

    const [request] = fake.received;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-secret-key-123');
    expect(request?.body).toMatchObject({ model: 'gpt-4o-mini', response_format: { type: 'json_object' }, temperature: 0.7 });
    // Mistral answers 422 to these; Ollama ignores or refuses them.
    for (const field of ['max_completion_tokens', 'user', 'seed', 'random_seed', 'n', 'tool_choice']) expect(request?.body).not.toHaveProperty(field);
    expect(typeof request?.body.max_tokens).toBe('number');
    const system = request?.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('280');
    expect(system.content).toContain('"linkedin"');
    expect(system.content).toMatch(/JSON/);
  });

  it('sends the photo as a data URL to a vision model, and only text to another', async () => {
    fake.answerWith(() => ({ json: completion(JSON.stringify(goodPosts)) }));
    await generatePosts(configWith(), createLogger('silent'), input);
    const parts = fake.received[0]?.body.messages[1].content;
    expect(Array.isArray(parts)).toBe(true);
    expect(parts[1]).toEqual({ type: 'image_url', image_url: { url: `data:image/png;base64,${(await photo.read()).toString('base64')}` } });

    fake.received.length = 0;
    await generatePosts(configWith({ LLM_MODEL: 'mistral-large-latest' }), createLogger('silent'), input);
    expect(typeof fake.received[0]?.body.messages[1].content).toBe('string');
    const forced = await chatRequest(input, { baseUrl: fake.url, model: 'mistral-large-latest', vision: 'true' });
    expect(Array.isArray(forced.messages[1]?.content)).toBe(true);
  });

  it('sends no Authorization without a key (Ollama) and reads fenced JSON in an array of parts', async () => {
    fake.answerWith(() => ({
      json: completion([{ type: 'text', text: `Voici :\n\`\`\`json\n${JSON.stringify(goodPosts)}\n\`\`\`` }]),
    }));
    const result = await generatePosts(configWith({ LLM_API_KEY: '', LLM_MODEL: 'llama3.1' }), createLogger('silent'), input);
    expect(result).toMatchObject({ provider: 'openai', fallback: false });
    expect(fake.received[0]?.headers.authorization).toBeUndefined();
    expect(typeof fake.received[0]?.body.messages[1].content).toBe('string');
  });

  const failures: [string, () => { status?: number; json?: unknown; text?: string; delayMs?: number }][] = [
    ['401', () => ({ status: 401, json: { error: { message: 'Incorrect API key sk-secret-key-123', type: 'invalid_request_error' } } })],
    ['429', () => ({ status: 429, json: { error: { message: 'Rate limit', type: 'rate_limit_error' } } })],
    ['500', () => ({ status: 500, text: 'upstream exploded' })],
    ['422 from Mistral', () => ({ status: 422, json: { object: 'error', message: { detail: [{ type: 'extra_forbidden' }] }, type: 'invalid_request_error' } })],
    ['a time-out', () => ({ delayMs: 2_000, json: completion(JSON.stringify(goodPosts)) })],
    ['invalid JSON', () => ({ json: completion('Bien sûr ! Voici trois publications pour vous.') })],
    ['JSON out of schema', () => ({ json: completion(JSON.stringify({ posts: [{ platform: 'myspace', text: 'x' }] })) })],
    ['a missing network', () => ({ json: completion(JSON.stringify({ posts: goodPosts.posts.slice(0, 2) })) })],
    ['an empty text', () => ({ json: completion(JSON.stringify({ posts: goodPosts.posts.map((post) => ({ ...post, text: '  ' })) })) })],
    [
      'an X text over 280 weighted characters',
      () => ({
        json: completion(JSON.stringify({ posts: goodPosts.posts.map((post) => (post.platform === 'twitter' ? { ...post, text: '🥖'.repeat(141) } : post)) })),
      }),
    ],
    ['a cut answer (max_tokens)', () => ({ json: completion('{"posts": [', 'length') })],
    ['a body that is not JSON', () => ({ text: '<html>proxy error</html>' })],
  ];

  it.each(failures)('falls back to the local generator on %s, logging why without the key', async (_name, reply) => {
    fake.answerWith(reply);
    const { logger, lines } = capturingLogger();
    const result = await generatePosts(configWith(), logger, input);
    expect(result).toMatchObject({ provider: 'local', fallback: true });
    expect(result.posts.map((post) => post.platform)).toEqual(input.networks);
    for (const post of result.posts) {
      expect(post.text.trim()).not.toBe('');
      expect(countPostText(NETWORK_LIMITS[post.platform], post.text)).toBeLessThanOrEqual(NETWORK_LIMITS[post.platform].textMaxLength);
    }
    expect(lines.join('')).toContain('generation provider failed');
    expect(lines.join('')).not.toContain('sk-secret-key-123');
    expect(apiMessagesFr['generation.fallback']).toBe('Contenu généré avec mode alternatif');
  });

  it('refuses a loopback endpoint unless ALLOW_PRIVATE_URLS allows it', async () => {
    fake.answerWith(() => ({ json: completion(JSON.stringify(goodPosts)) }));
    const { logger, lines } = capturingLogger();
    const result = await generatePosts(configWith({ ALLOW_PRIVATE_URLS: 'false' }), logger, input);
    expect(result).toMatchObject({ provider: 'local', fallback: true });
    expect(fake.received).toHaveLength(0);
    expect(lines.join('')).toContain('not a public address');
  });
});
