import { describe, expect, it } from 'vitest';
import { loadContract } from './openapi-contract.ts';

describe('contrats OpenAPI officiels', () => {
  it('X : accepte une création de tweet conforme et signale un champ du mauvais type', () => {
    const x = loadContract('x-api-v2.openapi.json');
    expect(x.request('POST', '/2/tweets', { text: 'Bonjour' })).toEqual([]);
    expect(x.request('POST', '/2/tweets', { text: 42 }).length).toBeGreaterThan(0);
    expect(x.response('POST', '/2/tweets', 201, { data: { id: '1346889436626259968', text: 'Bonjour' } })).toEqual([]);
  });

  it('Pinterest : valide la réponse d’une épingle et refuse un identifiant numérique', () => {
    const pinterest = loadContract('pinterest-v5.openapi.json');
    expect(pinterest.request('POST', '/pins', { board_id: '1', media_source: { source_type: 'image_url', url: 'https://exemple.fr/a.jpg' } })).toEqual([]);
    expect(pinterest.response('POST', '/pins', 201, { id: 12 }).length).toBeGreaterThan(0);
  });

  it('Mastodon : accepte un message avec texte et photos, refuse un texte et des médias numériques, et une erreur sans `error`', () => {
    const mastodon = loadContract('mastodon-4.7.0.openapi.json');
    expect(mastodon.request('POST', '/api/v1/statuses', { status: 'Bonjour', media_ids: ['1'], visibility: 'public', language: 'fr' })).toEqual([]);
    expect(mastodon.request('POST', '/api/v1/statuses', { status: 42, media_ids: [1] }).length).toBeGreaterThan(0);
    expect(mastodon.response('POST', '/api/v1/statuses', 422, { error: 'Validation failed: Text character limit of 500 exceeded' })).toEqual([]);
    expect(mastodon.response('POST', '/api/v1/statuses', 422, { message: 'refusé' }).length).toBeGreaterThan(0);
  });
});
