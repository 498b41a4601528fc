import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rawRows } from '../../../db/raw-rows.ts';
import { decodeJws, jwkThumbprint, readPublicJwk, sha256Base64url, verifyEs256 } from '../../../networks/bluesky/oauth/jws.ts';
import type { SandboxContext } from '../../kit/context.ts';
import { SANDBOX_NETWORK } from './accounts.ts';
import { findAccessToken, type AccessRecord } from './store.ts';

/**
 * The sandbox's side of DPoP, as a real authorisation server and PDS check it: a proof of the
 * right shape (`dpop+jwt`, ES256, a public P-256 key in its header) signed by that key, for this
 * method and address, not used before (`jti`), carrying the server's current nonce and, with an
 * access token, that token's hash. The nonce changes every 3 minutes (the previous one is still
 * taken); it need not be secret here: it makes the client go through the same exchange as with a
 * real server, which refuses a proof without it once (`use_dpop_nonce`, the nonce in `DPoP-Nonce`).
 */

const NONCE_WINDOW_MS = 180_000;
// A proof written in the future is refused beyond this margin; an old one is refused by its nonce.
const FUTURE_MARGIN_SECONDS = 60;

const nonceOfWindow = (ctx: SandboxContext, window: number) => sha256Base64url(`sandbox-bluesky-dpop:${ctx.publicUrl}:${window}`).slice(0, 24);

export const currentNonce = (ctx: SandboxContext) => nonceOfWindow(ctx, Math.floor(ctx.clock.now() / NONCE_WINDOW_MS));

function nonceTaken(ctx: SandboxContext, nonce: unknown): boolean {
  const window = Math.floor(ctx.clock.now() / NONCE_WINDOW_MS);
  return typeof nonce === 'string' && (nonce === nonceOfWindow(ctx, window) || nonce === nonceOfWindow(ctx, window - 1));
}

export type ProofFailure = { ok: false; error: 'use_dpop_nonce' | 'invalid_dpop_proof'; description: string };
export type ProofCheck = { ok: true; jkt: string } | ProofFailure;

/** The address a proof must name: this server's public address of the request, without its query. */
const htuOfRequest = (ctx: SandboxContext, request: FastifyRequest) => `${ctx.publicUrl}${request.url.split('?')[0]}`;

/** A `jti` seen once: a second proof with it is a replay. Kept in the records, forgotten after 10 minutes. */
async function firstUseOfJti(ctx: SandboxContext, jti: string): Promise<boolean> {
  const rows = await rawRows<{ id: string }>(
    ctx.db,
    sql`insert into sandbox_records (network, kind, id, data) values (${SANDBOX_NETWORK}, 'dpop-jti', ${jti}, '{}'::jsonb)
        on conflict do nothing returning id`,
  );
  return rows.length > 0;
}

/** Forgets the `jti`s of proofs older than any nonce still taken. */
export async function forgetOldJtis(ctx: SandboxContext): Promise<void> {
  await ctx.db.execute(sql`delete from sandbox_records where network = ${SANDBOX_NETWORK} and kind = 'dpop-jti' and created_at < now() - interval '10 minutes'`);
}

const refuse = (description: string): ProofFailure => ({ ok: false, error: 'invalid_dpop_proof', description });

