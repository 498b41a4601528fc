import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { NetworkError } from '../../networks/network-error.ts';
import { decide } from './outcome.ts';

const policy = { maxAttempts: 5, retryDelaySeconds: 30 };
const now = new Date('2026-03-29T00:59:00Z');

describe('what the engine does after a failed publish', () => {
  it('waits for the end of a rate limit', () => {
    const resetAt = new Date(now.getTime() + 90_000);
    const decision = decide(new NetworkError('twitter', 'rate_limited', 'trop de requêtes', { resetAt }), 1, policy, now);
    expect(decision).toMatchObject({ action: 'retry', at: new Date(resetAt.getTime() + 1000) });
  });

  it('backs off a transient failure, doubling each attempt, then gives up', () => {
    const error = new NetworkError('linkedin', 'transient', 'serveur injoignable');
    expect(decide(error, 1, policy, now)).toMatchObject({ action: 'retry', at: new Date(now.getTime() + 30_000) });
    expect(decide(error, 3, policy, now)).toMatchObject({ action: 'retry', at: new Date(now.getTime() + 120_000) });
    expect(decide(error, 5, policy, now)).toEqual({ action: 'fail', reason: 'serveur injoignable' });
  });

  it('never retries what the network may have received', () => {
    const timeout = new NetworkError('twitter', 'transient', 'pas de réponse après 20 s', { maybeDelivered: true });
    expect(decide(timeout, 1, policy, now)).toEqual({ action: 'to_check', reason: 'pas de réponse après 20 s' });
    expect(decide(new NetworkError('facebook', 'unknown', 'réponse illisible'), 1, policy, now).action).toBe('to_check');
  });

  it('fails at once on refused content, a missing permission, an expired token or an account not connected', () => {
    for (const kind of ['invalid_content', 'permission_missing', 'token_expired'] as const) {
      expect(decide(new NetworkError('instagram', kind, 'refus'), 1, policy, now)).toEqual({ action: 'fail', reason: 'refus' });
    }
    const notConnected = decide(new AppError(400, 'content.accountNotConnected', { platform: 'TikTok' }), 1, policy, now);
    expect(notConnected).toEqual({ action: 'fail', reason: "Votre compte TikTok n'est pas correctement connecté" });
  });

  it('fails with a plain French message on anything else, keeping the details for the log', () => {
    expect(decide(new TypeError('cannot read properties of undefined'), 1, policy, now)).toEqual({ action: 'fail', reason: 'Une erreur est survenue' });
  });
});
