import { describe, expect, it } from 'vitest';
import { graphResetAt, kindOfGraphError, readGraphError } from './errors.ts';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers), body });

describe('erreurs de l’API Graph', () => {
  it.each([
    [{ code: 190, error_subcode: 460 }, 400, 'token_expired'],
    [{ code: 102 }, 400, 'token_expired'],
    [{ code: 4 }, 400, 'rate_limited'],
    [{ code: 32 }, 403, 'rate_limited'],
    [{ code: 80004 }, 400, 'rate_limited'],
    [{ code: 9, error_subcode: 2207042 }, 400, 'rate_limited'],
    [{ code: 4, error_subcode: 2207051 }, 400, 'invalid_content'],
    [{ code: 1 }, 500, 'transient'],
    [{ code: -2, error_subcode: 2207003 }, 400, 'transient'],
    [{ code: -2, error_subcode: 2207020 }, 400, 'invalid_content'],
    [{ code: 10 }, 400, 'permission_missing'],
    [{ code: 200 }, 403, 'permission_missing'],
    [{ code: 506 }, 400, 'invalid_content'],
    [{ code: 100, error_subcode: 1366046 }, 400, 'invalid_content'],
    [{ code: 12345, is_transient: true }, 400, 'transient'],
    [{ code: 12345 }, 200, 'unknown'],
  ] as const)('%o en HTTP %i → %s', (error, status, kind) => {
    expect(kindOfGraphError(error, status)).toBe(kind);
  });

  it('lit l’erreur même en HTTP 200, avec le message pour l’utilisateur et le code', () => {
    const error = readGraphError('instagram')(answer(200, { error: { message: 'Fatal', code: 9, error_subcode: 2207042, error_user_msg: 'Limite quotidienne atteinte' } }));
    expect(error?.kind).toBe('rate_limited');
    expect(error?.message).toBe('Instagram : « Limite quotidienne atteinte » (code 9/2207042)');
    // No usage header: the daily publishing limit waits an hour.
    expect(error!.details.resetAt!.getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
  });

  it('ne répète jamais un jeton cité par Graph', () => {
    const token = `EAAB${'x'.repeat(120)}`;
    const error = readGraphError('facebook')(answer(400, { error: { message: `Malformed access token ${token}`, code: 190 } }));
    expect(error?.message).not.toContain(token);
  });

  it('une réponse sans enveloppe d’erreur est laissée à la lecture par défaut', () => {
    expect(readGraphError('facebook')(answer(200, { id: '1' }))).toBeNull();
    expect(readGraphError('facebook')(answer(502, 'Bad gateway'))).toBeNull();
  });

  it('prend l’attente la plus longue de X-Business-Use-Case-Usage', () => {
    const usage = JSON.stringify({ '1': [{ estimated_time_to_regain_access: 3 }], '2': [{ estimated_time_to_regain_access: 12 }] });
    const resetAt = graphResetAt(new Headers({ 'x-business-use-case-usage': usage }), { code: 80001 });
    expect(Math.round((resetAt.getTime() - Date.now()) / 60_000)).toBe(12);
    const fallback = graphResetAt(new Headers({ 'x-business-use-case-usage': 'pas du json' }), { code: 4 });
    expect(Math.round((fallback.getTime() - Date.now()) / 60_000)).toBe(10);
  });
});
