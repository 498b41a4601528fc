import { describe, expect, it } from 'vitest';
import { maskUrl } from './logger.ts';

describe('journal', () => {
  it('masque les secrets passés dans l’adresse (jetons Graph, secret client, code OAuth)', () => {
    const url =
      '/sandbox/facebook/v25.0/oauth/access_token?client_id=app&client_secret=s3cret&fb_exchange_token=EAAB123&code=abc&fields=id';
    const masked = maskUrl(url)!;
    expect(masked).not.toMatch(/s3cret|EAAB123|code=abc/);
    expect(masked).toContain('client_id=app');
    expect(masked).toContain('fields=id');
    expect(masked).toContain('access_token?client_id');
  });
});
