import { createHash, randomBytes } from 'node:crypto';
import type { SandboxContext } from '../kit/context.ts';
import { AUDIENCE_AUTHORS } from '../kit/audience-comment-texts.ts';
import { sandboxUser } from '../kit/oauth.ts';
import { sandboxAccountOfDid, sandboxDidOf, sandboxHandle } from './oauth/index.ts';
import { getRecord, putRecord } from '../kit/repository.ts';

export const NETWORK = 'bluesky';
/** The sandbox's world: every name under this domain is an account; any other handle resolves to nothing. */
export const WORLD_DOMAIN = '.bsky.social';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const base32 = (bytes: Buffer) => Array.from(bytes, (b) => BASE32[b % 32]).join('');

/** The DID of a handle of the world, as its directory (the OAuth part's identity routes) gives it. */
export const didOf = (handle: string) => sandboxDidOf(handle);

/** The handle of the world an audience member goes by. */
export const audienceHandle = (handle: string) => `${handle.toLowerCase().replace(/_/g, '-')}${WORLD_DOMAIN}`;

/** Whether a handle belongs to the world (a name under the world's domain). */
export const inWorld = (handle: string): boolean => sandboxHandle(handle) !== null;

/** An account of the world, once someone signed in to it: its DID, handle, and the kit's user. */
export interface WorldAccount {
  did: string;
  handle: string;
  userId: string;
  displayName: string;
  owner: string | null;
}

const AUDIENCE = new Map(AUDIENCE_AUTHORS.map((author) => [didOf(audienceHandle(author.handle)), author]));

/** Who a DID is: an account someone signed in to, an audience member, or nobody. */
export async function accountOfDid(ctx: SandboxContext, did: string): Promise<WorldAccount | { did: string; handle: string; displayName: string; audience: true } | null> {
  const account = await getRecord<WorldAccount>(ctx.db, NETWORK, 'account', did);
  if (account) return account;
  const author = AUDIENCE.get(did);
  if (author) return { did, handle: audienceHandle(author.handle), displayName: author.name, audience: true };
  // A handle resolved once but never signed in to: known to the directory only.
  const known = await sandboxAccountOfDid(ctx.db, did);
  return known ? { did, handle: known.handle, displayName: displayNameOf(known.handle), audience: true } : null;
}

const displayNameOf = (handle: string) => handle.slice(0, -WORLD_DOMAIN.length).replace(/-/g, ' ');

/**
 * The account of a handle of the world, made at its first sign-in for this owner (the workspace
 * whose demo it is): the DID is the handle's, the kit's user (its posts, its audience) the owner's.
 */
export async function worldAccount(ctx: SandboxContext, handle: string, owner: string | null): Promise<WorldAccount> {
  const did = didOf(handle);
  const existing = await getRecord<WorldAccount>(ctx.db, NETWORK, owner ? `account:${owner}` : 'account', did);
  if (existing) return existing;
  const user = await sandboxUser(ctx.db, NETWORK, handle, ctx.publicUrl, owner);
  const account: WorldAccount = { did, handle, userId: user.id, displayName: displayNameOf(handle), owner };
  await putRecord(ctx.db, NETWORK, owner ? `account:${owner}` : 'account', did, account);
  if (owner && !(await getRecord(ctx.db, NETWORK, 'account', did))) await putRecord(ctx.db, NETWORK, 'account', did, account);
  await putRecord(ctx.db, NETWORK, 'account-of-user', user.id, account);
  return account;
}

export const accountOfUser = (ctx: SandboxContext, userId: string) => getRecord<WorldAccount>(ctx.db, NETWORK, 'account-of-user', userId);

/** A content identifier's look (`bafyrei…`), derived from what it names. */
export const cidOf = (value: string) => `bafyrei${base32(createHash('sha256').update(value).digest())}`;

/** A JWT's shape (header, claims, signature), as the PDS issues them. */
const jwtPart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function jwt(claims: Record<string, unknown>): string {
  return `${jwtPart({ typ: 'at+jwt', alg: 'ES256K' })}.${jwtPart(claims)}.${randomBytes(32).toString('base64url')}`;
}
