import { describe, expect, it } from 'vitest';
import type { NetworkAnswer } from '../http.ts';
import { readMastodonError } from './errors.ts';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): NetworkAnswer => ({ status, body, headers: new Headers(headers) });

describe('Mastodon : refus de l’instance → type d’erreur', () => {
  it('un succès n’est pas une erreur', () => {
    expect(readMastodonError(answer(200, { id: '1' }))).toBeNull();
    expect(readMastodonError(answer(206, { id: '1', url: null }))).toBeNull();
  });

  it('401 d’un jeton révoqué : token_expired (il faut se reconnecter)', () => {
    const error = readMastodonError(answer(401, { error: 'The access token was revoked' }))!;
    expect(error).toMatchObject({ kind: 'token_expired', details: { status: 401, code: 'The access token was revoked' } });
    expect(error.message).toBe('Mastodon : refus (HTTP 401) : The access token was revoked');
  });

  it('429 : rate_limited, fini à l’heure de X-RateLimit-Reset', () => {
    const reset = '2026-12-02T15:05:00.000Z';
    const error = readMastodonError(answer(429, { error: 'Too many requests' }, { 'x-ratelimit-reset': reset, 'x-ratelimit-remaining': '0' }))!;
    expect(error.kind).toBe('rate_limited');
    expect(error.details.resetAt).toEqual(new Date(reset));
    // Without the header, Retry-After, else five minutes.
    const fallback = readMastodonError(answer(429, { error: 'Too many requests' }, { 'retry-after': '30' }))!;
    expect(fallback.details.resetAt!.getTime()).toBeGreaterThan(Date.now() + 25_000);
  });

  it('422 : invalid_content avec le message de l’instance', () => {
    const error = readMastodonError(answer(422, { error: 'Validation failed: Text character limit of 500 exceeded' }))!;
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toBe('Mastodon : refus (HTTP 422) : Validation failed: Text character limit of 500 exceeded');
  });

  it('404 et 410 : invalid_content, notFound ; 403 : permission_missing ; 503 : transient', () => {
    expect(readMastodonError(answer(404, { error: 'Record not found' }))).toMatchObject({ kind: 'invalid_content', details: { notFound: true } });
    expect(readMastodonError(answer(410, { error: 'Gone' }))).toMatchObject({ kind: 'invalid_content', details: { notFound: true } });
    expect(readMastodonError(answer(403, { error: 'This action is outside the authorized scopes' }))!.kind).toBe('permission_missing');
    expect(readMastodonError(answer(503, { error: 'Remote data could not be fetched' }))!.kind).toBe('transient');
  });

  it('les refus OAuth : invalid_grant → token_expired, invalid_client → permission_missing, avec leur description', () => {
    const grant = readMastodonError(answer(400, { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid' }))!;
    expect(grant.kind).toBe('token_expired');
    expect(grant.message).toBe('Mastodon : refus (HTTP 400) : invalid_grant — The provided authorization grant is invalid');
    expect(readMastodonError(answer(401, { error: 'invalid_client' }))!.kind).toBe('token_expired');
    expect(readMastodonError(answer(400, { error: 'invalid_client' }))!.kind).toBe('permission_missing');
  });

  it('un corps sans `error` : le statut HTTP décide', () => {
    expect(readMastodonError(answer(500, null))).toMatchObject({ kind: 'transient', message: 'Mastodon : refus (HTTP 500) : HTTP 500' });
  });
});
