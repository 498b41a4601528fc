import { describe, expect, it } from 'vitest';
import { isNetworkError, type NetworkError } from '../../network-error.ts';
import { authServerMetadata, authServerOfPds } from './auth-server.ts';
import { messageKeyOf, type BlueskyOAuthContext } from './context.ts';
import { resolveIdentity } from './identity.ts';

/**
 * Discovery against the real network's shapes (no sandbox): a fake internet of a few hosts, each
 * answering one document. A handle the resolver does not know is asked of its own domain; every
 * address a document points to must be HTTPS; the authorisation server must be an origin and say so.
 */
type Documents = Record<string, { status?: number; body: unknown; type?: string }>;

function liveContext(documents: Documents): BlueskyOAuthContext {
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const document = documents[url];
    if (!document) return new Response('not found', { status: 404 });
    const text = typeof document.body === 'string' ? document.body : JSON.stringify(document.body);
    return new Response(text, { status: document.status ?? 200, headers: { 'content-type': document.type ?? 'application/json' } });
  };
  return { publicUrl: 'https://publia.example', fetch, timeoutMs: 2_000, sandbox: false, baseUrls: { auth: 'https://bsky.social', api: 'https://bsky.social' } };
}

const PLC_DID = 'did:plc:abcdefghijklmnopqrstuvwx';
const didDocument = (id: string, handle: string, pds: string) => ({
  id,
  alsoKnownAs: [`at://${handle}`],
  service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: pds }],
});
const metadata = (issuer: string, overrides: Record<string, unknown> = {}) => ({
  issuer,
  authorization_endpoint: `${issuer}/oauth/authorize`,
  token_endpoint: `${issuer}/oauth/token`,
  pushed_authorization_request_endpoint: `${issuer}/oauth/par`,
  require_pushed_authorization_requests: true,
  response_types_supported: ['code'],
  grant_types_supported: ['authorization_code', 'refresh_token'],
  code_challenge_methods_supported: ['S256'],
  token_endpoint_auth_methods_supported: ['none', 'private_key_jwt'],
  scopes_supported: ['atproto', 'transition:generic'],
  dpop_signing_alg_values_supported: ['ES256'],
  authorization_response_iss_parameter_supported: true,
  client_id_metadata_document_supported: true,
  ...overrides,
});

async function failureOf(promise: Promise<unknown>): Promise<NetworkError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!isNetworkError(error)) throw new Error(`expected a NetworkError, got ${String(error)}`);
  return error;
}

describe('finding a Bluesky account’s server', () => {
  it('resolves a handle by the resolver, reads its did:plc document, and finds the entryway that authorises for its PDS', async () => {
    const context = liveContext({
      'https://bsky.social/xrpc/com.atproto.identity.resolveHandle?handle=alice.bsky.social': { body: { did: PLC_DID } },
      [`https://plc.directory/${PLC_DID}`]: { body: didDocument(PLC_DID, 'alice.bsky.social', 'https://morel.us-east.host.bsky.network') },
      'https://morel.us-east.host.bsky.network/.well-known/oauth-protected-resource': { body: { authorization_servers: ['https://bsky.social'] } },
      'https://bsky.social/.well-known/oauth-authorization-server': { body: metadata('https://bsky.social') },
    });
    const identity = await resolveIdentity(context, 'Alice.bsky.social');
    expect(identity).toEqual({ did: PLC_DID, handle: 'alice.bsky.social', pds: 'https://morel.us-east.host.bsky.network' });
    const issuer = await authServerOfPds(context, identity.pds);
    expect(issuer).toBe('https://bsky.social');
    expect(await authServerMetadata(context, issuer)).toMatchObject({ issuer, parEndpoint: 'https://bsky.social/oauth/par', tokenEndpoint: 'https://bsky.social/oauth/token' });
  });

  it('asks a handle the resolver does not know of its own domain, and reads a did:web document there', async () => {
    const context = liveContext({
      'https://bsky.social/xrpc/com.atproto.identity.resolveHandle?handle=boulangerie.example': {
        status: 400,
        body: { error: 'InvalidRequest', message: 'Unable to resolve handle' },
      },
      'https://boulangerie.example/.well-known/atproto-did': { body: 'did:web:boulangerie.example\n', type: 'text/plain' },
      'https://boulangerie.example/.well-known/did.json': { body: didDocument('did:web:boulangerie.example', 'boulangerie.example', 'https://pds.boulangerie.example') },
    });
    expect(await resolveIdentity(context, 'boulangerie.example')).toEqual({
      did: 'did:web:boulangerie.example',
      handle: 'boulangerie.example',
      pds: 'https://pds.boulangerie.example',
    });
  });

  it('refuses a handle its DID document does not claim, a PDS not on HTTPS, and an unknown handle', async () => {
    const claimedByOther = liveContext({
      'https://bsky.social/xrpc/com.atproto.identity.resolveHandle?handle=alice.bsky.social': { body: { did: PLC_DID } },
      [`https://plc.directory/${PLC_DID}`]: { body: didDocument(PLC_DID, 'mallory.bsky.social', 'https://pds.example') },
    });
    expect(messageKeyOf(await failureOf(resolveIdentity(claimedByOther, 'alice.bsky.social')))).toBe('network.bluesky.handleMismatch');
    const plainHttp = liveContext({
      'https://bsky.social/xrpc/com.atproto.identity.resolveHandle?handle=alice.bsky.social': { body: { did: PLC_DID } },
      [`https://plc.directory/${PLC_DID}`]: { body: didDocument(PLC_DID, 'alice.bsky.social', 'http://pds.example') },
    });
    expect(messageKeyOf(await failureOf(resolveIdentity(plainHttp, 'alice.bsky.social')))).toBe('network.bluesky.noPds');
    const unknown = await failureOf(resolveIdentity(liveContext({}), 'nobody.example'));
    expect([unknown.kind, messageKeyOf(unknown), unknown.details.notFound]).toEqual(['invalid_content', 'network.bluesky.handleNotFound', true]);
  });

  it('says the resolver is unreachable rather than blame the handle', async () => {
    const down = liveContext({ 'https://bsky.social/xrpc/com.atproto.identity.resolveHandle?handle=alice.bsky.social': { status: 503, body: 'busy', type: 'text/plain' } });
    expect((await failureOf(resolveIdentity(down, 'alice.bsky.social'))).kind).toBe('transient');
  });

  it('refuses an authorisation server that is not an origin, that names another issuer, or lacks PAR', async () => {
    const withPath = liveContext({ 'https://pds.example/.well-known/oauth-protected-resource': { body: { authorization_servers: ['https://auth.example/tenant'] } } });
    expect(messageKeyOf(await failureOf(authServerOfPds(withPath, 'https://pds.example')))).toBe('network.bluesky.authServerInvalid');
    const otherIssuer = liveContext({ 'https://auth.example/.well-known/oauth-authorization-server': { body: metadata('https://evil.example') } });
    expect((await failureOf(authServerMetadata(otherIssuer, 'https://auth.example'))).message).toContain('(issuer)');
    const noPar = liveContext({
      'https://auth.example/.well-known/oauth-authorization-server': { body: metadata('https://auth.example', { require_pushed_authorization_requests: false }) },
    });
    expect((await failureOf(authServerMetadata(noPar, 'https://auth.example'))).message).toContain('require_pushed_authorization_requests');
  });
});
