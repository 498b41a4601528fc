import { describe, expect, it } from 'vitest';
import type { NetworkAnswer } from '../http.ts';
import { armFault, connectedSandboxClient, networkFailure, sandboxClient, sandboxSuite } from '../test-support.ts';
import { checkXContract, contractProblems } from './contract-check.ts';
import { readXError } from './errors.ts';
import { definition } from './index.ts';

const s = sandboxSuite(definition, 'epicerie', { check: checkXContract });

describe('X — chaque panne du bac à sable devient le bon type d’erreur', () => {
  it('server_error → transient (503, problème RFC 7807)', async () => {
    await armFault(s.t, 'twitter', 'publish', 'server_error');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Panne' }));
    expect(error).toMatchObject({ kind: 'transient', details: { status: 503 } });
    expect(s.exchanges.at(-1)!.responseContentType).toContain('application/problem+json');
  });

  it('rate_limit → rate_limited, fin de fenêtre lue dans x-rate-limit-reset', async () => {
    await armFault(s.t, 'twitter', 'publish', 'rate_limit');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Trop vite' }));
    expect(error.kind).toBe('rate_limited');
    const reset = Number(s.exchanges.at(-1)!.responseHeaders!.get('x-rate-limit-reset'));
    expect(error.details.resetAt!.getTime()).toBe(reset * 1000);
    expect(error.details.resetAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('token_expired → token_expired, et le jeton reste expiré', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'expire_test');
    await armFault(s.t, 'twitter', 'profile', 'token_expired');
    expect((await networkFailure(other.client.profile(other.account))).kind).toBe('token_expired');
    expect((await networkFailure(other.client.publish(other.account, { text: 'Encore ?' }))).kind).toBe('token_expired');
    expect(contractProblems(other.exchanges)).toEqual([]);
  });

  it('duplicate → invalid_content (403 « duplicate content »)', async () => {
    await armFault(s.t, 'twitter', 'publish', 'duplicate');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Déjà vu' }));
    expect(error).toMatchObject({ kind: 'invalid_content', details: { status: 403 } });
    expect(error.message).toContain('duplicate content');
  });

  it('timeout à la publication → unknown avec maybeDelivered (pas de nouvel essai aveugle)', async () => {
    const impatient = sandboxClient(s.t, definition, { timeoutMs: 300 });
    await armFault(s.t, 'twitter', 'publish', 'timeout');
    const error = await networkFailure(impatient.client.publish(s.account, { text: 'Parti ou pas ?' }));
    expect(error).toMatchObject({ kind: 'unknown', details: { maybeDelivered: true } });
    expect(error.message).toMatch(/^X : /);
  });

  it('timeout en lecture → transient, sans maybeDelivered', async () => {
    const impatient = sandboxClient(s.t, definition, { timeoutMs: 300 });
    const { externalId } = await s.client.publish(s.account, { text: 'Lecture lente' });
    await armFault(s.t, 'twitter', 'metrics', 'timeout');
    const error = await networkFailure(impatient.client.postMetrics(s.account, [externalId]));
    expect(error.kind).toBe('transient');
    expect(error.details.maybeDelivered).toBe(false);
  });

  it('html_error_page → unknown avec le nom du réseau', async () => {
    await armFault(s.t, 'twitter', 'publish', 'html_error_page');
    const error = await networkFailure(s.client.publish(s.account, { text: 'Page HTML' }));
    expect(error.kind).toBe('unknown');
    expect(error.message).toMatch(/^X : réponse illisible/);
    s.exchanges.splice(0);
  });

  it('truncated_json → unknown avec le nom du réseau', async () => {
    await armFault(s.t, 'twitter', 'publish', 'truncated_json');
    const error = await networkFailure(s.client.publish(s.account, { text: 'JSON coupé' }));
    expect(error.kind).toBe('unknown');
    expect(error.message).toMatch(/^X : réponse illisible/);
    s.exchanges.splice(0);
  });

  it('les pannes à la jeton : server_error au renouvellement → transient, token_expired → token_expired', async () => {
    const other = await connectedSandboxClient(s.t, definition, 'jeton_panne');
    await armFault(s.t, 'twitter', 'token', 'server_error');
    expect((await networkFailure(other.client.refresh(other.connection.tokens))).kind).toBe('transient');
    await armFault(s.t, 'twitter', 'token', 'token_expired');
    expect((await networkFailure(other.client.refresh(other.connection.tokens))).kind).toBe('token_expired');
  });
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}): NetworkAnswer => ({ status, body, headers: new Headers(headers) });

describe('X — lecture des corps d’erreur', () => {
  it('lit le 429 hérité {errors:[{code:88}]} et le plafond usage-capped comme rate_limited', () => {
    const legacy = readXError(answer(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] }, { 'retry-after': '120' }))!;
    expect(legacy.kind).toBe('rate_limited');
    expect(legacy.details.resetAt!.getTime()).toBeGreaterThan(Date.now() + 100_000);
    const capped = readXError(answer(429, { title: 'Usage cap exceeded', detail: 'Monthly product cap', type: 'https://api.x.com/2/problems/usage-capped' }))!;
    expect(capped.kind).toBe('rate_limited');
  });

  it('distingue le 403 « doublon » (invalid_content) du 403 d’accès (permission_missing)', () => {
    expect(readXError(answer(403, { title: 'Forbidden', type: 'about:blank', detail: 'You are not allowed to create a Tweet with duplicate content.' }))!.kind).toBe(
      'invalid_content',
    );
    expect(readXError(answer(403, { title: 'Forbidden', type: 'https://api.x.com/2/problems/client-forbidden', detail: 'Not attached to a project' }))!.kind).toBe(
      'permission_missing',
    );
  });

  it('un succès partiel (200 avec data et errors) passe ; un 200 sans data est une erreur', () => {
    expect(readXError(answer(200, { data: { id: '1' }, errors: [{ title: 'x', type: 'about:blank' }] }))).toBeNull();
    expect(readXError(answer(200, { errors: [{ title: 'Not Found Error', detail: 'Could not find', type: 'https://api.x.com/2/problems/resource-not-found' }] }))!.kind).toBe(
      'invalid_content',
    );
  });

  it('un 400 invalid-request nomme le paramètre fautif', () => {
    const error = readXError(
      answer(400, {
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.x.com/2/problems/invalid-request',
        errors: [{ message: 'text is too long' }],
      }),
    )!;
    expect(error.kind).toBe('invalid_content');
    expect(error.message).toContain('text is too long');
  });
});
