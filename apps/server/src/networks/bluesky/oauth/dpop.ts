import { randomBytes } from 'node:crypto';
import type { BlueskyOAuthContext } from './context.ts';
import { generateEs256Key, publicJwkOf, sha256Base64url, signEs256, type PrivateEcJwk } from './jws.ts';
import { fieldsOf, requestJson, type JsonAnswer } from './oauth-http.ts';

/**
 * DPoP: every request to the authorisation server and to the PDS carries a proof signed with the
 * account's own key (a fresh `jti` each time, the method and address it is for, and at the PDS the
 * hash of the access token), so that a token copied elsewhere is useless without the key. The
 * servers also hand out nonces (`DPoP-Nonce`) that a proof must carry: a request without the
 * current one is refused once with `use_dpop_nonce` and the new nonce, then sent again.
 */

/** The account's DPoP key: a P-256 private JWK, kept with its tokens (encrypted). */
export type DpopKey = PrivateEcJwk;

export const createDpopKey = (): DpopKey => generateEs256Key();

/** The address a proof names: the request's, without its query and fragment. */
export function htuOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

export interface ProofInput {
  htm: string;
  htu: string;
  nonce?: string | null;
  /** The access token the request carries, whose hash (`ath`) binds the proof to it. */
  accessToken?: string;
}

export function dpopProof(key: DpopKey, input: ProofInput): string {
  const payload: Record<string, unknown> = {
    jti: randomBytes(16).toString('base64url'),
    htm: input.htm.toUpperCase(),
    htu: input.htu,
    iat: Math.floor(Date.now() / 1000),
  };
  if (input.nonce) payload.nonce = input.nonce;
  if (input.accessToken) payload.ath = sha256Base64url(input.accessToken);
  return signEs256({ typ: 'dpop+jwt', jwk: publicJwkOf(key) }, payload, key);
}

/** An authorisation server's answer asking for (another) nonce: 400 `use_dpop_nonce` with the nonce in its header. */
const asksForNonce = (answer: JsonAnswer) => answer.status === 400 && fieldsOf(answer).error === 'use_dpop_nonce' && Boolean(answer.headers.get('dpop-nonce'));

/**
 * A form posted to the authorisation server (PAR, token) with a DPoP proof, sent once more with the
 * server's nonce when it asks for one. Answers the answer and the nonce to use next.
 */
export async function dpopPost(
  context: BlueskyOAuthContext,
  url: string,
  form: Record<string, string>,
  key: DpopKey,
  nonce: string | null,
): Promise<{ answer: JsonAnswer; nonce: string | null }> {
  const send = (current: string | null) => requestJson(context, url, { method: 'POST', form, headers: { dpop: dpopProof(key, { htm: 'POST', htu: htuOf(url), nonce: current }) } });
  let answer = await send(nonce);
  let latest = answer.headers.get('dpop-nonce') ?? nonce;
  if (asksForNonce(answer)) {
    answer = await send(latest);
    latest = answer.headers.get('dpop-nonce') ?? latest;
  }
  return { answer, nonce: latest };
}

export interface DpopFetchInput {
  accessToken: string;
  dpopKey: DpopKey;
  /** The resource server's last nonce, if known; without it the first request is refused once and sent again. */
  nonce?: string | null;
  /** Told each new nonce the server hands out, to keep it for the next requests. */
  onNonce?: (nonce: string) => void;
}

/** A resource server's refusal asking for a nonce: 401 with `WWW-Authenticate: DPoP error="use_dpop_nonce"` (or the error in a JSON body). */
async function resourceAsksForNonce(response: Response): Promise<boolean> {
  if (response.status !== 401 && response.status !== 400) return false;
  if (!response.headers.get('dpop-nonce')) return false;
  if (/use_dpop_nonce/.test(response.headers.get('www-authenticate') ?? '')) return true;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null;
  return body?.error === 'use_dpop_nonce';
}

/**
 * A `fetch` for the account's PDS: each request gets `Authorization: DPoP <token>` and its own
 * proof (with `ath`), and is sent once more with the new nonce when the server asks for one. The
 * body is read once before the first attempt, so that a retry sends the same bytes.
 */
export function dpopFetch(context: Pick<BlueskyOAuthContext, 'fetch'>, input: DpopFetchInput): typeof fetch {
  let nonce = input.nonce ?? null;
  const remember = (response: Response) => {
    const next = response.headers.get('dpop-nonce');
    if (next && next !== nonce) {
      nonce = next;
      input.onNonce?.(next);
    }
  };
  return async (resource, init) => {
    const request = new Request(resource, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const send = (current: string | null) => {
      const headers = new Headers(request.headers);
      headers.set('authorization', `DPoP ${input.accessToken}`);
      headers.set('dpop', dpopProof(input.dpopKey, { htm: request.method, htu: htuOf(request.url), nonce: current, accessToken: input.accessToken }));
      return context.fetch(request.url, {
        method: request.method,
        headers,
        body,
        redirect: request.redirect,
        signal: init?.signal ?? (resource instanceof Request ? resource.signal : null),
      });
    };
    const first = await send(nonce);
    const asked = await resourceAsksForNonce(first);
    remember(first);
    if (!asked) return first;
    await first.body?.cancel().catch(() => {});
    const second = await send(nonce);
    remember(second);
    return second;
  };
}