/** Checks the request's DPoP proof; `accessToken`: the token it carries, which the proof must name (`ath`). */
export async function checkDpopProof(ctx: SandboxContext, request: FastifyRequest, accessToken?: string): Promise<ProofCheck> {
  const header = request.headers.dpop;
  if (typeof header !== 'string' || !header) return refuse('DPoP proof required');
  const jws = decodeJws(header);
  if (!jws) return refuse('Invalid DPoP proof');
  const key = readPublicJwk(jws.header.jwk);
  if (jws.header.typ !== 'dpop+jwt' || jws.header.alg !== 'ES256' || !key) return refuse('Invalid DPoP proof header');
  if (!verifyEs256(jws, key)) return refuse('Invalid DPoP proof signature');
  const { payload } = jws;
  if (payload.htm !== request.method) return refuse('DPoP "htm" mismatch');
  if (payload.htu !== htuOfRequest(ctx, request)) return refuse('DPoP "htu" mismatch');
  if (typeof payload.iat !== 'number' || payload.iat > ctx.clock.now() / 1000 + FUTURE_MARGIN_SECONDS) return refuse('DPoP "iat" invalid');
  if (typeof payload.jti !== 'string' || payload.jti.length < 8 || payload.jti.length > 100) return refuse('DPoP "jti" invalid');
  if (accessToken !== undefined && payload.ath !== sha256Base64url(accessToken)) return refuse('DPoP "ath" mismatch');
  if (!nonceTaken(ctx, payload.nonce)) return { ok: false, error: 'use_dpop_nonce', description: 'Authorization server requires nonce in DPoP proof' };
  if (!(await firstUseOfJti(ctx, payload.jti))) return refuse('DPoP proof replayed');
  return { ok: true, jkt: jwkThumbprint(key) };
}

/** Who a PDS call is made for: the account, its demo owner (the workspace that connected it) and what it was granted. */
export interface DpopCaller {
  ok: true;
  did: string;
  handle: string;
  owner: string | null;
  scope: string;
}

/** A refused PDS call, as the PDS answers it: 401 (400 for a malformed proof), its `WWW-Authenticate`, an XRPC error body. */
export interface DpopRefusal {
  ok: false;
  status: 400 | 401;
  headers: Record<string, string>;
  body: { error: string; message: string };
}

const refusal = (ctx: SandboxContext, status: 400 | 401, error: string, message: string): DpopRefusal => ({
  ok: false,
  status,
  headers: { 'www-authenticate': `DPoP error="${error}", error_description="${message}"`, 'dpop-nonce': currentNonce(ctx) },
  body: { error, message },
});

const callerOf = (record: AccessRecord): DpopCaller => ({ ok: true, did: record.did, handle: record.handle, owner: record.owner, scope: record.scope });

/** Whether a PDS call claims an OAuth session (`Authorization: DPoP …`) rather than an app-password session (`Bearer`). */
export const usesDpop = (request: FastifyRequest) => /^DPoP\s/i.test(request.headers.authorization ?? '');

/**
 * What the sandbox's PDS asks of every call made with an OAuth token: `Authorization: DPoP <token>`
 * of a token it issued, still valid, bound to the key that signed the request's proof. Answers the
 * caller, or the refusal to send as is (`sendDpopRefusal`). With `reply`, the answer carries the
 * current nonce, as every answer of a real PDS does.
 */
export async function verifyDpopRequest(ctx: SandboxContext, request: FastifyRequest, reply?: FastifyReply): Promise<DpopCaller | DpopRefusal> {
  reply?.header('dpop-nonce', currentNonce(ctx));
  const authorization = request.headers.authorization ?? '';
  const token = authorization.match(/^DPoP\s+(\S+)$/i)?.[1];
  if (!token) {
    if (/^Bearer\s/i.test(authorization)) return refusal(ctx, 401, 'invalid_token', 'DPoP-bound token must be sent with the DPoP scheme');
    return refusal(ctx, 401, 'AuthenticationRequired', 'Authentication Required');
  }
  const record = await findAccessToken(ctx, token);
  if (!record) return refusal(ctx, 401, 'InvalidToken', 'Bad token');
  if (record.expiresAt < ctx.clock.now()) return refusal(ctx, 401, 'ExpiredToken', 'Token has expired');
  const proof = await checkDpopProof(ctx, request, token);
  if (!proof.ok) return refusal(ctx, proof.error === 'use_dpop_nonce' ? 401 : 400, proof.error, proof.description);
  if (proof.jkt !== record.jkt) return refusal(ctx, 401, 'invalid_token', 'Token is bound to another DPoP key');
  return callerOf(record);
}

export const sendDpopRefusal = (reply: FastifyReply, refused: DpopRefusal) => reply.code(refused.status).headers(refused.headers).send(refused.body);
