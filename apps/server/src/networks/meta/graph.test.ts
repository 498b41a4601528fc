import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../../lib/logger.ts';
import type { NetworkContext } from '../context.ts';
import { graph, node } from './graph.ts';
import { isNetworkError } from '../network-error.ts';

function contextAnswering(body: string, seen: { url: string; headers: Headers }[]): NetworkContext {
  return {
    network: 'instagram',
    clientId: 'id',
    clientSecret: 'secret',
    sandbox: false,
    baseUrls: { auth: 'https://www.facebook.com', api: 'https://graph.facebook.com' },
    fetch: async (input, init) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    },
    timeoutMs: 1_000,
    pollIntervalMs: 1,
    pollMaxAttempts: 2,
    logger: createLogger('silent'),
    publicUrl: 'http://127.0.0.1:3000',
    serverApps: { find: async () => null, save: async () => {} },
  };
}

describe('appel à l’API Graph', () => {
  it('vise l’hôte Graph versionné, le jeton en en-tête et jamais dans l’adresse', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const body = await graph(contextAnswering('{"id":"42"}', seen), { path: node('17841/x'), bearer: 'jeton-secret' }, z.object({ id: z.string() }));
    expect(body).toEqual({ id: '42' });
    expect(seen[0]!.url).toBe('https://graph.facebook.com/v25.0/17841%2Fx');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer jeton-secret');
  });

  it('une réponse à laquelle manque le champ promis : erreur inconnue qui le nomme', async () => {
    const error = await graph(contextAnswering('{"id":"42"}', []), { path: 'x' }, z.object({ permalink: z.string() })).catch((caught: unknown) => caught);
    expect(isNetworkError(error) && error.kind).toBe('unknown');
    expect((error as Error).message).toMatch(/^Instagram : .*permalink/);
  });
});
