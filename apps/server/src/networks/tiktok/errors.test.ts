import { describe, expect, it } from 'vitest';
import { quoteLongIntegers } from './api.ts';
import { readTikTokError } from './errors.ts';

const answer = (body: unknown, status = 200) => ({ status, headers: new Headers(), body });
const refusal = (code: string) => ({ data: {}, error: { code, message: 'refus', log_id: '202611220000000000' } });

describe('TikTok : lecture des erreurs', () => {
  it('lit le corps et non le seul statut : error.code ≠ ok en HTTP 200 est une erreur', () => {
    expect(readTikTokError(answer({ data: { publish_id: 'v' }, error: { code: 'ok', message: '' } }))).toBeNull();
    const mismatch = readTikTokError(answer(refusal('privacy_level_option_mismatch')));
    expect(mismatch?.kind).toBe('invalid_content');
    expect(mismatch?.details).toMatchObject({ status: 200, code: 'privacy_level_option_mismatch' });
    expect(mismatch?.message).toMatch(/^TikTok : /);
  });

  it.each([
    ['access_token_invalid', 401, 'token_expired'],
    ['scope_not_authorized', 401, 'permission_missing'],
    ['invalid_params', 400, 'invalid_content'],
    ['internal_error', 500, 'transient'],
    ['url_ownership_unverified', 403, 'permission_missing'],
    ['video_pull_failed', 400, 'transient'],
    ['code_inconnu', 503, 'transient'],
    ['code_inconnu', 200, 'unknown'],
  ] as const)('%s (HTTP %i) → %s', (code, status, kind) => {
    expect(readTikTokError(answer(refusal(code), status))?.kind).toBe(kind);
  });

  it('un quota par minute finit dans la minute, un plafond quotidien dans la journée', () => {
    const perMinute = readTikTokError(answer(refusal('rate_limit_exceeded'), 429))!;
    expect(perMinute.kind).toBe('rate_limited');
    expect(perMinute.details.resetAt!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const daily = readTikTokError(answer(refusal('spam_risk_too_many_posts')))!;
    expect(daily.kind).toBe('rate_limited');
    expect(daily.details.resetAt!.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('lit les refus OAuth (error en chaîne), même en HTTP 200', () => {
    expect(readTikTokError(answer({ error: 'invalid_grant', error_description: 'expired', log_id: 'x' }))?.kind).toBe('token_expired');
    expect(readTikTokError(answer({ error: 'invalid_client', error_description: 'bad', log_id: 'x' }))?.kind).toBe('permission_missing');
    expect(readTikTokError(answer({ error: 'invalid_request', error_description: 'bad', log_id: 'x' }), 'token_expired')?.kind).toBe('token_expired');
  });
});

describe('TikTok : identifiants int64', () => {
  it('garde tous les chiffres hors des chaînes, et ne touche pas aux chaînes', () => {
    const text = '{"data":{"publicaly_available_post_id":[7312345678901234567, 7312345678901234568],"n":42,"s":"a,1234567890123456789]","f":1.5}}';
    expect(JSON.parse(quoteLongIntegers(text))).toEqual({
      data: { publicaly_available_post_id: ['7312345678901234567', '7312345678901234568'], n: 42, s: 'a,1234567890123456789]', f: 1.5 },
    });
    expect(quoteLongIntegers('{"s":"\\"7312345678901234567"}')).toBe('{"s":"\\"7312345678901234567"}');
  });
});
