import { countPostText, NETWORK_LIMITS } from '@publia/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { startFakeServer } from '../fake-server.test-support.ts';
import { generatePosts } from '../generate-posts.ts';
import type { GenerationInput } from '../types.ts';

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
    GENERATION_WEBHOOK_URL: `${fake.url}/webhook/generate`,
    GENERATION_WEBHOOK_SECRET: 'whsec-123',
    ALLOW_PRIVATE_URLS: 'true',
    GENERATION_WEBHOOK_TIMEOUT_MS: '300',
    ...env,
  });
const silent = createLogger('silent');

const request = {
  reseauxSelectionnes: ['instagram', 'twitter'] as ('instagram' | 'twitter')[],
  informations: { motsCles: ['café', 'torréfaction'], description: 'Nouvelle torréfaction artisanale.', objectif: 'inform' as const },
  media: { type: 'photo' as const, url: 'http://localhost:3000/media/w/photo.jpg' },
  modePublication: 'manuelle' as const,
  accounts: [{ id: 'a1', platform: 'instagram' as const, username: 'cafe' }],
  publication: [],
};
const input: GenerationInput = {
  networks: request.reseauxSelectionnes,
  keywords: request.informations.motsCles,
  description: request.informations.description,
  objective: 'inform',
  userId: 'user-42',
  request,
};

describe('webhook provider', () => {
  it('posts the generation request with user_id, its bearer, user-auth and request id headers, and reads { success, data: { text, hashtags } }', async () => {
    fake.answerWith(() => ({
      json: { success: true, message: 'ok', data: { text: 'Notre nouvelle torréfaction est arrivée !', hashtags: '#café #torréfaction', platform: 'instagram' } },
    }));
    const result = await generatePosts(configWith(), silent, input);
    expect(result).toMatchObject({ provider: 'webhook', fallback: false });
    expect(result.posts).toEqual([
      { platform: 'instagram', text: 'Notre nouvelle torréfaction est arrivée !', hashtags: ['#café', '#torréfaction'] },
      { platform: 'twitter', text: 'Notre nouvelle torréfaction est arrivée !', hashtags: ['#café', '#torréfaction'] },
    ]);
    const [received] = fake.received;
    expect(received?.url).toBe('/webhook/generate');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.headers.authorization).toBe('Bearer whsec-123');
    expect(received?.headers['user-auth']).toBe('user-42');
    expect(received?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(received?.body).toEqual({ ...request, user_id: 'user-42' });
  });

  it('uses per-network variants when the flow gives them, and cuts one long text to each limit', async () => {
    const long = `${'Une torréfaction lente, des grains choisis avec soin et un goût unique. '.repeat(8)}Venez goûter !`;
    fake.answerWith(() => ({
      json: { success: true, data: { text: long, hashtags: ['café'], variants: [{ platform: 'instagram', text: 'Variante Instagram ☕', hashtags: ['#cafe'] }] } },
    }));
    const result = await generatePosts(configWith(), silent, input);
    expect(result.provider).toBe('webhook');
    expect(result.posts[0]).toEqual({ platform: 'instagram', text: 'Variante Instagram ☕', hashtags: ['#cafe'] });
    const x = result.posts[1]!;
    expect(x.text.endsWith('…')).toBe(true);
    expect(long.startsWith(x.text.slice(0, -1))).toBe(true);
    expect(countPostText(NETWORK_LIMITS.twitter, `${x.text}\n\n${x.hashtags.join(' ')}`)).toBeLessThanOrEqual(280);
  });

  it('sends no Authorization without a secret', async () => {
    fake.answerWith(() => ({ json: { success: true, data: { text: 'Bonjour', hashtags: [] } } }));
    await generatePosts(configWith({ GENERATION_WEBHOOK_SECRET: '' }), silent, input);
    expect(fake.received[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['success: false', () => ({ json: { success: false, message: 'Erreur n8n' } })],
    ['a 502', () => ({ status: 502, text: 'Bad gateway' })],
    ['a time-out (10 s in production)', () => ({ delayMs: 1_000, json: { success: true, data: { text: 'trop tard' } } })],
    ['an answer out of shape', () => ({ json: { ok: true, result: 'texte' } })],
    ['an empty text', () => ({ json: { success: true, data: { text: '   ', hashtags: [] } } })],
  ])('falls back to the local generator on %s', async (_name, reply) => {
    fake.answerWith(reply);
    const result = await generatePosts(configWith(), silent, input);
    expect(result).toMatchObject({ provider: 'local', fallback: true });
    expect(result.posts.map((post) => post.platform)).toEqual(['instagram', 'twitter']);
    expect(fake.received).toHaveLength(1);
  });
});
