import { describe, expect, it } from 'vitest';
import { isServerPage, loginPathFrom, safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/publications/pending?tab=2', '/publications/pending?tab=2'],
    // An invitation's page sends a visitor to sign in and back with its token.
    ['/invitation?token=abc-123', '/invitation?token=abc-123'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (from, expected) => {
    expect(safeRedirectPath(from)).toBe(expected);
  });

  it('builds the login address carrying the page to come back to', () => {
    expect(loginPathFrom('/history?q=a b')).toBe('/login?from=%2Fhistory%3Fq%3Da%20b');
  });

  it('tells the consent page of an assistant, which the server answers, from the app’s routes', () => {
    expect(isServerPage('/oauth/authorize?client_id=x')).toBe(true);
    expect(isServerPage('/oauth/authorizer')).toBe(false);
    expect(isServerPage('/history')).toBe(false);
  });
});
