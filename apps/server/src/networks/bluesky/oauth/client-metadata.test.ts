import { describe, expect, it } from 'vitest';
import { blueskyClientId, blueskyClientMetadata, isLoopbackPublicUrl } from './client-metadata.ts';

describe('Publia’s AT Protocol client metadata', () => {
  it('is a public web client whose id is the document’s own address, DPoP-bound, with the code and refresh grants', () => {
    expect(blueskyClientMetadata('https://publia.example')).toEqual({
      client_id: 'https://publia.example/oauth/bluesky/client-metadata.json',
      client_name: 'Publia',
      client_uri: 'https://publia.example',
      application_type: 'web',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      scope: 'atproto transition:generic',
      redirect_uris: ['https://publia.example/oauth/callback/bluesky'],
      token_endpoint_auth_method: 'none',
      dpop_bound_access_tokens: true,
    });
    expect(blueskyClientId('https://publia.example')).toBe('https://publia.example/oauth/bluesky/client-metadata.json');
  });

  it('on a loopback address, uses the development client id, which carries its return address and scope', () => {
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) expect(isLoopbackPublicUrl(local)).toBe(true);
    expect(isLoopbackPublicUrl('https://publia.example')).toBe(false);
    const clientId = blueskyClientId('http://127.0.0.1:3000');
    expect(clientId.startsWith('http://localhost?')).toBe(true);
    const params = new URL(clientId).searchParams;
    expect(params.getAll('redirect_uri')).toEqual(['http://127.0.0.1:3000/oauth/callback/bluesky']);
    expect(params.get('scope')).toBe('atproto transition:generic');
  });
});
