import { createHash, randomBytes } from 'node:crypto';
import type { SandboxContext } from '../kit/context.ts';
import { AUDIENCE_AUTHORS } from '../kit/audience-comment-texts.ts';
import { sandboxUser } from '../kit/oauth.ts';
import { getRecord, putRecord } from '../kit/repository.ts';

export const NETWORK = 'bluesky';
/** The sandbox's world: every handle under this domain is an account; any other handle resolves to nothing. */
export const WORLD_DOMAIN = '.bsky.social';
const NAME = /^[a-z0-9]([a-z0-9-]{0,38}[a-z0-9])?$/;

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const base32 = (bytes: Buffer) => Array.from(bytes, (b) => BASE32[b % 32]).join('');

/** The DID of a handle of the world: `did:plc:` and 24 letters, the same at every reading. */
export const didOf = (handle: string) => `did:plc:${base32(createHash('sha256').update(`bluesky:${handle}`).digest()).slice(0, 24)}`;

/** The handle of the world an audience member goes by. */
export const audienceHandle = (handle: string) => `${handle.toLowerCase().replace(/_/g, '-')}${WORLD_DOMAIN}`;

/** Whether a handle belongs to the world (a name under the world's domain). */
export function inWorld(handle: string): boolean {
  const lower = handle.toLowerCase();
  return lower.endsWith(WORLD_DOMAIN) && NAME.test(lower.slice(0, -WORLD_DOMAIN.length));
}

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
  return author ? { did, handle: audienceHandle(author.handle), displayName: author.name, audience: true } : null;
}

/** The account of a handle of the world, made at its first sign-in (for this owner). */
export async function worldAccount(ctx: SandboxContext, handle: string, owner: string | null): Promise<WorldAccount> {
  const did = didOf(handle);
  const user = await sandboxUser(ctx.db, NETWORK, handle, ctx.publicUrl, owner);
  const account: WorldAccount = { did, handle, userId: user.id, displayName: handle.slice(0, -WORLD_DOMAIN.length).replace(/-/g, ' '), owner };
  await putRecord(ctx.db, NETWORK, 'account', did, account);
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
