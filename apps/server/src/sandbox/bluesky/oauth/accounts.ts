import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { normaliseHandle } from '../../../networks/bluesky/oauth/identity.ts';
import type { SandboxContext } from '../../kit/context.ts';
import { getRecord, putRecord } from '../../kit/repository.ts';
import { stringsOf } from './form.ts';

/**
 * The sandbox's accounts, as the AT Protocol names them: every handle under `bsky.social` is an
 * account (made the first time it is named, like the other fakes' demo accounts), whose DID is
 * derived from the handle, whose DID document the sandbox's directory publishes and whose PDS and
 * authorisation server are the sandbox itself. A handle elsewhere resolves to nothing.
 */

export const SANDBOX_NETWORK = 'bluesky';
export const SANDBOX_HANDLE_DOMAIN = 'bsky.social';

export interface SandboxBlueskyAccount {
  did: string;
  handle: string;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Buffer, length: number): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < length) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** A handle's DID: did:plc and 24 base32 letters, the same for the same handle. */
export const sandboxDidOf = (handle: string) => `did:plc:${base32(createHash('sha256').update(`sandbox-bluesky:${handle}`).digest(), 24)}`;

/** A handle the sandbox hosts, or null for one it does not (another domain, not a handle). */
export function sandboxHandle(value: string): string | null {
  const handle = normaliseHandle(value);
  return handle && handle.endsWith(`.${SANDBOX_HANDLE_DOMAIN}`) && handle.split('.').length === 3 ? handle : null;
}

/**
 * The handle of what was typed on the consent page: a handle as it is, a bare name (« publia_demo »,
 * the demo's) under bsky.social with what a handle cannot hold turned into hyphens.
 */
export function sandboxHandleOfTyped(typed: string): string | null {
  const clean = typed.trim().replace(/^@/, '').toLowerCase();
  if (clean.includes('.')) return sandboxHandle(clean);
  const name = clean
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
  return name ? sandboxHandle(`${name}.${SANDBOX_HANDLE_DOMAIN}`) : null;
}

/** The account of a hosted handle, kept so that its DID document can be published. */
export async function sandboxAccount(db: Db, handle: string): Promise<SandboxBlueskyAccount> {
  const account = { did: sandboxDidOf(handle), handle };
  if (!(await getRecord(db, SANDBOX_NETWORK, 'did', account.did))) await putRecord(db, SANDBOX_NETWORK, 'did', account.did, account);
  return account;
}

export const sandboxAccountOfDid = (db: Db, did: string) => getRecord<SandboxBlueskyAccount>(db, SANDBOX_NETWORK, 'did', did);

/** The account's DID document: its handle, and the sandbox as its PDS. */
export function didDocument(account: SandboxBlueskyAccount, pds: string) {
  return {
    '@context': ['https://www.w3.org/ns/did/v1'],
    id: account.did,
    alsoKnownAs: [`at://${account.handle}`],
    verificationMethod: [],
    service: [{ id: '#atproto_pds', type: 'AtprotoPersonalDataServer', serviceEndpoint: pds }],
  };
}

/**
 * What the outside world answers about identities, played by the sandbox: the handle resolver
 * (`com.atproto.identity.resolveHandle`, as a PDS serves it) and the DID directory (`/plc/<did>`).
 */
export function registerIdentityRoutes(scope: FastifyInstance, ctx: SandboxContext, base: string) {
  scope.get('/xrpc/com.atproto.identity.resolveHandle', async (request, reply) => {
    const typed = stringsOf(request.query).handle ?? '';
    if (!normaliseHandle(typed)) return reply.code(400).send({ error: 'InvalidRequest', message: 'Error: handle must be a valid handle' });
    const handle = sandboxHandle(typed);
    if (!handle) return reply.code(400).send({ error: 'InvalidRequest', message: 'Unable to resolve handle' });
    const account = await sandboxAccount(ctx.db, handle);
    return reply.send({ did: account.did });
  });
  scope.get<{ Params: { did: string } }>('/plc/:did', async (request, reply) => {
    const account = await sandboxAccountOfDid(ctx.db, request.params.did);
    if (!account) return reply.code(404).send({ message: `DID not registered: ${request.params.did.slice(0, 100)}` });
    return reply.type('application/did+ld+json').send(didDocument(account, base));
  });
}
