import { describe, expect, it } from 'vitest';
import type { NetworkAnswer } from '../http.ts';
import { sampleVideo } from '../../test/sample-media.ts';
import { injectFetch } from '../../app/inject-fetch.ts';
import { armFault, connectedSandboxClient, networkFailure, sandboxClient, sandboxSuite } from '../test-support.ts';
import { readLinkedInError } from './errors.ts';
import { definition } from './index.ts';

const s = sandboxSuite(definition, 'librairie');

const nextUtcMidnight = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
};

describe('LinkedIn — chaque panne du bac à sable devient le bon type d’erreur', () => {
  it('server_error → transient', async () => {
    await armFault(s.t, 'linkedin', 'publish', 'server_error');
    expect(await networkFailure(s.client.publish(s.account, { text: 'Panne' }))).toMatchObject({ kind: 'transient', details: { status: 500 } });
  });

  it('rate_limit → rate_limited : 429 quotidien sans en-tête, reprise à minuit UTC', async () => {
    await armFault(s.t, 'linkedin', 'publish', 'rate_limit');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Trop' }));
    expect(error.kind).toBe('rate_limited');
    expect(s.exchanges.at(-1)!.responseHeaders!.get('retry-after')).toBeNull();
    expect(error.details.resetAt!.getTime()).toBe(nextUtcMidnight());
    expect(error.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('token_expired → token_expired (401 EXPIRED_ACCESS_TOKEN), et le jeton reste expiré', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'expiration');
    await armFault(s.t, 'linkedin', 'metrics', 'token_expired');
    const error = await networkFailure(other.client.postMetrics(other.account, ['urn:li:share:1']));
    expect(error).toMatchObject({ kind: 'token_expired', details: { status: 401, code: 'EXPIRED_ACCESS_TOKEN' } });
    expect((await networkFailure(other.client.profile(other.account))).kind).toBe('token_expired');
  });

  it('duplicate → invalid_content (422 DUPLICATE_POST)', async () => {
    await armFault(s.t, 'linkedin', 'publish', 'duplicate');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Encore' }));
    expect(error).toMatchObject({ kind: 'invalid_content', details: { status: 422, code: 'DUPLICATE_POST' } });
  });

  it('timeout à la publication → unknown avec maybeDelivered', async () => {
    const impatient = sandboxClient(s.t, definition, { timeoutMs: 300 });
    await armFault(s.t, 'linkedin', 'publish', 'timeout');
    const error = await networkFailure(impatient.client.publish(s.account, { text: 'Partie ?' }));
    expect(error).toMatchObject({ kind: 'unknown', details: { maybeDelivered: true } });
    expect(error.message).toMatch(/^LinkedIn : /);
  });

  it('html_error_page → unknown avec le nom du réseau', async () => {
    await armFault(s.t, 'linkedin', 'publish', 'html_error_page');
    const error = await networkFailure(s.client.publish(s.account, { text: 'HTML' }));
    expect(error.kind).toBe('unknown');
    expect(error.message).toMatch(/^LinkedIn : réponse illisible/);
  });

  it('truncated_json → unknown avec le nom du réseau', async () => {
    const { externalId } = await s.client.publish(s.account, { text: 'Pour les stats' });
    await armFault(s.t, 'linkedin', 'metrics', 'truncated_json');
    const error = await networkFailure(s.client.postMetrics(s.account, [externalId]));
    expect(error.kind).toBe('unknown');
    expect(error.message).toMatch(/^LinkedIn : réponse illisible/);
  });

  it('au renouvellement : server_error → transient, token_expired → token_expired', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'renouvelle');
    await armFault(s.t, 'linkedin', 'token', 'server_error');
    expect((await networkFailure(other.client.refresh(other.connection.tokens))).kind).toBe('transient');
    await armFault(s.t, 'linkedin', 'token', 'token_expired');
    expect((await networkFailure(other.client.refresh(other.connection.tokens))).kind).toBe('token_expired');
  });

  it('une pièce téléversée sans ETag en retour est unknown, jamais un plantage', async () => {
    const inProcess = injectFetch(s.t.app);
    const noEtag = sandboxClient(s.t, definition, {
      fetch: async (input, init) => {
        const answer = await inProcess(input, init);
        if (init?.method !== 'PUT') return answer;
        const headers = new Headers(answer.headers);
        headers.delete('etag');
        return new Response(await answer.text(), { status: answer.status, headers });
      },
    });
    const error = await networkFailure(noEtag.client.publish(s.account, { text: 'Sans ETag', media: [sampleVideo(1000)] }));
    expect(error.kind).toBe('unknown');
    expect(error.message).toContain('ETag');
  });
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): NetworkAnswer => ({ status, body, headers: new Headers(headers) });

describe('LinkedIn — lecture des corps d’erreur', () => {
  it('401 REVOKED_ACCESS_TOKEN → token_expired ; 403 → permission_missing ; 422 → invalid_content', () => {
    expect(
      readLinkedInError(answer(401, { status: 401, serviceErrorCode: 65601, code: 'REVOKED_ACCESS_TOKEN', message: 'The token used in the request has been revoked by the user' }))!
        .kind,
    ).toBe('token_expired');
    expect(readLinkedInError(answer(403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: 'Not enough permissions' }))!.kind).toBe('permission_missing');
    expect(readLinkedInError(answer(422, { status: 422, message: 'ERROR :: /author :: field is required but not found and has no default value' }))!.kind).toBe('invalid_content');
  });

  it('« Unable to obtain activity » et « resource is forbidden » sont passagers, comme chez postiz', () => {
    expect(readLinkedInError(answer(500, { status: 500, message: 'Unable to obtain activity' }))!.kind).toBe('transient');
    expect(readLinkedInError(answer(403, { status: 403, message: 'The resource is forbidden' }))!.kind).toBe('transient');
  });

  it('un 429 avec Retry-After suit cet en-tête plutôt que minuit', () => {
    const error = readLinkedInError(answer(429, { status: 429, message: 'Too many' }, { 'retry-after': '30' }))!;
    expect(error.details.resetAt!.getTime()).toBeLessThan(Date.now() + 31_000);
  });

  it('un succès ne lève rien', () => {
    expect(readLinkedInError(answer(201, null))).toBeNull();
  });
});
